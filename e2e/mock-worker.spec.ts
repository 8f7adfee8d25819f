import { expect, test } from '@playwright/test';

// spec §4: the mock service worker starts only when the test-automation flag is on. What `npm start` serves is a
// normal build: no worker script, no service worker, and every request reaches the real server.
test('a normal build ships no mock service worker', async ({ page, request }) => {
  const script = await request.get('/mockServiceWorker.js');
  expect(script.headers()['content-type'] ?? '').not.toContain('javascript');

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length))).toBe(0);
  const api = await page.evaluate(() => fetch('/oa/v1/anything').then((response) => response.status));
  expect(api).toBe(404);
});

import { expect, test } from '@playwright/test';
import { axeViolations } from './support';

test('an unknown path shows the Korean not-found page with a way back to the main page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto('/there/is/no/such/page');

  await expect(page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeVisible();
  await expect(page).toHaveTitle('페이지를 찾을 수 없습니다 | OA Console');
  const home = page.getByRole('link', { name: '메인으로 이동' });
  await expect(home).toHaveAttribute('href', '/');

  // Keyboard: the button is reachable with Tab and follows with Enter; the main page of a signed-out visitor is
  // the sign-in page (/ -> /login, spec §4).
  await page.keyboard.press('Tab');
  await expect(home).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);

  // The self-hosted Korean font is what renders, and only a few glyph ranges of it were fetched.
  expect(await page.evaluate(() => document.fonts.check('700 23px "Pretendard Variable"', '페이지'))).toBe(true);

  expect(await axeViolations(page)).toEqual([]);
  // The strict CSP holds: nothing was blocked, nothing threw.
  expect(errors).toEqual([]);
});

test('fetches only the font ranges the page uses', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.length).toBeGreaterThan(0);
  // Pretendard ships 92 ranges; a short Korean page needs a handful.
  expect(fonts.length).toBeLessThan(20);
  expect(fonts.every((url) => url.includes('PretendardVariable.subset'))).toBe(true);
});

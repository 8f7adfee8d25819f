import { expect, test } from '@playwright/test';
import { collectPageErrors, DEMO_PASSWORD } from './support';

declare global {
  interface Window {
    /** What the browser blocked, recorded by the init script below. */
    cspViolations?: string[];
  }
}

test('a dialog opens under the strict CSP: its scroll lock style carries the page nonce, nothing is blocked', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  const policies: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document')
      policies.push(response.headers()['content-security-policy'] ?? '');
  });

  // Sign in (the page is the one served for /, with its own nonce).
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('아이디').fill('demo-admin');
  await page.getByLabel('비밀번호').fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('사용 중인 계정').first()).toBeVisible();

  // The page's nonce (the meta tag Vite writes, filled in by the server) is the one in this response's CSP.
  const nonce = await page.evaluate(
    () => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '',
  );
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(policies).toHaveLength(1);
  expect(policies[0]).toContain(`style-src 'self' 'nonce-${nonce}'`);
  expect(policies[0]).toContain("script-src 'self';");

  // The stored token goes bad: the next navigation's guard shows the alert dialog (spec §4), then logs out.
  await page.evaluate(() => {
    localStorage.removeItem('userInfo');
    localStorage.setItem('oa-token', 'garbage');
  });
  await page.getByRole('link', { name: '비밀번호 변경' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('유효하지 않은 토큰입니다.');

  // Radix's scroll lock: its <style> element carries the nonce, so the browser applied it.
  const lock = await page.evaluate(() => ({
    overflow: getComputedStyle(document.body).overflow,
    locked: document.body.hasAttribute('data-scroll-locked'),
    nonces: [...document.querySelectorAll('style')].map((style) => style.nonce),
  }));
  expect(lock.overflow).toBe('hidden');
  expect(lock.locked).toBe(true);
  expect(lock.nonces.length).toBeGreaterThan(0);
  expect(lock.nonces.every((value) => value === nonce)).toBe(true);

  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
  expect(errors).toEqual([]);
});

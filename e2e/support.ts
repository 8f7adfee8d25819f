import { expect, type Page } from '@playwright/test';

/** The seeded demo accounts' password (apps/server/src/seed/seed.ts). */
export const DEMO_PASSWORD = 'oa-demo-2026!';

/** Signs in through the page from `/` (which the guard sends to /login) and waits for the dashboard. */
export async function signIn(page: Page, loginId: string): Promise<void> {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('아이디').fill(loginId);
  await page.getByLabel('비밀번호').fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  // scrypt at OWASP's cost takes a while on a busy 2-core machine.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
}

/** Every uncaught page error and console error from now on (a test expects it to stay empty). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // Access tokens live 10 s here: a 410 answer, then the refresh and the retry, is the spec's rule at work,
    // and Chromium logs every such answer as a failed resource.
    if (message.type() === 'error' && !message.text().includes('status of 410')) errors.push(message.text());
  });
  return errors;
}

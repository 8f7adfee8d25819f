import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { PageRequests } from './still';

/** The seeded demo accounts' password (apps/server/src/seed/seed.ts). */
export const DEMO_PASSWORD = 'oa-demo-2026!';

/**
 * Signs in through the page from `/` (which the guard sends to /login) and waits for the dashboard; `origin` for a
 * server other than the suite's (e2e/live-restart.spec.ts).
 */
export async function signIn(page: Page, loginId: string, origin = ''): Promise<void> {
  await page.goto(`${origin}/`);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('아이디').fill(loginId);
  await page.getByLabel('비밀번호').fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  // scrypt at OWASP's cost takes a while on a busy 2-core machine.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
}

/**
 * Waits until the access token the page holds has expired (they live 10 s here, playwright.config.ts): from then on
 * the server answers it 410, and the console must refresh it. A wait for that moment, read off the token itself.
 */
export async function untilAccessTokenExpires(page: Page): Promise<void> {
  const expiresAt = await page.evaluate(() => {
    const token = localStorage.getItem('oa-token') ?? '';
    const payload = token.split('.')[1] ?? '';
    return (JSON.parse(atob(payload.replaceAll('-', '+').replaceAll('_', '/'))) as { exp: number }).exp;
  });
  await page.waitForFunction((exp) => Date.now() / 1000 >= exp, expiresAt, { timeout: 20_000 });
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

const requestsOf = new WeakMap<Page, PageRequests>();

/** Starts following a page's requests (once a page; `untilStill` waits for those started from then on). */
export function followRequests(page: Page): PageRequests {
  let requests = requestsOf.get(page);
  if (requests === undefined) {
    requests = new PageRequests(page);
    requestsOf.set(page, requests);
  }
  return requests;
}

/**
 * Waits until the page is still (e2e/still.ts), as the story runner does: a screen shows its first answer while
 * others are on their way, and a button just enabled fades from its disabled grey for a moment.
 */
export async function untilStill(page: Page): Promise<void> {
  await followRequests(page).untilStill(page);
}

/**
 * Axe's violations on the page as it is once still. axe cannot measure the contrast of content the browser skips
 * (`content-visibility: auto` below the first screen: dequelabs/axe-core#2768): all of it is rendered first, as
 * scrolling would, so every part is checked. A constructed style sheet (the CSP allows it, not a <style>) also covers
 * parts mounted again later; the page becomes still (`untilStill`: laid out, every answer in, transitions ended)
 * before axe measures.
 */
export async function axeViolations(page: Page): Promise<Awaited<ReturnType<AxeBuilder['analyze']>>['violations']> {
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('* { content-visibility: visible !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  await untilStill(page);
  return (await new AxeBuilder({ page }).analyze()).violations;
}

/** A screen of an area and what shows once its data from the server is on it. */
export interface ScreenCheck {
  path: string;
  ready: (page: Page) => Locator;
}

/**
 * Opens each screen (signed in already) and expects its data, no 준비 중, no page errors and zero axe violations:
 * every screen of an area tried against the real server and its seed.
 */
export async function expectScreensWork(page: Page, screens: readonly ScreenCheck[]): Promise<void> {
  const errors = collectPageErrors(page);
  followRequests(page);
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(screen.ready(page), screen.path).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('준비 중'), screen.path).toHaveCount(0);
    const violations = await axeViolations(page);
    const found = violations.map(
      (violation) =>
        `${screen.path}: ${violation.id} at ${violation.nodes.map((node) => `${node.html} ${node.failureSummary ?? ''}`).join(' | ')}`,
    );
    expect(found).toEqual([]);
  }
  expect(errors).toEqual([]);
}

import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type Request } from '@playwright/test';

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

/** How long a page may take to become still before a check of it gives up. */
const STILL_TIMEOUT_MS = 15_000;

/** The requests of a page not yet answered (an event stream counts as answered at its headers). */
class Requests {
  readonly inFlight = new Set<Request>();
  started = 0;
  changed: () => void = () => undefined;

  constructor(page: Page) {
    const answered = (request: Request) => {
      if (this.inFlight.delete(request)) this.changed();
    };
    page.on('request', (request) => {
      this.inFlight.add(request);
      this.started += 1;
      this.changed();
    });
    page.on('requestfinished', answered);
    page.on('requestfailed', answered);
    page.on('response', (response) => {
      if (response.headers()['content-type']?.startsWith('text/event-stream') === true) answered(response.request());
    });
  }

  /** Resolves at the next request event, or after `ms` at the latest. */
  async nextChange(ms: number): Promise<void> {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.changed = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.changed = () => undefined;
  }
}

const requestsOf = new WeakMap<Page, Requests>();

/** Starts following a page's requests (once a page; `untilStill` waits for those started from then on). */
export function followRequests(page: Page): Requests {
  let requests = requestsOf.get(page);
  if (requests === undefined) {
    requests = new Requests(page);
    requestsOf.set(page, requests);
  }
  return requests;
}

/**
 * Waits until the page is still, as the story runner does (.storybook/test/storybook.ts): every request it started
 * (since `followRequests`) answered, no part still loading, fonts in, no transition with an end running (a button
 * just enabled fades from its disabled grey for a moment), and no change for two frames. A screen shows its first
 * answer while others are on their way: a check of the page waits for all of them.
 */
export async function untilStill(page: Page): Promise<void> {
  const requests = followRequests(page);
  const deadline = Date.now() + STILL_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (requests.inFlight.size > 0) {
      await requests.nextChange(50);
      continue;
    }
    const startedBefore = requests.started;
    const still = await page.evaluate(async () => {
      await document.fonts.ready;
      const moving = document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
        );
      if (moving) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        return false;
      }
      return new Promise<boolean>((resolve) => {
        let changed = false;
        const observer = new MutationObserver(() => {
          changed = true;
        });
        observer.observe(document.documentElement, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            observer.disconnect();
            resolve(!changed && document.querySelector('[data-pending-part]') === null);
          }),
        );
      });
    });
    if (still && requests.started === startedBefore && requests.inFlight.size === 0) return;
  }
  throw new Error(
    `the page was not still within ${STILL_TIMEOUT_MS} ms (unanswered: ${[...requests.inFlight].map((request) => request.url()).join(', ') || 'none'})`,
  );
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

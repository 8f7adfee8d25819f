/**
 * When a page is still enough to judge: one rule for the story runner (.storybook/test/storybook.ts) and the
 * end-to-end tests (e2e/support.ts). Every request the page started has been answered (an event stream counts as
 * answered at its headers), the fonts are in, nothing is still loading (`data-pending-part`), no timer the page marked
 * as due soon is left (the story runner marks them), no transition with an end is running, and nothing changed for
 * two frames. A picture, a tree or an axe check then never depends on which answer came first or on the machine's
 * speed.
 */
import type { Page, Request } from '@playwright/test';

/** The page's count of timers due soon, where a harness counts them (the story runner's init script). */
export const SOON_TIMERS = '__oaSoonTimers';

/** How long a page may take to become still. */
const STILL_TIMEOUT_MS = 15_000;

/** How often a wait for answers looks again (a request may be left unanswered on purpose, see `untilStill`). */
const POLL_MS = 50;

/** A page's requests not yet answered, followed from construction on. */
export class PageRequests {
  readonly inFlight = new Set<Request>();
  started = 0;
  private changed: () => void = () => undefined;

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
  private async nextChange(ms: number): Promise<void> {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.changed = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.changed = () => undefined;
  }

  /**
   * Waits until the page is still (above). `unanswered` names requests left unanswered on purpose (`METHOD url`), which
   * are not waited for.
   */
  async untilStill(
    page: Page,
    unanswered: () => Promise<Set<string>> = () => Promise.resolve(new Set()),
  ): Promise<void> {
    const deadline = Date.now() + STILL_TIMEOUT_MS;
    let waiting: string[] = [];
    while (Date.now() < deadline) {
      const onPurpose = await unanswered();
      waiting = [...this.inFlight]
        .map((request) => `${request.method()} ${request.url()}`)
        .filter((request) => !onPurpose.has(request));
      if (waiting.length > 0) {
        await this.nextChange(POLL_MS);
        continue;
      }
      const startedBefore = this.started;
      if ((await page.evaluate(isStill, SOON_TIMERS)) && this.started === startedBefore) return;
    }
    throw new Error(
      waiting.length > 0
        ? `the page was not still within ${STILL_TIMEOUT_MS} ms: no answer to ${waiting.join(', ')} (a request a story leaves unanswered on purpose is answered by \`unanswered\` from @oa/api/mocks/unanswered)`
        : `the page was not still within ${STILL_TIMEOUT_MS} ms: it kept changing, moving or setting timers due soon`,
    );
  }
}

/** In the page: is it still now (fonts, no part loading, no timer due soon, no transition, no change for two frames)? */
async function isStill(timersKey: string): Promise<boolean> {
  await document.fonts.ready;
  const soonTimers = (window as unknown as Record<string, number | undefined>)[timersKey] ?? 0;
  const moving = document
    .getAnimations()
    .some(
      (animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
    );
  if (soonTimers > 0 || moving) {
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
}

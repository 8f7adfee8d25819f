/**
 * The story runner: every story of the built Storybook as a Playwright test (playwright.stories.config.ts). One page a
 * worker loads Storybook once and switches stories in it, as the Storybook UI does. For each story:
 *
 * 1. it renders and its `play` function passes (Storybook's own events say so, with the error when not);
 * 2. the page settles: every request the story started has been answered (or is left unanswered on purpose, with
 *    `unanswered` from @oa/api/mocks/unanswered), no part is still loading (`data-pending-part`), the web fonts are
 *    in, every timer due within a second has run (a toast's announcement, a debounce) and nothing in the page
 *    changed for two frames. A picture never depends on which answer came first;
 * 3. axe finds no violation (the a11y addon's settings: `parameters.a11y`, its `region` rule off);
 * 4. its accessibility tree matches `__snapshots__/<story file>/<story>.aria.yml`, unless `ariaSnapshot: false`;
 * 5. its picture matches `__screenshots__/<story file>/<story>-1-chromium-linux.png`, unless `visual: false`.
 *
 * Baselines are written with `--update-snapshots` (npm run test:visual:update); CI only compares.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, posix } from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import type axe from 'axe-core';
import { UNANSWERED_REQUESTS } from '../../packages/api/src/mocks/unanswered';
import { PageRequests, SOON_TIMERS } from '../../e2e/still';

/** Every story is seen at this size (the width of the committed baselines). */
export const STORY_VIEWPORT = { width: 1200, height: 900 };

/** Taller stories are cut here. */
const MAX_PICTURE_HEIGHT = 4000;

/**
 * A timer due within this many milliseconds is part of what the page is about to do (a toast's announcement that is
 * taken away after a second, a debounce, a tooltip's delay): a story settles only once such timers have run.
 */
const SHORT_TIMER_MS = 1000;

/** `STORYBOOK_URL` points the runner at a running Storybook instead of the static build. */
export const storybookUrl = (): string | undefined => process.env.STORYBOOK_URL || undefined;

/** A story as Storybook's index lists it. */
export interface StoryEntry {
  id: string;
  name: string;
  title: string;
  importPath: string;
  tags: string[];
  type: 'story' | 'docs';
}

/** The stories to test (Storybook's `test` tag), by story file, in the index's order. */
export function storiesByFile(entries: readonly StoryEntry[]): Map<string, StoryEntry[]> {
  const files = new Map<string, StoryEntry[]>();
  for (const entry of entries) {
    if (entry.type !== 'story' || !entry.tags.includes('test')) continue;
    const file = posix.normalize(entry.importPath);
    files.set(file, [...(files.get(file) ?? []), entry]);
  }
  return files;
}

/** The built Storybook's index (or the running one's, with STORYBOOK_URL). */
export async function readIndex(): Promise<StoryEntry[]> {
  const url = storybookUrl();
  if (url !== undefined) {
    const response = await fetch(`${url}/index.json`);
    return Object.values(((await response.json()) as { entries: Record<string, StoryEntry> }).entries);
  }
  const file = 'storybook-static/index.json';
  if (!existsSync(file)) throw new Error(`${file} is missing: build Storybook first (npm run build-storybook)`);
  return Object.values((JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, StoryEntry> }).entries);
}

/** Vitest's names, kept: "Layout & layers" -> "Layout-layers". */
const fileNameOf = (story: string) => story.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Where a story's baselines live: beside its story file. */
function baselinesOf(entry: StoryEntry) {
  const file = posix.normalize(entry.importPath);
  const folder = dirname(file);
  const base = file.slice(folder.length + 1);
  const name = fileNameOf(entry.name);
  return {
    picture: [folder, '__screenshots__', base, `${name}-1-chromium-linux.png`],
    tree: join(folder, '__snapshots__', base, `${name}.aria.yml`),
  };
}

/** What a story says about its own checks (its parameters), and how it ended. */
interface StoryOutcome {
  status: 'success' | 'error';
  problems: string[];
  parameters: { visual?: boolean; ariaSnapshot?: boolean; a11y?: A11yParameters };
}

interface A11yParameters {
  test?: 'off' | 'todo' | 'error';
  disable?: boolean;
  context?: unknown;
  config?: { rules?: { id: string; enabled: boolean }[] } & Record<string, unknown>;
  options?: Record<string, unknown>;
}

const require = createRequire(import.meta.url);

/** A listener on Storybook's channel: each event's payload is read by the listener that knows its shape. */
type Listener = (payload: unknown) => void;

/** Storybook's channel in the page (`window.__STORYBOOK_ADDONS_CHANNEL__`). */
interface Channel {
  on(event: string, listener: Listener): void;
  off(event: string, listener: Listener): void;
  emit(event: string, ...args: unknown[]): void;
}

/**
 * The page of one worker: Storybook's preview (iframe.html), loaded once, with listeners on Storybook's channel and
 * on the network.
 */
export class StorybookPage {
  private readonly requests: PageRequests;

  constructor(readonly page: Page) {
    this.requests = new PageRequests(page);
  }

  /** Loads Storybook's preview, with axe, showing no story yet. */
  async open(): Promise<void> {
    await this.page.addInitScript({ path: require.resolve('axe-core/axe.min.js') });
    await this.page.addInitScript(
      ({ key, shortMs }) => {
        type Callback = (...values: unknown[]) => void;
        type SetTimer = (handler: unknown, delay?: number, ...args: unknown[]) => number;
        const pending = new Set<number>();
        Object.defineProperty(window, key, { get: () => pending.size });
        const timers = window as unknown as { setTimeout: SetTimer; clearTimeout: (id?: number) => void };
        const set = timers.setTimeout.bind(window);
        const clear = timers.clearTimeout.bind(window);
        timers.setTimeout = (handler, delay, ...args) => {
          if ((delay ?? 0) > shortMs || typeof handler !== 'function') return set(handler, delay, ...args);
          const id = set(
            (...values: unknown[]) => {
              pending.delete(id);
              (handler as Callback)(...values);
            },
            delay,
            ...args,
          );
          pending.add(id);
          return id;
        };
        timers.clearTimeout = (id) => {
          if (id !== undefined) pending.delete(id);
          clear(id);
        };
      },
      { key: SOON_TIMERS, shortMs: SHORT_TIMER_MS },
    );
    await this.page.goto('/iframe.html');
    await this.page.waitForFunction(
      () => '__STORYBOOK_PREVIEW__' in window && '__STORYBOOK_ADDONS_CHANNEL__' in window,
    );
    // Axe is run by the runner once the page settled, not by the addon as soon as `play` ended.
    await this.page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
          channel.on('globalsUpdated', () => {
            resolve();
          });
          channel.emit('updateGlobals', { globals: { a11y: { manual: true } } });
        }),
    );
  }

  /** Shows the story and waits until Storybook says it finished: rendered, played, or failed and why. */
  private async show(entry: StoryEntry): Promise<StoryOutcome> {
    this.requests.inFlight.clear();
    return this.page.evaluate(
      ({ id, unansweredKey }) =>
        new Promise<StoryOutcome>((resolve) => {
          const page = window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: Channel;
            __STORYBOOK_PREVIEW__: { currentRender?: { id?: string } };
          };
          const channel = page.__STORYBOOK_ADDONS_CHANNEL__;
          // Each story starts as the first story of a fresh page would: empty storage, no request left unanswered.
          localStorage.clear();
          sessionStorage.clear();
          Reflect.deleteProperty(window, unansweredKey);
          const problems: string[] = [];
          let parameters: StoryOutcome['parameters'] = {};
          // Testing Library's messages end with the whole page's markup: the message is enough.
          const describe = (error: unknown) => {
            if (typeof error !== 'object' || error === null) return String(error);
            const { message, description, stack } = error as { message?: string; description?: string; stack?: string };
            const text = (message ?? description ?? '').split('\n\nIgnored nodes:')[0] ?? '';
            const where = (stack ?? '')
              .split('\n')
              .filter((line) => line.trim().startsWith('at '))
              .slice(0, 3);
            return [text, ...where].join('\n');
          };
          const listeners: [string, Listener][] = [
            [
              'storyPrepared',
              (payload) => {
                const prepared = payload as { id: string; parameters: Record<string, unknown> };
                if (prepared.id !== id) return;
                const { visual, ariaSnapshot, a11y } = prepared.parameters;
                parameters = JSON.parse(JSON.stringify({ visual, ariaSnapshot, a11y })) as StoryOutcome['parameters'];
              },
            ],
            ['playFunctionThrewException', (error) => problems.push(`play: ${describe(error)}`)],
            ['storyThrewException', (error) => problems.push(`render: ${describe(error)}`)],
            ['storyErrored', (error) => problems.push(`render: ${describe(error)}`)],
            [
              'unhandledErrorsWhilePlaying',
              (errors) => problems.push(...(errors as unknown[]).map((error) => `unhandled: ${describe(error)}`)),
            ],
          ];
          const finish = (status: StoryOutcome['status']) => {
            for (const [event, listener] of listeners) channel.off(event, listener);
            resolve({ status, problems, parameters });
          };
          listeners.push(
            [
              'storyFinished',
              (payload) => {
                const done = payload as { storyId: string; status: string };
                if (done.storyId === id) finish(done.status === 'success' ? 'success' : 'error');
              },
            ],
            [
              'storyMissing',
              () => {
                problems.push(`Storybook has no story ${id}`);
                finish('error');
              },
            ],
          );
          for (const [event, listener] of listeners) channel.on(event, listener);
          if (page.__STORYBOOK_PREVIEW__.currentRender?.id === id) channel.emit('forceRemount', { storyId: id });
          else channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
        }),
      { id: entry.id, unansweredKey: UNANSWERED_REQUESTS },
    );
  }

  /**
   * Waits until the page is still, by the rule the end-to-end tests use too (e2e/still.ts): every request the story
   * started answered (a request answered by `unanswered` never is, on purpose), nothing loading, fonts in, no timer due
   * within a second left to run, no change for two frames.
   */
  private async settle(): Promise<void> {
    await this.requests.untilStill(
      this.page,
      async () =>
        new Set(
          await this.page.evaluate(
            (key) => [...((window as unknown as Record<string, Set<string>>)[key] ?? [])],
            UNANSWERED_REQUESTS,
          ),
        ),
    );
  }

  /** Axe as the a11y addon runs it (its `region` rule off: a component alone has no landmarks). */
  private async axeViolations(a11y: A11yParameters = {}): Promise<string[]> {
    return this.page.evaluate(async (parameters) => {
      const { axe: run } = window as unknown as { axe: typeof axe };
      run.reset();
      run.configure({
        ...(parameters.config ?? {}),
        rules: [{ id: 'region', enabled: false }, ...(parameters.config?.rules ?? [])],
      });
      const result = await run.run(
        {
          include: (parameters.context as string | undefined) ?? document.body,
          exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'],
        } as axe.ElementContext,
        parameters.options ?? {},
      );
      return result.violations.map(
        (violation) =>
          `${violation.id} (${violation.impact ?? ''}): ${violation.help}\n${violation.nodes
            .map((node) => `  ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
            .join('\n')}`,
      );
    }, a11y);
  }

  /** The accessibility tree against its committed text (written as --update-snapshots says). */
  private async compareTree(file: string, testInfo: TestInfo): Promise<void> {
    const actual = `${await this.page.locator('body').ariaSnapshot()}\n`;
    const exists = existsSync(file);
    const expected = exists ? readFileSync(file, 'utf8') : undefined;
    const mode = testInfo.config.updateSnapshots;
    const write = mode === 'all' || (mode === 'changed' && expected !== actual) || (mode === 'missing' && !exists);
    if (write && expected !== actual) {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, actual);
    }
    if (expected === undefined) {
      if (write) throw new Error(`${file} was missing: written, look at it before committing it`);
      throw new Error(`${file} is missing (npm run test:visual:update writes it)`);
    }
    if (!write) expect(actual, `the accessibility tree (${file})`).toBe(expected);
  }

  /**
   * The whole story at the story's width: the window grows to the page's height for the picture (so what is as tall as
   * the window, the sidebar, is drawn as tall as the page), then returns to the story's size.
   */
  private async comparePicture(name: string[]): Promise<void> {
    const height = await this.page.evaluate(() => Math.max(window.innerHeight, document.documentElement.scrollHeight));
    await this.page.setViewportSize({ width: STORY_VIEWPORT.width, height: Math.min(MAX_PICTURE_HEIGHT, height) });
    try {
      await expect(this.page).toHaveScreenshot(name);
    } finally {
      await this.page.setViewportSize(STORY_VIEWPORT);
    }
  }

  /** One story's test. */
  async check(entry: StoryEntry, testInfo: TestInfo): Promise<void> {
    if (!(await this.page.evaluate(() => '__STORYBOOK_PREVIEW__' in window))) await this.open();
    const outcome = await test.step('render and play', () => this.show(entry));
    if (outcome.status !== 'success' || outcome.problems.length > 0) {
      throw new Error(`${entry.title} › ${entry.name} failed:\n${outcome.problems.join('\n') || 'see the page'}`);
    }
    await test.step('settle', () => this.settle());
    const { a11y, ariaSnapshot, visual } = outcome.parameters;
    if (a11y?.test !== 'off' && a11y?.disable !== true) {
      const violations = await test.step('axe', () => this.axeViolations(a11y));
      if (a11y?.test === 'todo') {
        if (violations.length > 0) testInfo.annotations.push({ type: 'a11y todo', description: violations.join('\n') });
      } else expect(violations, 'axe violations').toEqual([]);
    }
    const baselines = baselinesOf(entry);
    if (ariaSnapshot !== false) await test.step('accessibility tree', () => this.compareTree(baselines.tree, testInfo));
    if (visual !== false) await test.step('picture', () => this.comparePicture(baselines.picture));
  }
}

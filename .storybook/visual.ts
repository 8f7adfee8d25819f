import type { StoryContext } from '@storybook/react-vite';
import { expect } from 'vitest';
import { page } from 'vitest/browser';

/** Story tests render at this size; see vitest.config.ts. */
const VIEWPORT = { width: 1280, height: 800 };
/** Taller stories are cut here (the browser window of vitest.config.ts must be at least this tall). */
const MAX_SNAPSHOT_HEIGHT = 4000;

/**
 * Visual regression for every story: after the story rendered and its play function ran, the page is
 * compared with the baseline committed beside the story file
 * (`__screenshots__/<file>/<story>-chromium-linux.png`). A story opts out with
 * `parameters: { visual: false }` (for example, one whose only content is an animation).
 */
export async function visualSnapshot(context: StoryContext): Promise<void> {
  if (context.parameters.visual === false) return;
  // Wait for the web fonts the story uses, so a baseline never catches the fallback font.
  await document.fonts.ready;
  // Grow the frame to the whole story so nothing below the fold is clipped, then restore it.
  const height = Math.min(MAX_SNAPSHOT_HEIGHT, Math.max(VIEWPORT.height, document.documentElement.scrollHeight));
  await page.viewport(VIEWPORT.width, height);
  try {
    await expect(page.elementLocator(document.documentElement)).toMatchScreenshot();
  } finally {
    await page.viewport(VIEWPORT.width, VIEWPORT.height);
  }
}

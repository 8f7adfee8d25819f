import type { StoryContext } from '@storybook/react-vite';
import { expect } from 'vitest';
import { page } from 'vitest/browser';

/** Taller stories are cut here (the browser window in vitest.config.ts must be at least this tall). */
const MAX_SNAPSHOT_HEIGHT = 4000;

/**
 * Visual regression for every story: after the story rendered and its play function ran, the page is
 * compared with the baseline committed beside the story file
 * (`__screenshots__/<file>/<story>-chromium-linux.png`). A story opts out with
 * `parameters: { visual: false }` (for example, one whose only content is an animation).
 *
 * The story's viewport is Storybook's: the Vitest addon sets it from the story's `viewport` parameter
 * (1200x900 by default). The frame is grown to the story's full height for the picture, then restored.
 */
export async function visualSnapshot(context: StoryContext): Promise<void> {
  // A part loaded after its page (the console's period picker) marks its stand-in `data-pending-part` until it
  // arrives: wait for it, so neither the tree nor the picture depends on how fast a chunk loaded.
  await expect.poll(() => document.querySelector('[data-pending-part]'), { timeout: 10_000 }).toBeNull();
  // The accessibility tree is reviewed like the pixels (roles, names, states), in __snapshots__/ beside the story.
  if (context.parameters.ariaSnapshot !== false) {
    await expect.element(page.elementLocator(document.body)).toMatchAriaSnapshot();
  }
  if (context.parameters.visual === false) return;
  // Wait for the web fonts the story uses, so a baseline never catches the fallback font.
  await document.fonts.ready;
  const { innerWidth: width, innerHeight: height } = window;
  const fullHeight = Math.min(MAX_SNAPSHOT_HEIGHT, Math.max(height, document.documentElement.scrollHeight));
  await page.viewport(width, fullHeight);
  try {
    // Infinite animations (spinners, skeleton shimmer) are reset and finite ones finished, so pictures are stable.
    await expect(page.elementLocator(document.documentElement)).toMatchScreenshot({
      screenshotOptions: { animations: 'disabled' },
    });
  } finally {
    await page.viewport(width, height);
  }
}

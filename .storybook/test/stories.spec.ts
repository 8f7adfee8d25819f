/** Every story of the built Storybook is a test (storybook.ts says what each checks). */
import { test as base } from '@playwright/test';
import { readIndex, storiesByFile, StorybookPage, type StoryEntry } from './storybook';

const files = storiesByFile(await readIndex());

const test = base.extend<{ story: (entry: StoryEntry) => Promise<void> }, { storybook: StorybookPage }>({
  // One Storybook page per worker, loaded once: switching stories in it costs what rendering them costs.
  storybook: [
    async ({ browser }, provide) => {
      const context = await browser.newContext();
      const storybook = new StorybookPage(await context.newPage());
      await storybook.open();
      await provide(storybook);
      await context.close();
    },
    { scope: 'worker' },
  ],
  story: async ({ storybook }, provide, testInfo) => {
    await provide((entry) => storybook.check(entry, testInfo));
  },
});

for (const [file, stories] of files) {
  test.describe(file, () => {
    // A story file's stories run in order in one worker, as they are listed; the files share the workers.
    test.describe.configure({ mode: 'default' });
    for (const entry of stories) {
      test(entry.name, async ({ story }) => {
        await story(entry);
      });
    }
  });
}

import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { create } from 'storybook/theming/create';
import { fontFamily } from '../packages/ui/src/theme/tokens';
// The design system's side effects: self-hosted fonts, the default theme on :root, global base styles.
import '@oa/ui/styles';
import { mswLoader } from './msw';
import { frame } from './preview.css';

type Frame = keyof typeof frame;

/**
 * Stories are framed by this decorator rather than by Storybook's `layout` (whose padding is CSS that only
 * the Storybook UI loads), so what a designer sees in Storybook is what the visual baseline shows.
 * `parameters: { frame: 'centered' }` for small components, `'none'` for whole pages.
 */
const withFrame: Decorator = (Story, { parameters }) => (
  <div className={frame[(parameters.frame as Frame | undefined) ?? 'padded']}>
    <Story />
  </div>
);

// A play function's waits (`waitFor`, `findBy…`) give up after 10 s, not Testing Library's 1 s: on two busy cores a
// lazily loaded part or a slow answer can take seconds. Set once here, for every story, in Storybook as in its tests.
configure({ asyncUtilTimeout: 10_000 });

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withFrame],
  loaders: [mswLoader],
  parameters: {
    layout: 'fullscreen',
    // Axe violations fail the story's test (and show as errors in the Storybook a11y panel).
    a11y: { test: 'error' },
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Docs pages are read in Korean: the design system's own font (loaded by '@oa/ui/styles' above), not
    // Storybook's Latin-only Nunito Sans, which would leave Hangul to whatever the machine has.
    docs: { theme: create({ base: 'light', fontBase: fontFamily.body, fontCode: fontFamily.mono }) },
    options: {
      storySort: {
        order: [
          'Foundations',
          ['Colors', 'Typography', 'Spacing & Sizes', 'Shadows'],
          'Actions',
          'Feedback',
          'Overlays',
          'Data',
          'Forms',
          'Layout',
          'Charts',
          'Console',
        ],
      },
    },
  },
};

export default preview;

import type { Preview } from '@storybook/react-vite';
// The design system's side effects: self-hosted fonts, the default theme on :root, global base styles.
import '@oa/ui/styles';

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    // Axe violations fail the story's test (and show as errors in the Storybook a11y panel).
    a11y: { test: 'error' },
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: {
      storySort: {
        order: ['Foundations', ['Colors', 'Typography', 'Spacing & Sizes', 'Shadows'], 'Components', 'Console'],
      },
    },
  },
};

export default preview;

import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/console/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The mock service worker's script, for stories with `parameters.msw` (.storybook/msw.ts).
  staticDirs: [{ from: '../packages/api/mocks-public', to: '/' }],
  // Prop tables with union members (variant enums) need the TypeScript-based docgen.
  // Its program is .storybook/tsconfig.docgen.json, which covers every folder stories come from. (The checks use
  // .storybook/tsconfig.json, only this folder: the packages' own tsconfigs check their stories.)
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: { tsconfigPath: fileURLToPath(new URL('./tsconfig.docgen.json', import.meta.url)) },
  },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Pre-bundled up front: a cold cache otherwise reloads the page mid-run and story tests fail with
      // "failed to find the current suite".
      optimizeDeps: {
        include: [
          'storybook/test',
          'msw',
          'msw/browser',
          'swr',
          'swr/mutation',
          'jwt-decode',
          'storybook/theming/create',
          'react-router',
          'react-hook-form',
          'clsx',
          'lucide-react',
          '@radix-ui/react-checkbox',
          '@radix-ui/react-dialog',
          '@radix-ui/react-popover',
          '@radix-ui/react-radio-group',
          '@radix-ui/react-switch',
          '@radix-ui/react-tabs',
          '@radix-ui/react-toast',
          '@radix-ui/react-visually-hidden',
          'react-day-picker',
          'react-day-picker/locale',
          'date-fns',
          'date-fns/locale',
          '@visx/axis',
          '@visx/geo',
          '@visx/grid',
          '@visx/group',
          '@visx/legend',
          '@visx/responsive',
          '@visx/scale',
          '@visx/shape',
          '@visx/tooltip',
        ],
      },
    }),
};

export default config;

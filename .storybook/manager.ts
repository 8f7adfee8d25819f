import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming/create';
import { fontFamily } from '../packages/ui/src/theme/tokens';

// The Storybook UI itself: our name, and a font stack with Hangul (story names and docs titles are Korean).
addons.setConfig({
  theme: create({ base: 'light', brandTitle: 'OA Console 디자인 시스템', fontBase: fontFamily.body }),
});

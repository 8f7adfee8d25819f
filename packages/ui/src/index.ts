// No side effects here: apps import '@oa/ui/styles' once at their entry. Style files (*.css.ts) import
// `vars` from '@oa/ui/vars', so evaluating them never pulls the global theme into their own CSS.
export { vars, textSize } from './theme/vars';
export {
  tokens,
  palette,
  semanticColors,
  fontSizePx,
  spacePx,
  layoutPx,
  zIndexValues,
  type FontSize,
  type Space,
  type PaletteName,
  type ScaleStep,
  type SemanticColor,
} from './theme/tokens';
export { contrastRatio } from './theme/contrast';

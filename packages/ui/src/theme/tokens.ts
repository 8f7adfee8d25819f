/**
 * The default theme's raw values (spec §9). Components never read these: they read the CSS variables in
 * `vars` (contract.css.ts). These exist for the theme itself, for docs pages, and for the rare place that
 * needs a number in JavaScript (e.g. a toast library's width option).
 */

/** Ten-step scales, 50 (lightest) to 900 (darkest). */
const scale = (
  s50: string,
  s100: string,
  s200: string,
  s300: string,
  s400: string,
  s500: string,
  s600: string,
  s700: string,
  s800: string,
  s900: string,
) =>
  ({
    50: s50,
    100: s100,
    200: s200,
    300: s300,
    400: s400,
    500: s500,
    600: s600,
    700: s700,
    800: s800,
    900: s900,
  }) as const;

export const palette = {
  // spec §9: primary mint-green #00C4B3 is step 500.
  mint: scale(
    '#E6FAF8',
    '#C2F3EE',
    '#8FE9E0',
    '#52DDD0',
    '#1ED0C0',
    '#00C4B3',
    '#00A799',
    '#00857A',
    '#00665D',
    '#004A44',
  ),
  grey: scale(
    '#F8F9FA',
    '#F1F3F5',
    '#E9ECEF',
    '#DEE2E6',
    '#CED4DA',
    '#ADB5BD',
    '#656C73',
    '#495057',
    '#343A40',
    '#212529',
  ),
  blue: scale(
    '#EBF4FF',
    '#D0E5FF',
    '#A5CCFF',
    '#74AEFF',
    '#4A90FA',
    '#2F75EB',
    '#1D5FD1',
    '#1A4DA8',
    '#183E82',
    '#142F5E',
  ),
  red: scale(
    '#FFF0F0',
    '#FFD9D9',
    '#FFB3B3',
    '#FF8787',
    '#F95C5C',
    '#EB3B3B',
    '#CF2A2A',
    '#A82222',
    '#821C1C',
    '#5E1515',
  ),
  yellow: scale(
    '#FFFBE6',
    '#FFF3BF',
    '#FFE98A',
    '#FFDD57',
    '#FCCF2B',
    '#F2BD0C',
    '#CC9A06',
    '#9E7605',
    '#755705',
    '#523D05',
  ),
  orange: scale(
    '#FFF4E6',
    '#FFE4C2',
    '#FFCB8F',
    '#FFAE5C',
    '#FF9433',
    '#F97A12',
    '#D9620A',
    '#AD4C0A',
    '#823A0B',
    '#5C2A09',
  ),
  green: scale(
    '#EBFBEE',
    '#D3F5DA',
    '#A8EBB6',
    '#76DD8D',
    '#4CCD69',
    '#2FB84F',
    '#24973F',
    '#1E7633',
    '#195A29',
    '#13421F',
  ),
  purple: scale(
    '#F5F0FF',
    '#E8DCFF',
    '#D1BAFF',
    '#B491FF',
    '#9A6BFA',
    '#824CF0',
    '#6B36D4',
    '#5629AB',
    '#432183',
    '#31195E',
  ),
} as const;

export type PaletteName = keyof typeof palette;
export type ScaleStep = keyof (typeof palette)['grey'];

/**
 * Semantic colours: what components use. Pairs meant to carry text are chosen to meet WCAG AA (4.5:1);
 * the mint of spec §9 (#00C4B3) is a fill and accent colour - text on it is dark, and mint text on white
 * uses the darker `brandText`. packages/ui/src/theme/tokens.test.ts checks these pairs.
 */
export const semanticColors = {
  brand: palette.mint[500],
  brandHover: palette.mint[600],
  brandPressed: palette.mint[700],
  brandSubtle: palette.mint[50],
  brandText: palette.mint[800],
  onBrand: palette.grey[900],

  text: palette.grey[900],
  textSecondary: palette.grey[700],
  textMuted: palette.grey[600],
  textDisabled: palette.grey[500],
  textInverse: '#FFFFFF',
  link: palette.blue[700],

  surface: '#FFFFFF',
  surfacePage: palette.grey[50],
  surfaceSunken: palette.grey[100],
  surfaceInverse: palette.grey[900],
  overlay: 'rgba(33, 37, 41, 0.48)',

  border: palette.grey[300],
  borderStrong: palette.grey[500],
  focusRing: palette.blue[600],

  success: palette.green[700],
  successSubtle: palette.green[50],
  info: palette.blue[700],
  infoSubtle: palette.blue[50],
  warning: palette.orange[700],
  warningSubtle: palette.orange[50],
  danger: palette.red[700],
  dangerSubtle: palette.red[50],
} as const;

export type SemanticColor = keyof typeof semanticColors;

export const fontFamily = {
  body: "'Pretendard Variable', Pretendard, -apple-system, BlinkMacSystemFont, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', sans-serif",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'D2Coding', monospace",
} as const;

/** spec §9: light, regular, medium and bold. */
export const fontWeight = { light: '300', regular: '400', medium: '500', bold: '700' } as const;

/** spec §9: font sizes 10, 12, 13, 14, 15, 16, 18, 20, 23, 36 (px). Keys are the pixel sizes. */
export const fontSizePx = [10, 12, 13, 14, 15, 16, 18, 20, 23, 36] as const;
export type FontSize = `${(typeof fontSizePx)[number]}`;

const px = (n: number) => `${n}px`;
const byPx = <T extends readonly number[], V>(list: T, value: (n: T[number]) => V) =>
  Object.fromEntries(list.map((n) => [String(n), value(n)])) as Record<`${T[number]}`, V>;

const fontSize = byPx(fontSizePx, px);
/** Line heights paired with each font size: ~1.5 for body sizes, tighter for headings. */
export const lineHeight = byPx(fontSizePx, (n) => px(n >= 20 ? Math.round(n * 1.3) : Math.round(n * 1.5)));

export const spacePx = [0, 2, 4, 6, 8, 12, 16, 20, 24, 32, 40, 48, 64] as const;
export type Space = `${(typeof spacePx)[number]}`;
const space = byPx(spacePx, px);

export const radius = { none: '0', sm: '4px', md: '6px', lg: '8px', xl: '12px', full: '9999px' } as const;

/** spec §9: "a few box and text shadows". */
export const boxShadow = {
  sm: '0 1px 2px rgba(33, 37, 41, 0.08)',
  md: '0 2px 8px rgba(33, 37, 41, 0.12)',
  lg: '0 8px 24px rgba(33, 37, 41, 0.16)',
  modal: '0 16px 48px rgba(33, 37, 41, 0.24)',
  focus: `0 0 0 3px ${palette.blue[200]}`,
} as const;
export const textShadow = {
  sm: '0 1px 1px rgba(0, 0, 0, 0.16)',
  md: '0 1px 3px rgba(0, 0, 0, 0.32)',
} as const;

/** spec §2 and §9: fixed sizes of the layout and of shared components. */
export const layoutPx = {
  topBarHeight: 64,
  sidebarWidth: 256,
  modalMaxWidth: 1092,
  buttonWidth: 121,
  buttonHeight: 34,
  dropdownWidth: 155,
  toastWidth: 356,
  /** The sign-in and sign-up panel (ours: the spec shows no auth screen). */
  authPanelWidth: 400,
} as const;
const layout = Object.fromEntries(Object.entries(layoutPx).map(([k, v]) => [k, px(v)])) as {
  [K in keyof typeof layoutPx]: string;
};

/**
 * Stacking layers. spec §9 fixes only the spinner overlay (21); the rest are ours: a modal sits under the
 * spinner, so a save started in a modal is blocked by the overlay; the confirm dialog opens above a modal;
 * toasts stay visible above everything, including the spinner.
 */
export const zIndexValues = {
  base: 0,
  sticky: 2,
  sidebar: 10,
  topBar: 11,
  dropdown: 12,
  modal: 20,
  spinnerOverlay: 21,
  confirmDialog: 22,
  toast: 30,
} as const;
const zIndex = Object.fromEntries(Object.entries(zIndexValues).map(([k, v]) => [k, String(v)])) as {
  [K in keyof typeof zIndexValues]: string;
};

const duration = { fast: '120ms', normal: '200ms', slow: '320ms' } as const;

/** Line widths: hairline borders, and the thick line of focus rings and spinners. */
const borderWidth = { thin: '1px', thick: '2px' } as const;

/** Every value of the default theme, shaped like the contract in contract.css.ts. */
export const tokens = {
  palette,
  color: semanticColors,
  font: { family: fontFamily, weight: fontWeight, size: fontSize, lineHeight },
  space,
  radius,
  borderWidth,
  shadow: { box: boxShadow, text: textShadow },
  layout,
  zIndex,
  duration,
} as const;

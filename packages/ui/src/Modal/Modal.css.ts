import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { focusRing, iconButton } from '../internal/mixins';
import { backdrop } from '../internal/overlay.css';
import { textSize, vars } from '../theme/vars';

/** The modal's width; presets and pixel widths set it, the 1092px maximum caps it (spec §9). */
export const widthVar = createVar();

/** The dimmed backdrop, and the grid that centres the modal in it. */
export const overlay = style([backdrop, { zIndex: vars.zIndex.modal }]);

const base = style({
  display: 'flex',
  flexDirection: 'column',
  width: widthVar,
  maxWidth: `min(100%, ${vars.layout.modalMaxWidth})`,
  // The modal never outgrows the window: the body scrolls instead.
  maxHeight: `calc(100dvh - 2 * ${vars.space['32']})`,
  boxSizing: 'border-box',
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.box.modal,
  color: vars.color.text,
  outline: 'none',
  // No transform here, not even in an entry animation: it would make the modal the containing block of
  // fixed-position popovers inside it (dropdowns) and misplace them. The backdrop's fade carries the modal.
});

/** Presets as fractions of the 1092px maximum, so they follow the token. */
export const content = styleVariants({
  sm: [base, { vars: { [widthVar]: `calc(${vars.layout.modalMaxWidth} / 2)` } }],
  md: [base, { vars: { [widthVar]: `calc(${vars.layout.modalMaxWidth} * 2 / 3)` } }],
  lg: [base, { vars: { [widthVar]: vars.layout.modalMaxWidth } }],
  /** A width in px from the prop, through widthVar. */
  custom: [base],
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['16'],
  padding: `${vars.space['20']} ${vars.space['24']}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const heading = style({ flex: 1, minWidth: 0, display: 'grid', gap: vars.space['4'] });

export const title = style({
  margin: 0,
  ...textSize('18'),
  fontWeight: vars.font.weight.bold,
});

export const description = style({
  margin: 0,
  ...textSize('14'),
  color: vars.color.textSecondary,
});

export const close = style({
  ...iconButton,
  width: vars.space['32'],
  height: vars.space['32'],
  // Optically aligned with the title's first line.
  marginBlock: `calc(${vars.space['4']} * -1)`,
  marginInlineEnd: `calc(${vars.space['6']} * -1)`,
  borderRadius: vars.radius.md,
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space['24'],
  ...textSize('14'),
  selectors: { '&:focus-visible': { ...focusRing, outlineOffset: `calc(${vars.borderWidth.thick} * -1)` } },
});

export const footer = style({
  padding: `${vars.space['16']} ${vars.space['24']}`,
  borderTop: `1px solid ${vars.color.border}`,
});

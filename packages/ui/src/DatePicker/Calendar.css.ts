import { style } from '@vanilla-extract/css';
import { buttonReset, focusRing } from '../internal/mixins';
import { textSize, vars } from '../theme/vars';

/** Styles for react-day-picker's parts (passed as its `classNames`), so it needs none of its own CSS. */

const cell = vars.space['32'];

export const root = style({ ...textSize('13'), color: vars.color.text });

export const months = style({ display: 'flex', gap: vars.space['24'] });

export const month = style({ position: 'relative' });

export const monthCaption = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: cell,
  marginBlockEnd: vars.space['4'],
});

export const captionLabel = style({ ...textSize('14'), fontWeight: vars.font.weight.bold });

const navButton = style({
  ...buttonReset,
  position: 'absolute',
  insetBlockStart: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: cell,
  height: cell,
  borderRadius: vars.radius.md,
  color: vars.color.textSecondary,
  selectors: {
    '&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.surfaceSunken },
    '&:focus-visible': focusRing,
    '&[aria-disabled="true"]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});
export const previousButton = style([navButton, { insetInlineStart: 0 }]);
export const nextButton = style([navButton, { insetInlineEnd: 0 }]);

export const chevron = style({ width: vars.space['16'], height: vars.space['16'], fill: 'currentColor' });

export const monthGrid = style({ borderCollapse: 'collapse', borderSpacing: 0 });

export const weekday = style({
  width: cell,
  height: cell,
  padding: 0,
  ...textSize('12'),
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const day = style({ width: cell, height: cell, padding: 0, textAlign: 'center' });

export const dayButton = style({
  ...buttonReset,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: cell,
  height: cell,
  borderRadius: vars.radius.full,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceSunken },
    '&:focus-visible': { ...focusRing, outlineOffset: 0 },
    '&:disabled': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

/** Today: bold mint text and a ring, unless selected (then the fill says enough). */
export const today = style({});
/** Modifier classes sit on the day cell (td); the button inside carries the look. */
export const selected = style({});
export const rangeStart = style({});
export const rangeEnd = style({});
export const rangeMiddle = style({});
export const outside = style({});
export const disabled = style({});
export const hidden = style({ visibility: 'hidden' });

export const todayButton = style({
  selectors: {
    [`${today} > &`]: {
      fontWeight: vars.font.weight.bold,
      color: vars.color.brandText,
      boxShadow: `inset 0 0 0 1px ${vars.color.brandText}`,
    },
    [`${selected} > &, ${selected} > &:hover:not(:disabled)`]: {
      backgroundColor: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: vars.font.weight.bold,
      boxShadow: 'none',
    },
    [`${rangeMiddle} > &, ${rangeMiddle} > &:hover:not(:disabled)`]: {
      backgroundColor: 'transparent',
      fontWeight: vars.font.weight.regular,
      color: vars.color.text,
    },
    [`${outside} > &`]: { color: vars.color.textMuted },
  },
});

// The band between the ends of a range: the cells are tinted, the end cells half-tinted toward the middle.
export const rangeBand = style({
  selectors: {
    [`&${rangeMiddle}`]: { backgroundColor: vars.color.brandSubtle },
    [`&${rangeStart}:not(${rangeEnd})`]: {
      background: `linear-gradient(to right, transparent 50%, ${vars.color.brandSubtle} 50%)`,
    },
    [`&${rangeEnd}:not(${rangeStart})`]: {
      background: `linear-gradient(to right, ${vars.color.brandSubtle} 50%, transparent 50%)`,
    },
  },
});

export const footer = style({
  marginBlockStart: vars.space['8'],
  ...textSize('13'),
  color: vars.color.textSecondary,
});

import { style } from '@vanilla-extract/css';
import { textSize, vars } from '../theme/vars';

/** Full width of its container by default (every field). */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  width: '100%',
  minWidth: 0,
});

/** Checkbox and switch: the control first, its label beside it. */
export const inlineRow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['8'],
  alignSelf: 'flex-start',
});

export const label = style({
  ...textSize('14'),
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
  selectors: {
    '[data-disabled] &': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

/** A checkbox's or switch's label reads like body text and is clickable. */
export const inlineLabel = style({
  fontWeight: vars.font.weight.regular,
  cursor: 'pointer',
  userSelect: 'none',
});

export const requiredMark = style({
  marginInlineStart: vars.space['2'],
  color: vars.color.danger,
});

export const hint = style({
  margin: 0,
  ...textSize('13'),
  color: vars.color.textMuted,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['4'],
  margin: 0,
  ...textSize('13'),
  color: vars.color.danger,
});

export const errorIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  // Centres the 14px icon on the first line of 13px text.
  paddingBlockStart: vars.space['2'],
});

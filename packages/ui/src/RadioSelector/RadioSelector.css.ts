import { style, styleVariants } from '@vanilla-extract/css';
import { choiceBox, focusRing } from '../internal/mixins';
import { textSize, vars } from '../theme/vars';

const groupBase = style({ display: 'flex' });

export const group = styleVariants({
  // As tall as an input, so a row of radios lines up with text fields in a filter bar.
  horizontal: [
    groupBase,
    {
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: vars.space['20'],
      rowGap: vars.space['8'],
      minHeight: vars.layout.buttonHeight,
    },
  ],
  vertical: [groupBase, { flexDirection: 'column', gap: vars.space['8'] }],
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['8'],
});

export const radio = style({
  ...choiceBox,
  borderRadius: vars.radius.full,
  transition: `border-color ${vars.duration.fast}`,
  selectors: {
    '&:focus-visible': focusRing,
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&[data-state="checked"]': { borderColor: vars.color.brandText, borderWidth: vars.borderWidth.thick },
    '[aria-invalid="true"] &': { borderColor: vars.color.danger },
    '&:disabled': { cursor: 'not-allowed', backgroundColor: vars.color.surfaceSunken, borderColor: vars.color.border },
  },
});

export const dot = style({
  display: 'block',
  width: vars.space['8'],
  height: vars.space['8'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandText,
  selectors: { [`${radio}:disabled > &`]: { backgroundColor: vars.color.textDisabled } },
});

export const label = style({
  ...textSize('14'),
  color: vars.color.text,
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    [`${radio}:disabled + &`]: { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

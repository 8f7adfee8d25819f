import { style } from '@vanilla-extract/css';
import { choiceBox, focusRing } from '../internal/mixins';
import { vars } from '../theme/vars';

export const box = style({
  ...choiceBox,
  borderRadius: vars.radius.sm,
  color: vars.color.textInverse,
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&:focus-visible': focusRing,
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    // The dark mint of the switch and radio: a white mark on it reads at any size.
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      backgroundColor: vars.color.brandText,
      borderColor: vars.color.brandText,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.surfaceSunken,
      borderColor: vars.color.border,
      color: vars.color.textDisabled,
    },
  },
});

export const indicator = style({ display: 'inline-flex' });

/** One indicator, two icons: which one shows follows the state Radix puts on the indicator. */
export const checkIcon = style({
  selectors: { [`${indicator}[data-state="indeterminate"] > &`]: { display: 'none' } },
});
export const minusIcon = style({
  selectors: { [`${indicator}[data-state="checked"] > &`]: { display: 'none' } },
});

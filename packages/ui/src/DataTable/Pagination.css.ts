import { style } from '@vanilla-extract/css';
import { buttonReset, focusRing } from '../internal/mixins';
import { textSize, vars } from '../theme/vars';

export const nav = style({ display: 'flex', justifyContent: 'center' });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const control = style({
  ...buttonReset,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minWidth: vars.space['32'],
  height: vars.space['32'],
  paddingInline: vars.space['8'],
  borderRadius: vars.radius.md,
  border: '1px solid transparent',
  ...textSize('14'),
  color: vars.color.textSecondary,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: {
    '&:focus-visible': focusRing,
    '&:hover:not([aria-disabled="true"], [aria-current="page"])': {
      backgroundColor: vars.color.surfaceSunken,
      color: vars.color.text,
    },
    // aria-disabled rather than disabled: a button that just became unavailable keeps the keyboard focus.
    '&[aria-disabled="true"]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

/** 처음, 이전, 다음, 마지막. */
export const step = style([control, { paddingInline: vars.space['6'] }]);

export const pageButton = style([
  control,
  {
    selectors: {
      '&[aria-current="page"]': {
        backgroundColor: vars.color.brand,
        color: vars.color.onBrand,
        fontWeight: vars.font.weight.bold,
        cursor: 'default',
      },
    },
  },
]);

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

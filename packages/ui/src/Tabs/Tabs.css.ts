import { style } from '@vanilla-extract/css';
import { buttonReset, focusRing } from '../internal/mixins';
import { textSize, vars } from '../theme/vars';

export const root = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const list = style({
  display: 'flex',
  gap: vars.space['4'],
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const trigger = style({
  ...buttonReset,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['6'],
  flexShrink: 0,
  paddingBlock: vars.space['12'],
  paddingInline: vars.space['16'],
  // The selected tab's bar sits on the list's bottom line.
  marginBottom: '-1px',
  borderBottom: `${vars.borderWidth.thick} solid transparent`,
  ...textSize('15'),
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  transition: `color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.text },
    '&:focus-visible': { ...focusRing, outlineOffset: `calc(-1 * ${vars.borderWidth.thick})` },
    '&[data-state="active"]': {
      color: vars.color.brandText,
      fontWeight: vars.font.weight.bold,
      borderBottomColor: vars.color.brand,
    },
    '&:disabled': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const count = style({
  minWidth: vars.space['20'],
  paddingInline: vars.space['6'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  ...textSize('12'),
  fontWeight: vars.font.weight.medium,
  color: vars.color.textSecondary,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${trigger}[data-state="active"] &`]: { backgroundColor: vars.color.brandSubtle, color: vars.color.brandText },
  },
});

export const panel = style({
  paddingTop: vars.space['20'],
  selectors: { '&:focus-visible': focusRing },
});

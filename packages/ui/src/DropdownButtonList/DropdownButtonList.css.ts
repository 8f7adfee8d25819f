import { style } from '@vanilla-extract/css';
import { buttonReset, focusRing } from '../internal/mixins';
import { textSize, vars } from '../theme/vars';

/** The toggle and the list share the spec's 155px width. */
export const root = style({ display: 'inline-block', width: vars.layout.dropdownWidth });

export const list = style({
  zIndex: vars.zIndex.dropdown,
  width: vars.layout.dropdownWidth,
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space['4'],
  gap: vars.space['2'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.box.md,
  selectors: { '&:focus-visible': focusRing },
});

export const item = style({
  ...buttonReset,
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: vars.layout.buttonHeight,
  paddingInline: vars.space['12'],
  borderRadius: vars.radius.sm,
  ...textSize('14'),
  color: vars.color.text,
  textAlign: 'start',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceSunken },
    // Focus is visible on the item itself while the arrows move through the list.
    '&:focus-visible': { ...focusRing, outlineOffset: `calc(${vars.borderWidth.thick} * -1)` },
    '&:disabled': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

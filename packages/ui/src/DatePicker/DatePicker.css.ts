import { style } from '@vanilla-extract/css';
import { buttonReset, focusRing, iconButton } from '../internal/mixins';
import { textSize, vars } from '../theme/vars';

/** The button that opens the calendar fills the frame; the frame draws its border and focus. */
export const trigger = style({
  ...buttonReset,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['8'],
  flex: 1,
  minWidth: 0,
  height: '100%',
  paddingInline: vars.space['12'],
  borderRadius: 'inherit',
  textAlign: 'start',
  outline: 'none',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const triggerIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textMuted,
  selectors: { '[data-disabled] &': { color: vars.color.textDisabled } },
});

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const placeholder = style([value, { color: vars.color.textMuted }]);

export const clear = style({
  ...iconButton,
  width: vars.space['24'],
  height: vars.space['24'],
  marginInlineEnd: vars.space['6'],
  borderRadius: vars.radius.sm,
});

export const popover = style({
  // Above a modal, so a picker inside a modal shows; below the confirm dialog and toasts.
  zIndex: `calc(${vars.zIndex.modal} + 1)`,
  padding: vars.space['16'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.box.md,
  outline: 'none',
});

export const presets = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['6'],
  marginBlockEnd: vars.space['12'],
});

export const preset = style({
  ...buttonReset,
  height: vars.space['32'],
  paddingInline: vars.space['12'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  ...textSize('13'),
  color: vars.color.text,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&:focus-visible': focusRing,
    '&[aria-pressed="true"]': {
      borderColor: vars.color.brandText,
      backgroundColor: vars.color.brandSubtle,
      color: vars.color.brandText,
      fontWeight: vars.font.weight.medium,
    },
  },
});

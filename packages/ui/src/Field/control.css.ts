import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/mixins';
import { textSize, vars } from '../theme/vars';

/**
 * The look every text-like control shares (TextField, NumberField, Select, Textarea, the date pickers'
 * triggers): a bordered frame, 34px high like a button, holding a borderless inner control and optional
 * adornments (a unit, an icon, a clear button). The frame draws focus, invalid and disabled states, so an
 * adornment sits inside the same box.
 */
export const frame = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minWidth: 0,
  height: vars.layout.buttonHeight,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  ...textSize('14'),
  transition: `border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover:not([data-disabled])': { borderColor: vars.color.borderStrong },
    '&:has(:focus-visible)': { ...focusRing, borderColor: vars.color.focusRing },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': {
      backgroundColor: vars.color.surfaceSunken,
      color: vars.color.textDisabled,
      cursor: 'not-allowed',
    },
  },
});

/** A multi-line frame (Textarea): grows with its rows instead of the fixed 34px. */
export const frameMultiline = style({
  height: 'auto',
  alignItems: 'stretch',
});

/** The native control inside a frame: no border or outline of its own (the frame draws them). */
export const inner = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  margin: 0,
  paddingBlock: 0,
  paddingInline: vars.space['12'],
  border: 'none',
  outline: 'none',
  borderRadius: 'inherit',
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
  textAlign: 'inherit',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

/** Text after (or before) the value inside the frame, e.g. a unit '원'. */
export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  paddingInlineEnd: vars.space['12'],
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  selectors: { '[data-disabled] > &': { color: vars.color.textDisabled } },
});

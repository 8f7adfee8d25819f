import { style } from '@vanilla-extract/css';
import { buttonReset, focusRing } from '../internal/mixins';
import { vars } from '../theme/vars';

export const track = style({
  ...buttonReset,
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  width: vars.space['40'],
  height: vars.space['20'],
  padding: vars.space['2'],
  borderRadius: vars.radius.full,
  // An off switch still needs 3:1 against the page (WCAG 1.4.11): textMuted, not a pale grey.
  backgroundColor: vars.color.textMuted,
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-state="checked"]': { backgroundColor: vars.color.brandText },
    '&[aria-invalid="true"]': { outline: `1px solid ${vars.color.danger}`, outlineOffset: vars.borderWidth.thick },
    '&[aria-invalid="true"]:focus-visible': focusRing,
    // Faded but keeping its colours, so on and off stay distinguishable when disabled.
    '&:disabled': { cursor: 'not-allowed', opacity: 0.4 },
  },
});

export const thumb = style({
  display: 'block',
  width: vars.space['16'],
  height: vars.space['16'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.box.sm,
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    '&[data-state="checked"]': { transform: `translateX(${vars.space['20']})` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

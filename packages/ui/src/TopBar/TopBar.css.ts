import { style } from '@vanilla-extract/css';
import { buttonReset, focusRing } from '../internal/mixins';
import { textSize, vars } from '../theme/vars';

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['16'],
  height: vars.layout.topBarHeight,
  paddingInline: vars.space['16'],
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const start = style({ display: 'flex', alignItems: 'center', gap: vars.space['12'], flexShrink: 0 });

export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['16'],
  minWidth: 0,
  ...textSize('14'),
});

export const iconButton = style({
  ...buttonReset,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space['40'],
  height: vars.space['40'],
  borderRadius: vars.radius.md,
  color: vars.color.textSecondary,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
    '&:focus-visible': focusRing,
  },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['8'],
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const logoMark = style({ display: 'block', flexShrink: 0, width: vars.space['32'], height: vars.space['32'] });

export const logoFill = style({ fill: vars.color.brand });
export const logoText = style({ fill: vars.color.onBrand });

export const product = style({
  ...textSize('18'),
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

export const greeting = style({
  margin: 0,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const userName = style({ fontWeight: vars.font.weight.bold });

export const link = style({
  borderRadius: vars.radius.sm,
  color: vars.color.textSecondary,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.link, textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});

export const logout = style({
  ...buttonReset,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['4'],
  height: vars.space['32'],
  paddingInline: vars.space['12'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&:focus-visible': focusRing,
  },
});

import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../internal/mixins';
import { textSize, vars } from '../theme/vars';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  minWidth: 0,
  padding: vars.space['20'],
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.box.sm,
});

export const label = style({
  margin: 0,
  ...textSize('14'),
  fontWeight: vars.font.weight.medium,
  color: vars.color.textSecondary,
});

/** The number never breaks inside; in a narrow card its unit moves to the next line instead. */
export const value = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space['4'],
  margin: 0,
  minHeight: vars.font.lineHeight['36'],
  color: vars.color.text,
});

export const number = style({
  ...textSize('36'),
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** A number of more than eight characters (1,000,000 and up, or a long decimal): one size down, so it stays inside its card. */
export const numberLong = style({ ...textSize('23') });

export const unit = style({ ...textSize('16'), fontWeight: vars.font.weight.medium, color: vars.color.textSecondary });

export const placeholder = style({
  display: 'block',
  width: '50%',
  height: vars.font.lineHeight['36'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});

export const delta = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  margin: 0,
  ...textSize('13'),
  color: vars.color.textMuted,
});

export const change = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });

export const changeTone = styleVariants({
  good: { color: vars.color.success, fontWeight: vars.font.weight.medium },
  bad: { color: vars.color.danger, fontWeight: vars.font.weight.medium },
  flat: { color: vars.color.textMuted },
});

export const footer = style({ marginTop: 'auto', paddingTop: vars.space['4'], ...textSize('13') });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  borderRadius: vars.radius.sm,
  color: vars.color.link,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});

import { style } from '@vanilla-extract/css';
import { textSize, vars } from '../theme/vars';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['24'],
  maxWidth: '1120px',
  color: vars.color.text,
});

export const heading = style({
  margin: 0,
  ...textSize('23'),
  fontWeight: vars.font.weight.bold,
});

export const subheading = style({
  margin: 0,
  ...textSize('16'),
  fontWeight: vars.font.weight.medium,
});

export const lead = style({
  margin: 0,
  color: vars.color.textSecondary,
  ...textSize('14'),
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['12'] });

export const swatchRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(10, minmax(0, 1fr))',
  gap: vars.space['8'],
});

export const swatch = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minWidth: 0 });

export const chip = style({
  height: '48px',
  borderRadius: vars.radius.md,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});

export const caption = style({
  ...textSize('12'),
  color: vars.color.textSecondary,
  fontVariantNumeric: 'tabular-nums',
});

export const code = style({
  fontFamily: vars.font.family.mono,
  whiteSpace: 'nowrap',
  fontSize: vars.font.size['12'],
  color: vars.color.text,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.box.sm,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

export const th = style({
  textAlign: 'left',
  padding: `${vars.space['8']} ${vars.space['12']}`,
  ...textSize('13'),
  fontWeight: vars.font.weight.medium,
  color: vars.color.textSecondary,
  backgroundColor: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const td = style({
  padding: `${vars.space['8']} ${vars.space['12']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const bar = style({
  height: vars.space['16'],
  backgroundColor: vars.color.brand,
  borderRadius: vars.radius.sm,
});

export const box = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textSecondary,
  fontSize: vars.font.size['12'],
});

export const shadowGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space['32'],
  padding: vars.space['24'],
  backgroundColor: vars.color.surfacePage,
});

export const shadowCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['20'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const textShadowSample = style({
  padding: vars.space['20'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.brandText,
  color: vars.color.textInverse,
  ...textSize('20'),
  fontWeight: vars.font.weight.bold,
});

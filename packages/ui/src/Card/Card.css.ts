import { style, styleVariants } from '@vanilla-extract/css';
import { textSize, vars } from '../theme/vars';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.box.sm,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['12'],
  minHeight: vars.space['48'],
  paddingBlock: vars.space['12'],
  paddingInline: vars.space['20'],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  ...textSize('16'),
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space['8'], flexShrink: 0 });

export const body = styleVariants({
  /** The usual inner spacing. */
  normal: { padding: vars.space['20'] },
  /** Flush content (a table that draws its own edges). */
  none: { padding: 0 },
});

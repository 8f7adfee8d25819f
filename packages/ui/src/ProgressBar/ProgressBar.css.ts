import { createVar, style, styleVariants } from '@vanilla-extract/css';
import type { BadgeTone } from '../StatusBadge/statusTables';
import { textSize, vars } from '../theme/vars';

/** The filled share of the track, '0%'-'100%' (set inline from the value). */
export const fillWidth = createVar();

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  columnGap: vars.space['8'],
  rowGap: vars.space['4'],
  width: '100%',
  minWidth: 0,
  ...textSize('13'),
  color: vars.color.text,
});

export const label = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weight.medium,
});

export const value = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** The bar takes the whole row under label and value; with a hidden label it sits beside the value. */
export const track = style({
  gridColumn: '1 / -1',
  height: vars.space['8'],
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  // The empty part of the track needs an edge against white surfaces (WCAG 1.4.11).
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});

export const inlineTrack = style({ gridColumn: 1, gridRow: 1 });

export const fill = style({
  width: fillWidth,
  height: '100%',
  borderRadius: 'inherit',
  transition: `width ${vars.duration.normal}`,
});

export const fillTone = styleVariants({
  success: { backgroundColor: vars.color.success },
  info: { backgroundColor: vars.color.info },
  warning: { backgroundColor: vars.color.warning },
  danger: { backgroundColor: vars.color.danger },
  neutral: { backgroundColor: vars.color.textMuted },
  brand: { backgroundColor: vars.color.brand },
} satisfies Record<BadgeTone, object>);

/** The percent reads in the tone when the tone means something (each colour meets AA on white). */
export const valueTone = styleVariants({
  success: { color: vars.color.success },
  info: { color: vars.color.info },
  warning: { color: vars.color.warning, fontWeight: vars.font.weight.bold },
  danger: { color: vars.color.danger, fontWeight: vars.font.weight.bold },
  neutral: { color: vars.color.textSecondary },
  brand: { color: vars.color.text },
} satisfies Record<BadgeTone, object>);

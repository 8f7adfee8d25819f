import { style, styleVariants } from '@vanilla-extract/css';
import type { BadgeTone } from '../StatusBadge/statusTables';
import { textSize, vars } from '../theme/vars';
export { legend, legendItem } from '../internal/legend.css';

export const figure = style({ margin: 0, display: 'grid', gap: vars.space['12'] });

export const frame = style({
  position: 'relative',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});

export const svg = style({ display: 'block', width: '100%', height: 'auto' });

export const district = style({
  fill: vars.color.surface,
  stroke: vars.color.borderStrong,
  strokeWidth: vars.borderWidth.thin,
  strokeLinejoin: 'round',
});

/** A point's dot: its tone's colour, ringed in the surface so neighbours stay apart. */
export const point = style({
  stroke: vars.color.surface,
  strokeWidth: 1.5,
  cursor: 'default',
  transition: `r ${vars.duration.fast}`,
});

export const pointTone = styleVariants({
  success: { fill: vars.color.success },
  info: { fill: vars.color.info },
  warning: { fill: vars.color.warning },
  danger: { fill: vars.color.danger },
  neutral: { fill: vars.color.textMuted },
  brand: { fill: vars.color.brand },
} satisfies Record<BadgeTone, object>);

/** A point that is a link: its focus is the ring drawn around the dot (`focus`). */
export const link = style({ outline: 'none' });

export const active = style({ r: 8, stroke: vars.color.text, strokeWidth: 2 });

export const linkPoint = style({ cursor: 'pointer' });

/** The focus ring drawn around a focused point (an SVG link has no box of its own to outline). */
export const focus = style({
  fill: 'none',
  stroke: vars.color.focusRing,
  strokeWidth: 3,
  pointerEvents: 'none',
});

export const tooltip = style({
  position: 'absolute',
  transform: `translate(-50%, calc(-100% - ${vars.space['12']}))`,
  padding: `${vars.space['4']} ${vars.space['8']}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.text,
  color: vars.color.surface,
  ...textSize('12'),
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  boxShadow: vars.shadow.box.md,
});

export const tooltipDetail = style({ display: 'block', opacity: 0.85 });

export const legendDot = style({
  width: vars.space['12'],
  height: vars.space['12'],
  borderRadius: vars.radius.full,
  flexShrink: 0,
});

export const legendDotTone = styleVariants({
  success: { backgroundColor: vars.color.success },
  info: { backgroundColor: vars.color.info },
  warning: { backgroundColor: vars.color.warning },
  danger: { backgroundColor: vars.color.danger },
  neutral: { backgroundColor: vars.color.textMuted },
  brand: { backgroundColor: vars.color.brand },
} satisfies Record<BadgeTone, object>);

export const legendCount = style({ color: vars.color.text, fontWeight: vars.font.weight.medium });

export const caption = style({ ...textSize('13'), color: vars.color.textSecondary });

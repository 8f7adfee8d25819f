/**
 * Layout of the live boards (the RC 4.0 board, the cup machine monitors, the live return feed) and their connection
 * indicator; the ui components keep their own looks.
 */
import { keyframes, style } from '@vanilla-extract/css';
import { textSize, vars } from '@oa/ui/vars';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space['16'],
});

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['12'] });
export const filter = style({ width: `calc(${vars.layout.dropdownWidth} * 1.3)` });

export const summary = style({
  display: 'grid',
  gap: vars.space['16'],
  gridTemplateColumns: `repeat(auto-fit, minmax(${vars.layout.dropdownWidth}, 1fr))`,
});

export const grid = style({
  display: 'grid',
  gap: vars.space['16'],
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.layout.toastWidth} * 0.75), 1fr))`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const cell = style({ position: 'relative' });

const flash = keyframes({
  from: { opacity: 1 },
  to: { opacity: 0 },
});

/** Over a card whose machine just changed: fades out; without motion it shows and goes at once. */
export const changed = style({
  position: 'absolute',
  inset: 0,
  pointerEvents: 'none',
  borderRadius: vars.radius.lg,
  outline: `${vars.borderWidth.thick} solid ${vars.color.brand}`,
  opacity: 0,
  animation: `${flash} 2s ease-in forwards`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationTimingFunction: 'steps(1, end)' },
  },
});

export const meta = style({ margin: 0, color: vars.color.textMuted, ...textSize('13') });
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['4'] });
export const count = style({ margin: 0, color: vars.color.textSecondary, ...textSize('14') });

/** The connection indicator's name ('실시간 연결'). */
export const label = style({ color: vars.color.textSecondary, ...textSize('13') });

import { keyframes, style } from '@vanilla-extract/css';
import { textSize, vars } from '../theme/vars';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** Idle: the live region stays in the document (so the next start is announced) but takes no room. */
export const idle = style({
  position: 'fixed',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  pointerEvents: 'none',
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.spinnerOverlay,
  display: 'grid',
  placeItems: 'center',
  backgroundColor: vars.color.overlay,
  // Explicit: a Radix modal sets pointer-events: none on <body>, which would otherwise let clicks through.
  pointerEvents: 'auto',
  cursor: 'progress',
  animation: `${fadeIn} ${vars.duration.normal} ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['12'],
  padding: vars.space['24'],
  minWidth: vars.layout.buttonWidth,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.box.lg,
  color: vars.color.text,
  ...textSize('14'),
  fontWeight: vars.font.weight.medium,
});

import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The dimmed full-window backdrop of Modal and ConfirmDialog, a grid that centres the dialog; each sets its layer. */
export const backdrop = style({
  position: 'fixed',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space['32'],
  backgroundColor: vars.color.overlay,
  animation: `${fadeIn} ${vars.duration.normal} ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

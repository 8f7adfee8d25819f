import { vars } from '../theme/vars';

/**
 * Style fragments shared by components (spread into `style({...})`). Plain objects, not style files, so a
 * component's CSS carries only what it uses.
 */

/** The visible keyboard focus every interactive component shows (WCAG 2.4.7). */
export const focusRing = {
  outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
  outlineOffset: vars.borderWidth.thick,
} as const;

/** Resets a native <button> so a component starts from nothing. */
export const buttonReset = {
  margin: 0,
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
} as const;

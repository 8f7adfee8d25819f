import { focusRing, vars } from '../theme/vars';

/**
 * Style fragments shared by components (spread into `style({...})`). Plain objects, not style files, so a
 * component's CSS carries only what it uses.
 */

/** The visible keyboard focus (public in '@oa/ui/vars', so apps' styles show the same). */
export { focusRing };

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

/**
 * The 16px box of a checkbox or a radio button (add its own radius, colours and states): a reset button
 * centring its mark. Empty, it is outlined in textMuted, not the hairline grey: it needs 3:1 against the
 * page (WCAG 1.4.11).
 */
export const choiceBox = {
  ...buttonReset,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.space['16'],
  height: vars.space['16'],
  border: `1px solid ${vars.color.textMuted}`,
  backgroundColor: vars.color.surface,
} as const;

/**
 * A small square icon-only button (close a toast or modal, clear a field): muted icon, a grey wash on hover,
 * the focus ring. Size and margins are the caller's.
 */
export const iconButton = {
  ...buttonReset,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  color: vars.color.textMuted,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
    '&:focus-visible': focusRing,
  },
} as const;

/**
 * What style files read: the theme's CSS variables and small helpers over them. Imported by apps as
 * '@oa/ui/vars' (never '@oa/ui': evaluating the package index from a .css.ts would be fine today, but this
 * entry keeps style files independent of whatever the index gains later).
 */
import { vars } from './contract.css';
import type { FontSize } from './tokens';

export { vars };

/** A font size with its paired line height, for style objects: `style({ ...textSize('14') })`. */
export const textSize = (size: FontSize) => ({
  fontSize: vars.font.size[size],
  lineHeight: vars.font.lineHeight[size],
});

/** The visible keyboard focus every interactive element shows (WCAG 2.4.7): `':focus-visible': focusRing`. */
export const focusRing = {
  outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
  outlineOffset: vars.borderWidth.thick,
} as const;

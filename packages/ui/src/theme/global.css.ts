import { globalStyle } from '@vanilla-extract/css';
import { textSize, vars } from './vars';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html, body', { margin: 0, minHeight: '100%' });

globalStyle('body', {
  fontFamily: vars.font.family.body,
  ...textSize('14'),
  fontWeight: vars.font.weight.regular,
  color: vars.color.text,
  backgroundColor: vars.color.surfacePage,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  // Korean text breaks between words, not inside them.
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});

globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

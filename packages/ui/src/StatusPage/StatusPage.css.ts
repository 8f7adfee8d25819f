import { style } from '@vanilla-extract/css';
import { textSize, vars } from '../theme/vars';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['16'],
  padding: vars.space['48'],
  textAlign: 'center',
});

/** Standalone (outside the shell): fills the window. */
export const fullPage = style({ minHeight: '100vh', backgroundColor: vars.color.surfacePage });

export const code = style({
  margin: 0,
  ...textSize('36'),
  fontWeight: vars.font.weight.bold,
  color: vars.color.brandText,
  fontVariantNumeric: 'tabular-nums',
});

export const title = style({
  margin: 0,
  ...textSize('23'),
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const message = style({ margin: 0, ...textSize('15'), color: vars.color.textSecondary });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space['16'] });

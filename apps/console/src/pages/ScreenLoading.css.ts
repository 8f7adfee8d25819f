import { style } from '@vanilla-extract/css';
import { textSize, vars } from '@oa/ui/vars';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['12'],
  backgroundColor: vars.color.surfacePage,
});

export const message = style({ margin: 0, ...textSize('15'), color: vars.color.textSecondary });

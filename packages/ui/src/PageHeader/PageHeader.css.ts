import { style } from '@vanilla-extract/css';
import { textSize, vars } from '../theme/vars';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space['16'],
  paddingBottom: vars.space['20'],
});

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'], minWidth: 0 });

export const title = style({
  margin: 0,
  ...textSize('23'),
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const description = style({ margin: 0, ...textSize('14'), color: vars.color.textSecondary });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['8'] });

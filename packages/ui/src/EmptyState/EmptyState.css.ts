import { globalStyle, style } from '@vanilla-extract/css';
import { textSize, vars } from '../theme/vars';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['8'],
  paddingBlock: vars.space['48'],
  paddingInline: vars.space['24'],
  textAlign: 'center',
});

export const icon = style({ display: 'inline-flex', color: vars.color.textDisabled, marginBottom: vars.space['4'] });
globalStyle(`${icon} > svg`, { width: vars.space['40'], height: vars.space['40'] });

export const title = style({
  margin: 0,
  ...textSize('16'),
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const description = style({ margin: 0, ...textSize('14'), color: vars.color.textMuted });

export const action = style({ marginTop: vars.space['8'], display: 'flex', gap: vars.space['8'] });

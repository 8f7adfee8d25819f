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

// Shared with ErrorState, which has the same layout in the danger colour.
export const iconFrame = style({ display: 'inline-flex', marginBottom: vars.space['4'] });
globalStyle(`${iconFrame} > svg`, { width: vars.space['40'], height: vars.space['40'] });

export const icon = style([iconFrame, { color: vars.color.textDisabled }]);

export const title = style({
  margin: 0,
  ...textSize('16'),
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const description = style({ margin: 0, ...textSize('14'), color: vars.color.textMuted });

export const action = style({ marginTop: vars.space['8'], display: 'flex', gap: vars.space['8'] });

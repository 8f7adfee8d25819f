import { style } from '@vanilla-extract/css';
import { vars } from '@oa/ui/vars';

export const shell = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });
export const body = style({ display: 'flex', flex: 1, minHeight: 0 });
export const main = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['24'],
  padding: vars.space['32'],
  backgroundColor: vars.color.surfacePage,
});

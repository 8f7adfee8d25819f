import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars';

export const textarea = style({
  height: 'auto',
  paddingBlock: vars.space['8'],
  resize: 'vertical',
});

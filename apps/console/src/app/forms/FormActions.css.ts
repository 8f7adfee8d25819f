import { style } from '@vanilla-extract/css';
import { vars } from '@oa/ui/vars';

export const actions = style({ display: 'flex', justifyContent: 'center', gap: vars.space['8'] });

import { style } from '@vanilla-extract/css';
import { vars } from '@oa/ui/vars';

export const message = style({ margin: 0, marginBlockEnd: vars.space['12'], color: vars.color.textMuted });

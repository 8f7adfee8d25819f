import { style } from '@vanilla-extract/css';
import { vars } from '@oa/ui/vars';

/** A table's toolbar: EXCEL, then the screen's buttons, side by side. */
export const toolbar = style({ display: 'flex', gap: vars.space['8'], alignItems: 'center' });

import { style } from '@vanilla-extract/css';
import { vars } from '@oa/ui/vars';

/** The table's toolbar: EXCEL and 로봇 등록 side by side. */
export const toolbar = style({ display: 'flex', gap: vars.space['8'], alignItems: 'center' });

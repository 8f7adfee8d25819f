import { style } from '@vanilla-extract/css';
import { vars } from '@oa/ui/vars';

/** Badges or checkboxes side by side, wrapping. */
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['8'], alignItems: 'center' });
/** Two fields side by side (start and end time). */
export const pair = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space['12'] });

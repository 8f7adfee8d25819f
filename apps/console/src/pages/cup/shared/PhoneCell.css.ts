import { style } from '@vanilla-extract/css';
import { vars } from '@oa/ui/vars';

export const phoneCell = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['8'] });
/** Digits line up in a column of numbers. */
export const phone = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

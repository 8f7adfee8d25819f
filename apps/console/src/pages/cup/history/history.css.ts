import { style } from '@vanilla-extract/css';
import { vars } from '@oa/ui/vars';

/** A state and the state it became. */
export const move = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['4'], whiteSpace: 'nowrap' });

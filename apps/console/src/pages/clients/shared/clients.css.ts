import { style } from '@vanilla-extract/css';
import { vars } from '@oa/ui/vars';

/** The client form: two columns, the name across both. */
export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['16'],
});
export const wide = style({ gridColumn: '1 / -1' });

/** A dialog's question or a form's closing row. */
export const message = style({ margin: 0 });
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space['8'] });
export const counts = style({ fontVariantNumeric: 'tabular-nums' });

import { style } from '@vanilla-extract/css';
import { vars } from '@oa/ui/vars';

/** The rental already chosen, in its row's 관리 cell. */
export const chosen = style({ color: vars.color.textSecondary, whiteSpace: 'nowrap' });

/** What the rental is owed. */
export const owed = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.bold });

/** Why nothing is owed, and the way to the refund already made. */
export const blocked = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['8'],
});

export const doneActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space['8'] });

import { style } from '@vanilla-extract/css';
import { textSize, vars } from '@oa/ui/vars';

/** Digits line up in a column of numbers. */
export const digits = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** Transfers the bank refused. */
export const failed = style({ color: vars.color.danger, fontWeight: vars.font.weight.medium });

/** What reached the bank when some transfers failed, under the batch's amount. */
export const remitted = style({ ...textSize('12'), display: 'block', color: vars.color.textSecondary });

/** While the bank has not answered: the page reads the refund again every 2 seconds. */
export const polling = style({ ...textSize('14'), margin: 0, color: vars.color.textSecondary });

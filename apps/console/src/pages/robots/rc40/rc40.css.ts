import { style } from '@vanilla-extract/css';
import { textSize, vars } from '@oa/ui/vars';

/** A table cell of two lines: a name and, under it, its id in smaller muted text. */
export const twoLines = style({ display: 'flex', flexDirection: 'column' });
export const secondLine = style({ ...textSize('12'), color: vars.color.textMuted });

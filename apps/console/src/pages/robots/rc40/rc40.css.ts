import { style } from '@vanilla-extract/css';
import { textSize, vars } from '@oa/ui/vars';

/** A table cell of two lines: a name and, under it, its id in smaller muted text. */
export const twoLines = style({ display: 'flex', flexDirection: 'column' });
export const secondLine = style({ ...textSize('12'), color: vars.color.textMuted });

/** A form's message from the server (role alert), in the danger colour; empty takes no space. */
export const formAlert = style({
  margin: 0,
  ...textSize('14'),
  color: vars.color.danger,
  selectors: { '&:empty': { display: 'none' } },
});

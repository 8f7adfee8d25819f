import { style } from '@vanilla-extract/css';
import { textSize, vars } from '@oa/ui/vars';

export const bins = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['12'] });
export const binRow = style({
  display: 'grid',
  gridTemplateColumns: `repeat(3, minmax(0, 1fr)) auto`,
  gap: vars.space['16'],
  alignItems: 'start',
});
/** The remove button lines up with the controls, below their labels. */
export const binRemove = style({ paddingBlockStart: vars.space['24'] });
export const groupError = style({ margin: 0, ...textSize('13'), color: vars.color.danger });

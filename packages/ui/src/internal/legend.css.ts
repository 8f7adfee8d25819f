import { style } from '@vanilla-extract/css';
import { textSize, vars } from '../theme/vars';

/** A legend (a chart's series, a map's conditions): its entries in a wrapping row of small secondary text. */
export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['4']} ${vars.space['16']}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  ...textSize('13'),
  color: vars.color.textSecondary,
});

/** One entry: its mark and its words. */
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['6'] });

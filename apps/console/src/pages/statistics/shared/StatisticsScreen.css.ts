import { style } from '@vanilla-extract/css';
import { vars } from '@oa/ui/vars';

/**
 * The period's figures: they run to six digits and more (129,866건), so their cards are wider than the home page's
 * counts (at least 200 px; four to a row of the main column at 1200 px), and none overflows.
 */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.layout.buttonWidth} + ${vars.space['20']} * 4), 1fr))`,
  gap: vars.space['16'],
});

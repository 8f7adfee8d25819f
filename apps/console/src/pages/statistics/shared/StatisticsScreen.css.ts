import { style } from '@vanilla-extract/css';
import { vars } from '@oa/ui/vars';

/** A period's figures run to six digits (129,866건): wider cards than the home page's counts, so none overflows. */
export const figures = style({
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.layout.buttonWidth} + ${vars.space['20']} * 4), 1fr))`,
});

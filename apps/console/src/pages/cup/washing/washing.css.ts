import { style } from '@vanilla-extract/css';
import { vars } from '@oa/ui/vars';

/** The stage counts, side by side, wrapping. */
export const summary = style({
  display: 'grid',
  gap: vars.space['16'],
  gridTemplateColumns: `repeat(auto-fit, minmax(${vars.layout.dropdownWidth}, 1fr))`,
});

/** The period choice, one dropdown wide, at the right above the cards. */
export const toolbar = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, ${vars.layout.dropdownWidth})`,
  justifyContent: 'end',
});

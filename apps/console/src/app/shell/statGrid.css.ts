import { style } from '@vanilla-extract/css';
import { vars } from '@oa/ui/vars';

/**
 * A row of key numbers (StatCards: the home page's counts, a statistics page's summary): at least a button's
 * width and a margin each, so five share a row of the main column at 1200 px and wrap on narrower screens.
 */
export const statGrid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.layout.buttonWidth} + ${vars.space['20']}), 1fr))`,
  gap: vars.space['16'],
});

/** Something across the whole row (a message in place of the numbers). */
export const statGridWide = style({ gridColumn: '1 / -1' });

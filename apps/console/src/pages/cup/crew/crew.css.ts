import { style } from '@vanilla-extract/css';
import { textSize, vars } from '@oa/ui/vars';

/** A refill's cups: their ids in as many columns as fit. */
export const cuids = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.layout.buttonWidth}, 1fr))`,
  gap: `${vars.space['4']} ${vars.space['16']}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontVariantNumeric: 'tabular-nums',
  ...textSize('14'),
});

export const none = style({ margin: 0, color: vars.color.textSecondary });

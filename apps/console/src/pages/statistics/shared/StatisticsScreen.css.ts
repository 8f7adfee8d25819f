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

/**
 * What comes below the chart (the table, the second view): usually below the first screen, so the browser skips
 * its layout and paint until it scrolls near (`content-visibility: auto`; the size it last had holds its place).
 * It stays in the document and the accessibility tree: find in page, tab order and screen readers reach it.
 */
export const below = style({
  contentVisibility: 'auto',
  // The place it holds before its first layout: about a table's first page (no token is a content height).
  // eslint-disable-next-line no-restricted-syntax
  containIntrinsicSize: 'auto 560px',
});

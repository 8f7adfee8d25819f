import { createVar, style } from '@vanilla-extract/css';
import { textSize, vars } from '../theme/vars';

/** How many label/value pairs share a row (a prop). */
export const columnsVar = createVar();
/** How many grid tracks one item spans: two (label, value) per column it covers. */
export const spanVar = createVar();

// Each column is a label track and a value track; items are subgrids, so every label of a column (and the
// label of an item spanning the row) shares one width.
export const list = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${columnsVar}, minmax(${vars.space['64']}, max-content) minmax(0, 1fr))`,
  margin: 0,
  borderTop: `1px solid ${vars.color.border}`,
  borderLeft: `1px solid ${vars.color.border}`,
  ...textSize('14'),
  vars: { [columnsVar]: '2' },
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'subgrid',
  gridColumn: `span ${spanVar}`,
  borderRight: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
  // On the item, not the list: a short last row leaves the page showing, not a box without borders.
  backgroundColor: vars.color.surface,
  vars: { [spanVar]: '2' },
});

export const term = style({
  paddingBlock: vars.space['12'],
  paddingInline: vars.space['16'],
  backgroundColor: vars.color.surfaceSunken,
  borderRight: `1px solid ${vars.color.border}`,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textSecondary,
});

export const details = style({
  gridColumn: '2 / -1',
  margin: 0,
  paddingBlock: vars.space['12'],
  paddingInline: vars.space['16'],
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const empty = style({ color: vars.color.textMuted });

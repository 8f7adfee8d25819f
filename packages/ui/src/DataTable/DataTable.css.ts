import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { buttonReset, focusRing } from '../internal/mixins';
import { textSize, vars } from '../theme/vars';

/** The scroll box's maximum height (a prop); past it the body scrolls under the sticky header. */
export const maxHeightVar = createVar();
/** A column's width (a prop). */
export const columnWidthVar = createVar();

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['12'], minWidth: 0 });

export const topBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['12'],
  minHeight: vars.layout.buttonHeight,
});

export const summary = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['12'] });

export const total = style({ margin: 0, ...textSize('14'), color: vars.color.textSecondary });
globalStyle(`${total} strong`, { color: vars.color.text, fontWeight: vars.font.weight.bold });

export const selectedCount = style({
  ...textSize('14'),
  fontWeight: vars.font.weight.medium,
  color: vars.color.brandText,
  paddingInlineStart: vars.space['12'],
  borderInlineStart: `1px solid ${vars.color.border}`,
});

export const selectionActions = style({ display: 'flex', alignItems: 'center', gap: vars.space['8'] });

export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['8'] });

export const selectWrap = style({ position: 'relative', display: 'inline-flex', alignItems: 'center' });

export const select = style({
  appearance: 'none',
  height: vars.layout.buttonHeight,
  paddingInlineStart: vars.space['12'],
  paddingInlineEnd: vars.space['32'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  ...textSize('14'),
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': focusRing,
  },
});

export const selectIcon = style({
  position: 'absolute',
  insetInlineEnd: vars.space['8'],
  display: 'inline-flex',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const scroll = style({
  position: 'relative',
  overflow: 'auto',
  maxHeight: maxHeightVar,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  vars: { [maxHeightVar]: 'none' },
  selectors: {
    // Focusable only when it scrolls (keyboard users scroll it with the arrow keys).
    '&:focus-visible': { ...focusRing, outlineOffset: 0 },
  },
});

export const table = style({
  width: '100%',
  // separate, not collapse: collapsed borders do not travel with a sticky header.
  borderCollapse: 'separate',
  borderSpacing: 0,
  ...textSize('14'),
  color: vars.color.text,
});

const cellBase = {
  paddingBlock: vars.space['12'],
  paddingInline: vars.space['12'],
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
} as const;

export const th = style({
  ...cellBase,
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  width: columnWidthVar,
  minWidth: columnWidthVar,
  paddingBlock: vars.space['8'],
  height: vars.space['40'],
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textSecondary,
  fontWeight: vars.font.weight.medium,
  vars: { [columnWidthVar]: 'auto' },
});

export const td = style({ ...cellBase });

/** numbers and amounts right-aligned with figures of equal width, so digits line up down a column. */
export const align = styleVariants({
  left: { textAlign: 'left' },
  center: { textAlign: 'center' },
  right: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
});

export const selectCell = style({
  width: vars.space['48'],
  minWidth: vars.space['48'],
  paddingInline: 0,
  textAlign: 'center',
});

globalStyle(`${table} tbody tr:last-child > td`, { borderBottom: 'none' });

export const row = style({
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    '&[aria-selected="true"]': { backgroundColor: vars.color.brandSubtle },
  },
});

export const clickableRow = style({
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-selected="true"])': { backgroundColor: vars.color.surfacePage },
    // Inset, so the scroll box does not clip the ring.
    '&:focus-visible': { ...focusRing, outlineOffset: `calc(${vars.borderWidth.thick} * -1)` },
  },
});

export const sortButton = style({
  ...buttonReset,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['4'],
  borderRadius: vars.radius.sm,
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': focusRing,
  },
});

export const sortIcon = style({ display: 'inline-flex', color: vars.color.textDisabled });
export const sortIconActive = style({ color: vars.color.brandText });

/** Right-aligned sortable headers keep the icon beside the label, at the right edge. */
export const headerInner = styleVariants({
  left: { display: 'flex', justifyContent: 'flex-start' },
  center: { display: 'flex', justifyContent: 'center' },
  right: { display: 'flex', justifyContent: 'flex-end' },
});

export const checkboxLabel = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
});

export const checkbox = style({
  width: vars.space['16'],
  height: vars.space['16'],
  margin: 0,
  accentColor: vars.color.brandHover,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed' },
  },
});

/** The cell holding the empty or error state spans the table. */
export const stateCell = style({ padding: 0, borderBottom: 'none', whiteSpace: 'normal' });

export const skeletonLine = style({ alignItems: 'center', height: vars.font.lineHeight['14'] });

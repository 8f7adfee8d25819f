import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars';

/** Narrowest a filter column gets before the row wraps; a prop can change it. */
export const minFieldWidthVar = createVar();

/**
 * One grid for filters and buttons: equal columns as many as fit, filters in order, and the buttons in the
 * last column of the last row, so they stay at the end whatever wraps.
 */
export const bar = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minFieldWidthVar}), 1fr))`,
  alignItems: 'start',
  gap: vars.space['16'],
  padding: vars.space['16'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  // Two buttons side by side: the last column must hold 검색 and 초기화.
  vars: { [minFieldWidthVar]: `calc(${vars.layout.buttonWidth} * 2 + ${vars.space['8']})` },
});

/** 검색 and 초기화: last column, level with the inputs (the bottom of the cell). */
export const actions = style({
  gridColumn: '-2 / -1',
  alignSelf: 'end',
  justifySelf: 'end',
  display: 'flex',
  gap: vars.space['8'],
});

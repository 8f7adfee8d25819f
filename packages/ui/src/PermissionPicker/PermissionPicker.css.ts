import { style } from '@vanilla-extract/css';
import { textSize, vars } from '../theme/vars';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['16'], minWidth: 0 });

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['8'],
  margin: 0,
  ...textSize('14'),
  color: vars.color.textSecondary,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['4'],
  margin: 0,
  ...textSize('13'),
  color: vars.color.danger,
});

/** One area: a bordered box with the legend, its select-all and its permissions. */
export const area = style({
  margin: 0,
  padding: vars.space['16'],
  paddingBlockStart: vars.space['8'],
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
  selectors: {
    '&[data-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const legend = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space['8'],
  paddingInline: vars.space['4'],
  ...textSize('15'),
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const count = style({
  ...textSize('13'),
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const areaHead = style({
  paddingBlock: vars.space['8'],
  marginBlockEnd: vars.space['8'],
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.layout.sidebarWidth}, 1fr))`,
  gap: vars.space['8'],
  columnGap: vars.space['16'],
});

/** The Korean label, then the raw permission string under it. */
export const optionLabel = style({ display: 'inline-flex', flexDirection: 'column', gap: vars.space['2'] });

export const code = style({
  fontFamily: vars.font.family.mono,
  ...textSize('12'),
  color: vars.color.textMuted,
  wordBreak: 'break-all',
});

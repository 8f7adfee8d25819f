import { style } from '@vanilla-extract/css';
import { textSize, vars } from '../theme/vars';

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${vars.space['24']} minmax(0, 1fr)`,
  paddingBottom: vars.space['20'],
  selectors: { '&:last-child': { paddingBottom: 0 } },
});

/** The rail between markers: from under this marker to the next item. */
export const rail = style({
  position: 'absolute',
  top: vars.space['20'],
  bottom: 0,
  left: `calc(${vars.space['12']} - 1px)`,
  width: vars.borderWidth.thick,
  backgroundColor: vars.color.border,
  selectors: { [`${item}:last-child &`]: { display: 'none' } },
});

export const marker = style({
  marginTop: vars.space['4'],
  marginLeft: vars.space['6'],
  width: vars.space['12'],
  height: vars.space['12'],
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  selectors: {
    [`${item}:first-child &`]: { borderColor: vars.color.brand, backgroundColor: vars.color.brand },
  },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minWidth: 0 });

export const heading = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['8'] });

export const title = style({ ...textSize('15'), fontWeight: vars.font.weight.bold, color: vars.color.text });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  columnGap: vars.space['12'],
  margin: 0,
  ...textSize('13'),
  color: vars.color.textMuted,
});

export const metaItem = style({ display: 'inline-flex', gap: vars.space['4'] });

export const metaLabel = style({ color: vars.color.textMuted });

export const metaValue = style({ color: vars.color.textSecondary, fontWeight: vars.font.weight.medium });

export const time = style({ fontVariantNumeric: 'tabular-nums' });

export const description = style({ margin: 0, ...textSize('14'), color: vars.color.textSecondary });

export const empty = style({
  margin: 0,
  paddingBlock: vars.space['24'],
  textAlign: 'center',
  color: vars.color.textMuted,
});

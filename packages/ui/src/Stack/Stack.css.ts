import { style, styleVariants } from '@vanilla-extract/css';
import { spacePx, type Space } from '../theme/tokens';
import { vars } from '../theme/vars';

export const base = style({ display: 'flex', minWidth: 0, margin: 0, padding: 0, listStyle: 'none' });

export const direction = styleVariants({
  column: { flexDirection: 'column' },
  row: { flexDirection: 'row' },
});

/** One class per space token, so a gap is always a token (never a literal length). */
export const gap = styleVariants(
  Object.fromEntries(spacePx.map((n) => [String(n), { gap: vars.space[String(n) as Space] }])) as Record<
    Space,
    { gap: string }
  >,
);

export const align = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
  baseline: { alignItems: 'baseline' },
});

export const justify = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
});

export const wrap = style({ flexWrap: 'wrap' });

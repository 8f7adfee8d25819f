import { style } from '@vanilla-extract/css';
import { vars } from '@oa/ui/vars';

export const page = style({
  minHeight: '100vh',
  padding: vars.space['32'],
  backgroundColor: vars.color.surfacePage,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['24'],
});
export const title = style({ margin: 0, fontSize: vars.font.size['23'], fontWeight: vars.font.weight.bold });
export const form = style({ maxWidth: vars.layout.modalMaxWidth });
export const message = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size['14'] });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.space['64']}, 1fr))`,
  gap: vars.space['16'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const label = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['4'],
  fontSize: vars.font.size['12'],
});
export const image = style({ width: '100%', height: 'auto' });

/** What the page says about the labels (a long range in parts). */
export const note = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.font.size['14'] });

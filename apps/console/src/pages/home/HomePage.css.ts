import { style } from '@vanilla-extract/css';
import { vars } from '@oa/ui/vars';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.layout.sidebarWidth}, 1fr))`,
  gap: vars.space['16'],
});
export const links = style({ margin: 0, paddingInlineStart: vars.space['20'], display: 'grid', gap: vars.space['8'] });

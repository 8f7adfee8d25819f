import { style } from '@vanilla-extract/css';
import { vars } from '@oa/ui/vars';

/** A form page's fields in columns that wrap, each at least the sidebar's width (robot, group registration). */
export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.layout.sidebarWidth}, 1fr))`,
  gap: vars.space['16'],
  alignItems: 'start',
});
/** A field across the whole row (an address, a description). */
export const wideField = style({ gridColumn: '1 / -1' });

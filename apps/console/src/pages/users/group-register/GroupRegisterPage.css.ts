import { style } from '@vanilla-extract/css';
import { vars } from '@oa/ui/vars';

export const searchRow = style({ display: 'flex', gap: vars.space['8'], alignItems: 'flex-start' });
export const candidates = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['8'],
  maxHeight: `calc(${vars.layout.sidebarWidth} * 1.5)`,
  overflowY: 'auto',
});

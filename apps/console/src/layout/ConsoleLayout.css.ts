import { style } from '@vanilla-extract/css';
import { vars } from '@oa/ui/vars';

// The frame fills the window; the main area scrolls on its own, so the sidebar always reaches the bottom and
// stays in place while a long page scrolls.
export const shell = style({ display: 'flex', flexDirection: 'column', height: '100vh' });
export const body = style({ display: 'flex', flex: 1, minHeight: 0 });
export const main = style({
  flex: 1,
  minWidth: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['24'],
  padding: vars.space['32'],
  backgroundColor: vars.color.surfacePage,
});

import { style } from '@vanilla-extract/css';
import { vars } from '@oa/ui/vars';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space['24'],
  backgroundColor: vars.color.surfacePage,
});
export const panel = style({ width: '100%', maxWidth: vars.layout.authPanelWidth });
export const brand = style({
  margin: 0,
  fontSize: vars.font.size['23'],
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  textAlign: 'center',
});
export const message = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size['14'] });
export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size['14'],
  textAlign: 'center',
});
/** A notice above a form (e.g. a one-time password must be changed first). */
export const notice = style({
  margin: 0,
  padding: vars.space['12'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.infoSubtle,
  color: vars.color.text,
  fontSize: vars.font.size['14'],
});

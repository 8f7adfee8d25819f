import { style } from '@vanilla-extract/css';
import { textSize, vars } from '@oa/ui/vars';

/** A row's action buttons. */
export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['4'] });

export const text = style({ margin: 0 });
export const muted = style({ margin: 0, ...textSize('13'), color: vars.color.textMuted });

/** The one-time password: large, monospace, selectable. */
export const password = style({
  display: 'block',
  padding: vars.space['12'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  fontFamily: vars.font.family.mono,
  ...textSize('20'),
  userSelect: 'all',
  wordBreak: 'break-all',
});

export const warning = style({
  margin: 0,
  padding: vars.space['12'],
  borderRadius: vars.radius.md,
  background: vars.color.warningSubtle,
  color: vars.color.warning,
  ...textSize('14'),
  fontWeight: vars.font.weight.medium,
});

export const copyRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['12'] });

/** A cell of two lines: the main value, then a smaller muted one. */
export const cellLines = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
export const cellSub = style({ ...textSize('13'), color: vars.color.textMuted });

/** A dialog's footer buttons at the end (when a label is longer than ConfirmButtons' fixed width). */
export const dialogActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space['8'] });

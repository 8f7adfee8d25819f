import { style } from '@vanilla-extract/css';
import { textSize, vars } from '@oa/ui/vars';

/** A form's or dialog's overall message, announced when it appears; nothing while empty. */
export const formAlert = style({
  margin: 0,
  padding: vars.space['12'],
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.danger}`,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
  ...textSize('14'),
  selectors: { '&:empty': { display: 'none' } },
});

/** The message with a way out beside it (a conflict's 최신 정보 불러오기). */
export const withAction = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['12'],
  padding: vars.space['12'],
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.danger}`,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
});

import { style } from '@vanilla-extract/css';
import { textSize, vars } from '@oa/ui/vars';

/** The changed fields of one record, one per line. */
export const changes = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space['2'],
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
});

/** '변경 내용 없음'. */
export const none = style({ color: vars.color.textMuted, ...textSize('13') });

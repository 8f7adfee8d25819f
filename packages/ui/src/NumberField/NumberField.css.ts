import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars';

/** Holds the input and its formatted twin on top of each other; the unit stays outside. */
export const inputArea = style({
  position: 'relative',
  display: 'flex',
  flex: 1,
  minWidth: 0,
  height: '100%',
});

/** Numbers are right-aligned, so digits and a unit line up in a column of fields. */
export const input = style({
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});

export const withUnit = style({ paddingInlineEnd: vars.space['6'] });

/** Not focused: the raw digits are hidden and the formatted twin shows through. */
export const masked = style({ color: 'transparent' });

/** '1,250,000': drawn over the input where its text would be, ignored by pointer and screen reader. */
export const display = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  paddingInline: vars.space['12'],
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  pointerEvents: 'none',
  selectors: {
    '&[hidden]': { display: 'none' },
    // Readable when disabled: unlike the input's own text, axe cannot tell this twin belongs to a disabled input.
    '[data-disabled] &': { color: vars.color.textMuted },
    [`${withUnit} + &`]: { paddingInlineEnd: vars.space['6'] },
  },
});

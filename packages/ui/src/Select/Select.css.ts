import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars';

/** The native arrow is replaced by our chevron, so every browser draws the same box. */
export const select = style({
  appearance: 'none',
  cursor: 'pointer',
  paddingInlineEnd: vars.space['32'],
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    // The placeholder option ('선택') reads as a hint, like an input's placeholder.
    '&:has(option[value=""]:checked)': { color: vars.color.textMuted },
  },
});

/** Options inherit the select's colour in some browsers; keep them readable in the open list. */
export const option = style({ color: vars.color.text });

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space['8'],
  display: 'inline-flex',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

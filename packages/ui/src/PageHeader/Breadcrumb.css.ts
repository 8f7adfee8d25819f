import { style } from '@vanilla-extract/css';
import { buttonReset, focusRing } from '../internal/mixins';
import { textSize, vars } from '../theme/vars';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  ...textSize('13'),
  color: vars.color.textMuted,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['4'] });

export const separator = style({ display: 'inline-flex', color: vars.color.textDisabled });

const linkLike = {
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.link, textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
} as const;

export const link = style(linkLike);

export const back = style({ ...buttonReset, ...linkLike, display: 'inline-flex', alignItems: 'center' });

export const current = style({ color: vars.color.text, fontWeight: vars.font.weight.medium });

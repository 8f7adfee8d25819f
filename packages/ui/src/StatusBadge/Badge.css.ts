import { style, styleVariants } from '@vanilla-extract/css';
import { textSize, vars } from '../theme/vars';
import type { BadgeTone } from './statusTables';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['4'],
  maxWidth: '100%',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['8'],
  borderRadius: vars.radius.full,
  border: '1px solid transparent',
  ...textSize('12'),
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

/** Each pair (text on subtle fill) meets WCAG AA; Badge.test.ts checks them against the tokens. */
export const tone = styleVariants({
  success: { color: vars.color.success, backgroundColor: vars.color.successSubtle },
  info: { color: vars.color.info, backgroundColor: vars.color.infoSubtle },
  warning: { color: vars.color.warning, backgroundColor: vars.color.warningSubtle },
  danger: { color: vars.color.danger, backgroundColor: vars.color.dangerSubtle },
  neutral: {
    color: vars.color.textSecondary,
    backgroundColor: vars.color.surfaceSunken,
    borderColor: vars.color.border,
  },
  brand: { color: vars.color.brandText, backgroundColor: vars.color.brandSubtle },
} satisfies Record<BadgeTone, object>);

export const dot = style({
  width: vars.space['6'],
  height: vars.space['6'],
  flexShrink: 0,
  borderRadius: vars.radius.full,
  backgroundColor: 'currentColor',
});

export const empty = style({ color: vars.color.textMuted });

import { style } from '@vanilla-extract/css';
import { focusRing, iconButton } from '../internal/mixins';
import { textSize, vars } from '../theme/vars';

/** The drop zone is the input's label: a click anywhere in it opens the file dialog. */
export const dropzone = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['12'],
  paddingBlock: vars.space['16'],
  paddingInline: vars.space['16'],
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  ...textSize('14'),
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover:not([data-disabled])': { borderColor: vars.color.brandHover, backgroundColor: vars.color.brandSubtle },
    '&[data-drag-over]': {
      borderStyle: 'solid',
      borderColor: vars.color.brandPressed,
      backgroundColor: vars.color.brandSubtle,
    },
    '&:has(input:focus-visible)': { ...focusRing, borderColor: vars.color.focusRing },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': {
      backgroundColor: vars.color.surfaceSunken,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});

export const dropIcon = style({ flexShrink: 0, color: vars.color.textMuted });

export const dropText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], minWidth: 0 });

/** Looks like a link-style button; the whole zone is the control. */
export const chooseButton = style({
  color: vars.color.link,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: vars.space['2'],
  selectors: { '[data-disabled] &': { color: vars.color.textMuted } },
});

export const rules = style({ ...textSize('13'), color: vars.color.textMuted });

/** The chosen file: icon, name and size, state, progress and its action. */
export const file = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['12'],
  paddingBlock: vars.space['8'],
  paddingInline: vars.space['12'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  ...textSize('14'),
  selectors: { '&[data-status=error]': { borderColor: vars.color.danger } },
});

export const fileIcon = style({ flexShrink: 0, color: vars.color.textMuted });

export const fileBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  flex: 1,
  minWidth: 0,
});

export const fileLine = style({ display: 'flex', alignItems: 'baseline', gap: vars.space['8'], minWidth: 0 });

export const fileName = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const fileSize = style({
  flexShrink: 0,
  ...textSize('13'),
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const done = style({ flexShrink: 0, ...textSize('13'), color: vars.color.success });
export const failed = style({ flexShrink: 0, ...textSize('13'), color: vars.color.danger });

export const removeButton = style({
  ...iconButton,
  width: vars.space['24'],
  height: vars.space['24'],
  borderRadius: vars.radius.sm,
});

export const textButton = style({
  ...iconButton,
  paddingBlock: vars.space['4'],
  paddingInline: vars.space['8'],
  borderRadius: vars.radius.sm,
  ...textSize('13'),
  fontWeight: vars.font.weight.medium,
  color: vars.color.textSecondary,
});

import { style, styleVariants } from '@vanilla-extract/css';
import { buttonReset, focusRing } from '../internal/mixins';
import { textSize, vars } from '../theme/vars';

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  width: vars.layout.sidebarWidth,
  height: '100%',
  minHeight: 0,
  flexShrink: 0,
  backgroundColor: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const profile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['20'],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const userName = style({
  margin: 0,
  ...textSize('16'),
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const client = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['6'],
  margin: 0,
  ...textSize('13'),
  color: vars.color.textSecondary,
});

export const clientLabel = style({
  flexShrink: 0,
  paddingInline: vars.space['6'],
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.brandSubtle,
  color: vars.color.brandText,
  ...textSize('12'),
  fontWeight: vars.font.weight.medium,
});

export const userId = style({ margin: 0, ...textSize('13'), color: vars.color.textMuted });

export const nav = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  paddingBlock: vars.space['12'],
  paddingInline: vars.space['8'],
});

export const menuHeading = style({
  margin: 0,
  paddingInline: vars.space['12'],
  paddingBottom: vars.space['8'],
  ...textSize('12'),
  fontWeight: vars.font.weight.bold,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const nestedList = style({ paddingTop: vars.space['2'] });

export const entry = style({
  ...buttonReset,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['8'],
  width: '100%',
  minHeight: vars.space['40'],
  paddingBlock: vars.space['8'],
  paddingRight: vars.space['12'],
  paddingLeft: vars.space['12'],
  borderRadius: vars.radius.md,
  ...textSize('14'),
  color: vars.color.textSecondary,
  textAlign: 'left',
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
    '&:focus-visible': { ...focusRing, outlineOffset: `calc(-1 * ${vars.borderWidth.thick})` },
  },
});

/** Indentation by depth: a sub-entry's text lines up under its parent's title (after the icon). */
export const indent = styleVariants({
  0: {},
  1: { paddingLeft: vars.space['40'] },
  2: { paddingLeft: vars.space['48'] },
  3: { paddingLeft: vars.space['64'] },
});

export const topLevel = style({ fontWeight: vars.font.weight.medium, color: vars.color.text });

/** A group holding the active page: its title is marked even when it is closed. */
export const groupActive = style({ color: vars.color.brandText, fontWeight: vars.font.weight.bold });

export const linkActive = style({
  backgroundColor: vars.color.brandSubtle,
  color: vars.color.brandText,
  fontWeight: vars.font.weight.bold,
  selectors: { '&:hover': { backgroundColor: vars.color.brandSubtle, color: vars.color.brandText } },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

export const title = style({ flex: 1, minWidth: 0 });

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.duration.fast}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const version = style({
  margin: 0,
  paddingBlock: vars.space['12'],
  paddingInline: vars.space['20'],
  borderTop: `1px solid ${vars.color.border}`,
  ...textSize('12'),
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

import { style } from '@vanilla-extract/css';
import { focusRing, textSize, vars } from '@oa/ui/vars';

/**
 * Counts: at least a button's width and a margin each, so the five robot states share a row of the main column at
 * 1200 px and wrap on narrower screens.
 */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.layout.buttonWidth} + ${vars.space['20']}), 1fr))`,
  gap: vars.space['16'],
});

/** A count that could not be read: its message across the whole row. */
export const wide = style({ gridColumn: '1 / -1' });

export const none = style({ margin: 0, color: vars.color.textSecondary });

export const shortcuts = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.layout.sidebarWidth}, 1fr))`,
  gap: vars.space['12'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const shortcut = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['12'],
  height: '100%',
  boxSizing: 'border-box',
  padding: `${vars.space['12']} ${vars.space['16']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { backgroundColor: vars.color.surfaceSunken, borderColor: vars.color.brand },
  ':focus-visible': focusRing,
});

export const shortcutText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], minWidth: 0 });

export const shortcutTitle = style({ ...textSize('14'), fontWeight: vars.font.weight.medium });

export const shortcutGroup = style({ ...textSize('12'), color: vars.color.textSecondary });

export const shortcutIcon = style({ flexShrink: 0, color: vars.color.textMuted });

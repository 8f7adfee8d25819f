import { style } from '@vanilla-extract/css';
import { textSize, vars } from '@oa/ui/vars';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['16'],
  padding: vars.space['24'],
  textAlign: 'center',
  backgroundColor: vars.color.surfacePage,
});

export const code = style({
  margin: 0,
  ...textSize('36'),
  fontWeight: vars.font.weight.bold,
  color: vars.color.brandText,
  fontVariantNumeric: 'tabular-nums',
});

export const title = style({
  margin: 0,
  ...textSize('23'),
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const message = style({
  margin: 0,
  ...textSize('15'),
  color: vars.color.textSecondary,
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['16'],
});

// Until packages/ui has its Button (next issue), the primary action borrows the button's spec size and fill.
export const primaryAction = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.layout.buttonWidth,
  height: vars.layout.buttonHeight,
  padding: `0 ${vars.space['16']}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.font.size['14'],
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  border: 'none',
  cursor: 'pointer',
  fontFamily: 'inherit',
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.brandHover },
    '&:active': { backgroundColor: vars.color.brandPressed },
  },
});

export const secondaryAction = style({
  color: vars.color.link,
  fontSize: vars.font.size['14'],
  fontWeight: vars.font.weight.medium,
});

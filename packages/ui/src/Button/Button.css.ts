import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { buttonReset, focusRing } from '../internal/mixins';
import { textSize, vars } from '../theme/vars';

// Plain classes (no recipe runtime in the page): the look is `button` + `variant[name]` (+ `disabled`), put
// together in Button.tsx (Button and ButtonLink). Width and height props (spec §2: "Button with optional icon,
// width, height") arrive as inline styles over the defaults here.
export const button = style({
  ...buttonReset,
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['6'],
  flexShrink: 0,
  width: vars.layout.buttonWidth,
  height: vars.layout.buttonHeight,
  paddingInline: vars.space['12'],
  borderRadius: vars.radius.md,
  border: `1px solid transparent`,
  ...textSize('14'),
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  userSelect: 'none',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed' },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

export const variant = styleVariants({
  /** The page's main action: mint fill. */
  primary: {
    backgroundColor: vars.color.brand,
    color: vars.color.onBrand,
    selectors: {
      '&:hover:not(:disabled, [aria-disabled="true"], [aria-busy="true"])': {
        backgroundColor: vars.color.brandHover,
      },
      '&:active:not(:disabled, [aria-disabled="true"], [aria-busy="true"])': {
        backgroundColor: vars.color.brandPressed,
      },
    },
  },
  /** Secondary actions: white with a grey outline. */
  secondary: {
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.border,
    selectors: {
      '&:hover:not(:disabled, [aria-disabled="true"], [aria-busy="true"])': {
        backgroundColor: vars.color.surfaceSunken,
      },
    },
  },
  /** Neutral strong action (e.g. search in a filter bar). */
  dark: {
    backgroundColor: vars.color.surfaceInverse,
    color: vars.color.textInverse,
    selectors: {
      '&:hover:not(:disabled, [aria-disabled="true"], [aria-busy="true"])': {
        backgroundColor: vars.color.textSecondary,
      },
    },
  },
  /** Destructive actions (delete, discard). */
  danger: {
    backgroundColor: vars.color.surface,
    color: vars.color.danger,
    borderColor: vars.color.danger,
    selectors: {
      '&:hover:not(:disabled, [aria-disabled="true"], [aria-busy="true"])': {
        backgroundColor: vars.color.dangerSubtle,
      },
    },
  },
  /** Text-only, for low-emphasis actions inside tables and toolbars. */
  ghost: {
    color: vars.color.link,
    selectors: {
      '&:hover:not(:disabled, [aria-disabled="true"], [aria-busy="true"])': {
        backgroundColor: vars.color.surfaceSunken,
      },
    },
  },
});

export const disabled = style({
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textDisabled,
  borderColor: vars.color.border,
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: vars.space['12'],
  height: vars.space['12'],
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thick} solid currentColor`,
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' });

// Plain classes (no recipe runtime in the page): `circle` + `size[name]` + `tone[name]`.
export const circle = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  // Slower, not stopped: a frozen spinner reads as a hung page.
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

export const size = styleVariants({
  sm: { width: vars.space['16'], height: vars.space['16'], borderWidth: vars.borderWidth.thick },
  md: { width: vars.space['24'], height: vars.space['24'], borderWidth: vars.borderWidth.thick },
  lg: {
    width: vars.space['48'],
    height: vars.space['48'],
    borderWidth: `calc(${vars.borderWidth.thick} * 2)`,
  },
});

export const tone = styleVariants({
  /** The brand mint, for spinners on light surfaces. */
  brand: { color: vars.color.brand },
  /** The surrounding text colour (inside buttons). */
  current: {},
  /** White, for dark surfaces and overlays. */
  inverse: { color: vars.color.textInverse },
});

import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars';

/** Width and height are props (a number of px or a CSS length); they arrive as CSS vars. */
export const widthVar = createVar();
export const heightVar = createVar();

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

const base = style({
  display: 'block',
  width: widthVar,
  height: heightVar,
  // Grey 200 stays visible on white and on the grey page; the lighter band is the shimmer.
  backgroundColor: vars.palette.grey[200],
  backgroundImage: `linear-gradient(90deg, ${vars.palette.grey[200]} 25%, ${vars.palette.grey[100]} 50%, ${vars.palette.grey[200]} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  // A moving gradient is exactly the motion these users asked to avoid: a still grey bar says "loading" too.
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' } },
});

export const shape = styleVariants({
  block: [base, { borderRadius: vars.radius.md, vars: { [widthVar]: '100%', [heightVar]: vars.space['40'] } }],
  text: [base, { borderRadius: vars.radius.sm, vars: { [widthVar]: '100%', [heightVar]: vars.font.size['14'] } }],
});

/** Lines of a text skeleton, spaced like lines of 14px body text. */
export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: `calc(${vars.font.lineHeight['14']} - ${vars.font.size['14']})`,
  width: widthVar,
  vars: { [widthVar]: '100%' },
});

/** The last line of a paragraph is shorter, as real text usually is. */
export const lastLine = style({ vars: { [widthVar]: '60%' } });

import { vars } from '../theme/vars';
import { sequentialMintSteps, seriesStep } from './palette';

/** The i-th series colour (a CSS variable of the palette). */
export const seriesColor = (index: number): string => {
  const [name, step] = seriesStep(index);
  return vars.palette[name][step];
};

/** The mint colours of a choropleth's classes, light to dark. */
export const sequentialColors = (classes: number): string[] =>
  sequentialMintSteps(classes).map((step) => vars.palette.mint[step]);

/**
 * Which palette steps the charts draw with. Pure data (no CSS variables), so unit tests can check contrast
 * against the raw tokens; colors.ts turns the steps into `vars.palette` references.
 */
import type { PaletteName, ScaleStep } from '../theme/tokens';

type PaletteStep = readonly [PaletteName, ScaleStep];

/**
 * Categorical series, in order. Neighbours differ in hue and in lightness (teal, orange, dark blue, violet,
 * ochre...), so the first four stay apart for the common colour-vision deficiencies, and every step meets the
 * 3:1 non-text contrast against white (WCAG 1.4.11). Red comes late: it reads as an alarm in the console.
 */
export const SERIES_STEPS: readonly PaletteStep[] = [
  ['mint', 600],
  ['orange', 600],
  ['blue', 700],
  ['purple', 500],
  ['yellow', 700],
  ['red', 600],
  ['grey', 600],
  ['mint', 800],
];

/** The series step for the i-th series; a ninth series starts the cycle again. */
export const seriesStep = (index: number): PaletteStep =>
  SERIES_STEPS[((index % SERIES_STEPS.length) + SERIES_STEPS.length) % SERIES_STEPS.length] ?? ['mint', 600];

// From 200: the palest step (100) is barely told from a white card, and a low value must read as "some",
// not as nothing.
const sequentialSteps = [200, 300, 400, 500, 600, 700, 800, 900] as const;

/**
 * Steps of the mint scale for a choropleth of `classes` classes (2 to 8), spread from light (200) to dark
 * (900) so neighbouring classes stay as far apart as the scale allows: 5 classes → 200, 400, 600, 700, 900.
 */
export function sequentialMintSteps(classes: number): ScaleStep[] {
  const n = Math.min(Math.max(Math.round(classes), 2), sequentialSteps.length);
  return Array.from(
    { length: n },
    (_, i) => sequentialSteps[Math.round((i * (sequentialSteps.length - 1)) / (n - 1))] ?? 500,
  );
}

/** From this step on, a district's name is drawn in white on the map (dark text on the lighter ones). */
export const DARK_FILL_FROM: ScaleStep = 700;

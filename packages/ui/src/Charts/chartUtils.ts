/** Pure helpers the charts share: layout estimates, tick thinning, keyboard steps, classes. */

/**
 * Rough rendered width of a tick label at the charts' 12px text: Hangul is about a full em, digits about
 * 0.6 em, separators less. Good enough to size margins without measuring the DOM (stable screenshots).
 */
export function estimateTextWidth(text: string, fontSize = 12): number {
  let em = 0;
  for (const char of text) {
    if (/[\u3131-\uD79D]/.test(char)) em += 1;
    else if (/[.,:\s]/.test(char)) em += 0.3;
    else em += 0.62;
  }
  return Math.ceil(em * fontSize);
}

/** A value as a number to draw: finite numbers pass, anything else (null, undefined, NaN, ±∞) is null. */
export function finiteOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * Which of `count` evenly spaced labels to draw so that labels `labelWidth` wide, with a gap, fit in `length`
 * px: every n-th, starting with the first. Returns the indexes.
 */
export function thinIndexes(count: number, length: number, labelWidth: number, gap = 12): number[] {
  if (count <= 0) return [];
  const fit = Math.max(1, Math.floor(length / (labelWidth + gap)));
  const step = Math.max(1, Math.ceil(count / fit));
  return Array.from({ length: count }, (_, i) => i).filter((i) => i % step === 0);
}

/**
 * The keyboard model of a focused chart: arrows step through the data points (Left/Up back, Right/Down on),
 * Home and End jump to the ends. Returns the new index, or undefined when the key is not a chart key.
 */
export function nextIndex(key: string, current: number | null, count: number): number | undefined {
  if (count <= 0) return undefined;
  const last = count - 1;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return current === null ? 0 : Math.min(current + 1, last);
    case 'ArrowLeft':
    case 'ArrowUp':
      return current === null ? 0 : Math.max(current - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return undefined;
  }
}

/** Round steps, per power of ten, for class breaks a reader can take in. */
const roundSteps = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10];

/** The largest round step (1, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of ten) not above `raw`. */
export function roundStepBelow(raw: number): number {
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const step = [...roundSteps].reverse().find((candidate) => candidate <= fraction + 1e-9) ?? 1;
  return step * power;
}

/**
 * Equal-interval class breaks with round numbers, for values from 0 to `max`: 5 classes up to 52 → [10, 20,
 * 30, 40] (<10, 10–20, 20–30, 30–40, ≥40). The step is rounded down, so the top class is never empty; whole
 * numbers (counts) get whole steps.
 */
export function equalIntervalThresholds(max: number, classes: number): number[] {
  const n = Math.max(2, Math.round(classes));
  let step = roundStepBelow(max / n);
  if (Number.isInteger(max)) step = Math.max(1, step >= 10 ? step : Math.floor(step));
  return Array.from({ length: n - 1 }, (_, i) => Number(((i + 1) * step).toPrecision(12)));
}

/** The class of a value for ascending thresholds: below the first → 0, at or above the last → thresholds.length. */
export function classify(value: number, thresholds: readonly number[]): number {
  let index = 0;
  while (index < thresholds.length && value >= (thresholds[index] ?? Infinity)) index++;
  return index;
}

/** Legend labels of the classes: '10 미만', '10 ~ 20', …, '40 이상'. */
export function classLabels(thresholds: readonly number[], format: (value: number) => string): string[] {
  const first = thresholds[0];
  const last = thresholds[thresholds.length - 1];
  if (first === undefined || last === undefined) return [];
  return [
    `${format(first)} 미만`,
    ...thresholds.slice(1).map((upper, i) => `${format(thresholds[i] ?? 0)} ~ ${format(upper)}`),
    `${format(last)} 이상`,
  ];
}

/** Largest and smallest entries of a list by a numeric value, skipping missing values. */
export function extremes<T>(items: readonly T[], value: (item: T) => number | null | undefined) {
  let max: { item: T; value: number } | undefined;
  let min: { item: T; value: number } | undefined;
  for (const item of items) {
    const v = value(item);
    if (typeof v !== 'number' || !Number.isFinite(v)) continue;
    if (!max || v > max.value) max = { item, value: v };
    if (!min || v < min.value) min = { item, value: v };
  }
  return { max, min };
}

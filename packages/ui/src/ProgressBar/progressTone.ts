import type { BadgeTone } from '../StatusBadge/statusTables';

/** Levels at which a gauge turns warning and danger (e.g. a bin's fill: `{ warning: 70, danger: 90 }`). */
export interface ProgressThresholds {
  /** From this value up (inclusive) the tone is 'warning'. */
  warning?: number;
  /** From this value up (inclusive) the tone is 'danger'. */
  danger?: number;
}

/** A value as a whole-number percent between 0 and 100 (NaN and missing values count as 0). */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return value === Infinity ? 100 : 0;
  return Math.min(100, Math.max(0, value));
}

/**
 * The tone of a gauge at `value` by its thresholds: danger at or above `danger`, warning at or above `warning`,
 * otherwise success. Without thresholds there is no tone of its own (undefined: the caller's default).
 */
export function progressTone(value: number, thresholds?: ProgressThresholds): BadgeTone | undefined {
  if (!thresholds) return undefined;
  const v = clampPercent(value);
  if (thresholds.danger !== undefined && v >= thresholds.danger) return 'danger';
  if (thresholds.warning !== undefined && v >= thresholds.warning) return 'warning';
  return 'success';
}

/** A progress value as a whole percentage between 0 and 100 (NaN counts as 0). */
export function clampProgress(progress: number): number {
  if (Number.isNaN(progress)) return 0;
  return Math.min(100, Math.max(0, Math.round(progress)));
}

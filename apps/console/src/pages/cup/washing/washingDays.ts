/** 세척장 보관 현황's period in the URL (`?days=7`): 7, 14 (the default, left out of the URL) or 31 days. Pure. */
export const WASHING_DAY_CHOICES = [7, 14, 31] as const;
export const DEFAULT_WASHING_DAYS = 14;

export function washingDaysOf(params: URLSearchParams): number {
  const days = Number(params.get('days'));
  return (WASHING_DAY_CHOICES as readonly number[]).includes(days) ? days : DEFAULT_WASHING_DAYS;
}

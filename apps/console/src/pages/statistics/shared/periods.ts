/** A bucket's key ('2026-11-16', '2026-11') as the pages say it and as the charts place it. */
import type { StatGranularity } from '@oa/contract/statistics';

/** '2026.11.22', '2026.11.16 주' (a week by its Monday), '2026.11'. */
export function periodLabel(period: string, granularity: StatGranularity): string {
  const dotted = period.replaceAll('-', '.');
  return granularity === 'week' ? `${dotted} 주` : dotted;
}

/** The bucket's first day, for a time axis ('2026-11' -> '2026-11-01'). */
export const periodDate = (period: string) => (period.length === 7 ? `${period}-01` : period);

/** A bucket's word in the summary: '일 평균', '주 평균', '월 평균'. */
export const PER_BUCKET: Record<StatGranularity, string> = { day: '일', week: '주', month: '월' };

/** A figure with one decimal at most (an average), for the summary's cards. */
export const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * The statistics pages' answers from their buckets' figures (pure: the rollup reader and the robot queries give
 * the numbers). Ties go to the earliest bucket, or to the first material of MATERIAL_TYPES.
 */
import {
  MATERIAL_TYPES,
  type AverageStatistics,
  type EmissionStatistics,
  type MaterialType,
  type StatGranularity,
  type UsageStatistics,
} from '@oa/contract';
import type { Bucket } from './buckets';
import { NO_SPREAD, type Counts, type Spread } from './rollups';

export type Peak = { period: string; value: number } | null;

/** The first item with the highest positive value, or null when none is above 0. */
export function peakOf<T>(items: readonly T[], value: (item: T) => number, period: (item: T) => string): Peak {
  let best: Peak = null;
  for (const item of items) {
    const figure = value(item);
    if (figure > 0 && (best === null || figure > best.value)) best = { period: period(item), value: figure };
  }
  return best;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export function usageAnswer(
  granularity: StatGranularity,
  buckets: readonly Bucket[],
  counts: readonly Counts[],
): UsageStatistics {
  const points = buckets.map((bucket, index) => {
    const { deposits, accepted, users } = counts[index] ?? { deposits: 0, accepted: 0, users: 0 };
    return { period: bucket.period, deposits, accepted, users };
  });
  const deposits = sum(points.map((point) => point.deposits));
  const bucketCount = Math.max(1, points.length);
  return {
    granularity,
    points,
    summary: {
      deposits,
      accepted: sum(points.map((point) => point.accepted)),
      averageDeposits: deposits / bucketCount,
      averageUsers: sum(points.map((point) => point.users)) / bucketCount,
      peak: peakOf(
        points,
        (point) => point.deposits,
        (point) => point.period,
      ),
    },
  };
}

export function emissionsAnswer(
  granularity: StatGranularity,
  buckets: readonly Bucket[],
  counts: readonly Counts[],
): EmissionStatistics {
  const points = buckets.map((bucket, index) => {
    const materials = counts[index]?.materials;
    const perMaterial = Object.fromEntries(MATERIAL_TYPES.map((material) => [material, materials?.[material] ?? 0]));
    return {
      period: bucket.period,
      total: sum(Object.values(perMaterial)),
      ...(perMaterial as Record<MaterialType, number>),
    };
  });
  const totals = Object.fromEntries(
    MATERIAL_TYPES.map((material) => [material, sum(points.map((point) => point[material]))]),
  ) as Record<MaterialType, number>;
  const top = peakOf(
    MATERIAL_TYPES,
    (material) => totals[material],
    (material) => material,
  );
  return {
    granularity,
    points,
    totals,
    summary: { total: sum(Object.values(totals)), top: top === null ? null : (top.period as MaterialType) },
  };
}

/** A monthly spread page: each month's spread and mean, and the period's mean (total over the months' counts). */
export function averageAnswer(buckets: readonly Bucket[], spreads: readonly Spread[]): AverageStatistics {
  const points = buckets.map((bucket, index) => {
    const spread = spreads[index] ?? NO_SPREAD;
    return { period: bucket.period, ...spread, mean: spread.count === 0 ? 0 : spread.total / spread.count };
  });
  const total = sum(points.map((point) => point.total));
  const count = sum(points.map((point) => point.count));
  return {
    points,
    summary: {
      mean: count === 0 ? 0 : total / count,
      total,
      highestMonth: peakOf(
        points,
        (point) => point.mean,
        (point) => point.period,
      ),
    },
  };
}

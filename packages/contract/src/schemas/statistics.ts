/**
 * The statistics pages' answers (docs/areas/statistics.md). Every figure is read from the rollups, days in
 * Asia/Seoul. A period is `from`..`to` (days, both included); a week starts on Monday and a month on the 1st,
 * and a bucket at the period's edge counts only the period's days in it.
 */
import { Type } from 'typebox';
import { MATERIAL_TYPES, ROBOT_GENERATIONS } from '../robots';
import { STAT_GRANULARITIES } from '../statistics';
import { Nullable, NullableInteger, StringEnum } from './common';

const Count = Type.Integer({ minimum: 0 });
/** A bucket's key: 'YYYY-MM-DD' for a day or the Monday of a week, 'YYYY-MM' for a month. */
const Period = Type.String();
const Peak = Nullable(Type.Object({ period: Period, value: Type.Number() }));

/** The query every statistics endpoint takes (what does not apply to a page is ignored). */
export const StatisticsQuerySchema = Type.Object({
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  granularity: Type.Optional(StringEnum(STAT_GRANULARITIES)),
  clientId: Type.Optional(Type.Integer({ minimum: 1 })),
  district: Type.Optional(Type.String({ maxLength: 10 })),
  machineId: Type.Optional(Type.String({ maxLength: 30 })),
});

/** 로봇 설치 현황: the robots installed on or before `to`, by district and by client. */
export const InstallStatusSchema = Type.Object({
  asOf: Type.String({ format: 'date' }),
  total: Count,
  byGeneration: Type.Object(
    Object.fromEntries(ROBOT_GENERATIONS.map((generation) => [generation, Count])) as Record<
      (typeof ROBOT_GENERATIONS)[number],
      typeof Count
    >,
  ),
  /** Every district of Seoul, in the order of SEOUL_DISTRICT_NAMES (0 where none). */
  byDistrict: Type.Array(Type.Object({ district: Type.String(), robots: Count, rc40: Count })),
  /** Every client with a robot, most robots first; clientId null: robots of no client. */
  byClient: Type.Array(Type.Object({ clientId: NullableInteger, clientName: Type.String(), robots: Count })),
});

/** 신규 설치 통계: robots installed per month of the period, and the running total since the first robot. */
export const NewInstallationsSchema = Type.Object({
  points: Type.Array(Type.Object({ period: Period, installed: Count, cumulative: Count })),
  summary: Type.Object({ installed: Count, cumulative: Count, busiest: Peak }),
});

/** 이용 통계: deposits and distinct members per bucket. */
export const UsageStatisticsSchema = Type.Object({
  granularity: StringEnum(STAT_GRANULARITIES),
  points: Type.Array(Type.Object({ period: Period, deposits: Count, accepted: Count, users: Count })),
  summary: Type.Object({
    deposits: Count,
    accepted: Count,
    /** Deposits per bucket, and members per bucket, over the period's buckets. */
    averageDeposits: Type.Number(),
    averageUsers: Type.Number(),
    peak: Peak,
  }),
});

const materialCounts = Object.fromEntries(MATERIAL_TYPES.map((material) => [material, Count])) as Record<
  (typeof MATERIAL_TYPES)[number],
  typeof Count
>;
const MaterialCounts = Type.Object(materialCounts);

/** 배출 품목 통계: accepted deposits by material per bucket, and the period's totals. */
export const EmissionStatisticsSchema = Type.Object({
  granularity: StringEnum(STAT_GRANULARITIES),
  points: Type.Array(Type.Object({ period: Period, total: Count, ...materialCounts })),
  totals: MaterialCounts,
  summary: Type.Object({ total: Count, top: Nullable(StringEnum(MATERIAL_TYPES)) }),
});

/**
 * A monthly spread: per month, how many robots or members, their total, and the spread of each one's figure
 * (min, quartiles, the 90th percentile, max) beside the mean, so an outlier shows.
 */
export const SpreadPointSchema = Type.Object({
  period: Period,
  count: Count,
  total: Count,
  mean: Type.Number(),
  min: Type.Number(),
  p25: Type.Number(),
  median: Type.Number(),
  p75: Type.Number(),
  p90: Type.Number(),
  max: Type.Number(),
});

export const AverageStatisticsSchema = Type.Object({
  points: Type.Array(SpreadPointSchema),
  /** Over the whole period: the total over the sum of the months' counts. */
  summary: Type.Object({ mean: Type.Number(), total: Count, highestMonth: Peak }),
});

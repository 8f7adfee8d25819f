/** The statistics pages' paths and types (derived from ./schemas/statistics.ts). */
import type { Static } from 'typebox';
import type {
  AverageStatisticsSchema,
  EmissionStatisticsSchema,
  InstallStatusSchema,
  NewInstallationsSchema,
  SpreadPointSchema,
  StatisticsQuerySchema,
  UsageStatisticsSchema,
} from './schemas/statistics';

export const STAT_GRANULARITIES = ['day', 'week', 'month'] as const;
export type StatGranularity = (typeof STAT_GRANULARITIES)[number];

/** The longest period a query may ask: two years of days (a longer one is a 400). */
export const STAT_MAX_DAYS = 731;

/** OA, except the two per-member averages, which are APPS' (members and points are its data). */
export const STATISTICS_PATHS = {
  installStatus: '/v1/statistics/install-status',
  newInstallations: '/v1/statistics/new-installations',
  usage: '/v1/statistics/usage',
  emissions: '/v1/statistics/emissions',
  devices: '/v1/statistics/averages/devices',
  /** APPS. */
  emissionsPerUser: '/v1/statistics/averages/emissions-per-user',
  /** APPS. */
  pointsPerUser: '/v1/statistics/averages/points-per-user',
} as const;

export type StatisticsQuery = Static<typeof StatisticsQuerySchema>;
export type InstallStatus = Static<typeof InstallStatusSchema>;
export type NewInstallations = Static<typeof NewInstallationsSchema>;
export type UsageStatistics = Static<typeof UsageStatisticsSchema>;
export type EmissionStatistics = Static<typeof EmissionStatisticsSchema>;
export type SpreadPoint = Static<typeof SpreadPointSchema>;
export type AverageStatistics = Static<typeof AverageStatisticsSchema>;

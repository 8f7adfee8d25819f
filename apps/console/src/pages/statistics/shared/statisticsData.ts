/**
 * The statistics reads, typed once: each hook knows its endpoint (STATISTICS_PATHS, OA or APPS) and its answer,
 * so a page passes only its query. A `null` query waits.
 */
import { useResource } from '@oa/api';
import {
  STATISTICS_PATHS,
  type AverageStatistics,
  type EmissionStatistics,
  type InstallStatus,
  type NewInstallations,
  type StatisticsQuery,
  type UsageStatistics,
} from '@oa/contract/statistics';
import { statisticsParams } from './statisticsQuery';

type Query = StatisticsQuery | null;

const keyOf = (path: string, query: Query) => (query === null ? null : ([path, statisticsParams(query)] as const));

export const useInstallStatus = (query: Query) =>
  useResource<InstallStatus>(keyOf(STATISTICS_PATHS.installStatus, query));

export const useNewInstallations = (query: Query) =>
  useResource<NewInstallations>(keyOf(STATISTICS_PATHS.newInstallations, query));

export const useUsageStatistics = (query: Query) => useResource<UsageStatistics>(keyOf(STATISTICS_PATHS.usage, query));

export const useEmissionStatistics = (query: Query) =>
  useResource<EmissionStatistics>(keyOf(STATISTICS_PATHS.emissions, query));

/** The three monthly spreads: per robot (OA), per member's deposits and points (APPS). */
export type AverageKind = 'devices' | 'emissionsPerUser' | 'pointsPerUser';

export const useDeviceAverages = (query: Query) =>
  useResource<AverageStatistics>(keyOf(STATISTICS_PATHS.devices, query));

export const useEmissionsPerUserAverages = (query: Query) =>
  useResource<AverageStatistics>(keyOf(STATISTICS_PATHS.emissionsPerUser, query), { client: 'APPS' });

export const usePointsPerUserAverages = (query: Query) =>
  useResource<AverageStatistics>(keyOf(STATISTICS_PATHS.pointsPerUser, query), { client: 'APPS' });

/** Each kind's hook. */
export const AVERAGE_HOOKS: Record<AverageKind, typeof useDeviceAverages> = {
  devices: useDeviceAverages,
  emissionsPerUser: useEmissionsPerUserAverages,
  pointsPerUser: usePointsPerUserAverages,
};

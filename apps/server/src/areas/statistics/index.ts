/**
 * The statistics area (docs/areas/statistics.md): the statistics pages' figures on OA, the per-member averages on
 * APPS, all read from the deposits' rollups. One rollup reader (its live figures' cache) serves both prefixes. Its
 * background work, the fleet's job 'statistics-seal', seals the city's closed days, weeks and months ahead of the
 * pages (a day that just closed, a range a late deposit un-sealed), once per STATISTICS_INTERVAL_MS.
 */
import { defineArea, type AreaPlugin } from '../area';
import { createRollupReader, sealStatistics } from './rollups';
import { memberAverageRoutes, statisticsRoutes } from './statistics';

const statisticsPlugins: AreaPlugin = async (app, context) => {
  const reader = createRollupReader(context.db, context.now);
  await app.register(statisticsRoutes(reader), { ...context, prefix: '/oa' });
  await app.register(memberAverageRoutes(reader), { ...context, prefix: '/apps' });
};

export const statisticsArea = defineArea({
  name: 'statistics',
  plugin: statisticsPlugins,
  start: ({ db, fleet }, config) =>
    fleet.every('statistics-seal', config.statisticsIntervalMs, (now) => sealStatistics(db, now)),
});

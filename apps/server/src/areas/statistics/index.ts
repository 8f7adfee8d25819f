/**
 * The statistics area (docs/areas/statistics.md): the statistics pages' figures on OA, the per-member averages on
 * APPS, all read from the deposits' rollups. One rollup reader (its live figures' cache) serves both prefixes.
 */
import { defineArea, type AreaPlugin } from '../area';
import { createRollupReader } from './rollups';
import { memberAverageRoutes, statisticsRoutes } from './statistics';

const statisticsPlugins: AreaPlugin = async (app, context) => {
  const reader = createRollupReader(context.db, context.now);
  await app.register(statisticsRoutes(reader), { ...context, prefix: '/oa' });
  await app.register(memberAverageRoutes(reader), { ...context, prefix: '/apps' });
};

export const statisticsArea = defineArea({ name: 'statistics', plugin: statisticsPlugins });

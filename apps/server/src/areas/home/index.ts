/**
 * The home page's counts on OA (the console's /dashboard): one summary across the robot, user and client areas,
 * each count as its list counts it. The cup programme's counts are SEOUL_CUP's own (areas/cup/summary.ts).
 */
import { defineArea, type AreaPlugin } from '../area';
import { homeSummaryRoutes } from './summary';

const homeRoutes: AreaPlugin = async (app, context) => {
  await app.register(homeSummaryRoutes, { ...context, prefix: '/oa' });
};

export const homeArea = defineArea({ name: 'home', plugin: homeRoutes });

/**
 * The robot area (docs/areas/robots.md): robots and their log and live streams, alerts (OA), RC 4.0 deposits
 * (APPS) and update files (OA_BLOB, which is OA's host, so the whole module is under /oa).
 */
import type { AreaPlugin } from '../area';
import { alertRoutes } from './alerts/alerts';
import { collectionRoutes } from './rc40/collections';
import { updateFileRoutes } from './rc40/updateFiles';
import { robotRoutes } from './robots';
import { streamRoutes } from './stream';

export const robotsArea: AreaPlugin = async (app, context) => {
  await app.register(alertRoutes, { ...context, prefix: '/oa' });
  await app.register(collectionRoutes, { ...context, prefix: '/apps' });
  await app.register(updateFileRoutes, { ...context, prefix: '/oa' });
  await app.register(robotRoutes, { ...context, prefix: '/oa' });
  await app.register(streamRoutes, { ...context, prefix: '/oa' });
};

/** The clients area (OA, docs/areas/users-and-clients.md): client organisations, their children and domains. */
import type { AreaPlugin } from '../area';
import { clientRoutes } from './clients';

export const clientsArea: AreaPlugin = async (app, context) => {
  await app.register(clientRoutes, { ...context, prefix: '/oa' });
};

/** The clients area (OA, docs/areas/users-and-clients.md): client organisations, their children and domains. */
import { defineArea, type AreaPlugin } from '../area';
import { seedClientDomains } from './seed';
import { clientRoutes } from './clients';

const clientsRoutes: AreaPlugin = async (app, context) => {
  await app.register(clientRoutes, { ...context, prefix: '/oa' });
};

export const clientsArea = defineArea({ name: 'clients', plugin: clientsRoutes, seed: seedClientDomains });

/** The users area (OA, docs/areas/users-and-clients.md): console users and permission groups. */
import { defineArea, type AreaPlugin } from '../area';
import { groupRoutes } from './groups';
import { userRoutes } from './users';

const usersRoutes: AreaPlugin = async (app, context) => {
  await app.register(userRoutes, { ...context, prefix: '/oa' });
  await app.register(groupRoutes, { ...context, prefix: '/oa' });
};

export const usersArea = defineArea({ name: 'users', plugin: usersRoutes });

/**
 * The city cup programme (docs/areas/cup.md): rental and return machines, their alerts, rentals and members'
 * phone numbers, on SEOUL_CUP's prefix. The CUID API (cup and box IDs) joins it with the later screens.
 */
import type { AreaPlugin } from '../area';
import { machineAlertRoutes } from './alerts';
import { machineRoutes } from './machines';
import { rentalRoutes } from './rentals';
import { summaryRoutes } from './summary';

export const cupArea: AreaPlugin = async (app, context) => {
  await app.register(machineRoutes, { ...context, prefix: '/seoul-cup' });
  await app.register(machineAlertRoutes, { ...context, prefix: '/seoul-cup' });
  await app.register(rentalRoutes, { ...context, prefix: '/seoul-cup' });
  await app.register(summaryRoutes, { ...context, prefix: '/seoul-cup' });
};

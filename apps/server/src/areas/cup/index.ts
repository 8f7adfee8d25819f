/**
 * The city cup programme (docs/areas/cup.md) on SEOUL_CUP's prefix: rental and return machines (with their map and
 * live monitors), their alerts, rentals and members' phone numbers, return events, the home page's summary. The
 * CUID API (cup and box IDs) joins it with the later screens.
 */
import type { AreaPlugin } from '../area';
import { machineAlertRoutes } from './alerts';
import { boxRoutes } from './boxes';
import { crewRoutes } from './crew';
import { idRoutes } from './ids';
import { machineRoutes } from './machines';
import { refundRoutes } from './refunds/routes';
import { rentalRoutes } from './rentals/routes';
import { cupStreamRoutes } from './streams';
import { summaryRoutes } from './summary';
import { washingRoutes } from './washing';

export const cupArea: AreaPlugin = async (app, context) => {
  await app.register(machineRoutes, { ...context, prefix: '/seoul-cup' });
  await app.register(machineAlertRoutes, { ...context, prefix: '/seoul-cup' });
  await app.register(rentalRoutes, { ...context, prefix: '/seoul-cup' });
  await app.register(cupStreamRoutes, { ...context, prefix: '/seoul-cup' });
  await app.register(summaryRoutes, { ...context, prefix: '/seoul-cup' });
  await app.register(refundRoutes, { ...context, prefix: '/seoul-cup' });
  await app.register(crewRoutes, { ...context, prefix: '/seoul-cup' });
  await app.register(idRoutes, { ...context, prefix: '/seoul-cup' });
  await app.register(boxRoutes, { ...context, prefix: '/seoul-cup' });
  await app.register(washingRoutes, { ...context, prefix: '/seoul-cup' });
};

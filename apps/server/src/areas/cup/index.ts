/**
 * The city cup programme (docs/areas/cup.md) on SEOUL_CUP's prefix: rental and return machines (with their map and
 * live monitors), their alerts, rentals and members' phone numbers, return events, the home page's summary. The
 * CUID API (cup and box IDs) joins it with the later screens.
 */
import type { AreaPlugin } from '../area';
import { boxRoutes } from './boxes/routes';
import { crewRoutes } from './crew/routes';
import { idRoutes } from './ids/routes';
import { machinesRoutes } from './machines/routes';
import { refundRoutes } from './refunds';
import { rentalRoutes } from './rentals';
import { returnEventRoutes } from './returns';
import { shipmentRoutes } from './shipments/routes';
import { washingRoutes } from './washing/routes';

export const cupArea: AreaPlugin = async (app, context) => {
  await app.register(machinesRoutes, { ...context, prefix: '/seoul-cup' });
  await app.register(rentalRoutes, { ...context, prefix: '/seoul-cup' });
  await app.register(returnEventRoutes, { ...context, prefix: '/seoul-cup' });
  await app.register(refundRoutes, { ...context, prefix: '/seoul-cup' });
  await app.register(crewRoutes, { ...context, prefix: '/seoul-cup' });
  await app.register(idRoutes, { ...context, prefix: '/seoul-cup' });
  await app.register(boxRoutes, { ...context, prefix: '/seoul-cup' });
  await app.register(shipmentRoutes, { ...context, prefix: '/seoul-cup' });
  await app.register(washingRoutes, { ...context, prefix: '/seoul-cup' });
};

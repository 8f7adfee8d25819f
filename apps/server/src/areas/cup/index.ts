/**
 * The city cup programme (docs/areas/cup.md) on SEOUL_CUP's prefix: rental and return machines (with their map and
 * live monitors), their alerts, rentals and members' phone numbers, return events, the home page's summary. The
 * CUID API (cup and box IDs) joins it with the later screens.
 */
import { defineArea } from '../area';
import type { CupLive } from './machines/live';
import type { Remitter } from './refunds/remitter';
import type { CupOptions, CupPlugin, CupServices } from './context';
import { closeCupServices, cupOptionsFrom, cupServices, seedCupArea, startCupWork } from './services';
import { boxRoutes } from './boxes/routes';
import { crewRoutes } from './crew/routes';
import { idRoutes } from './ids/routes';
import { machinesRoutes } from './machines/routes';
import { refundRoutes } from './refunds/routes';
import { rentalRoutes } from './rentals/routes';
import { shipmentRoutes } from './shipments/routes';
import { washingRoutes } from './washing/routes';

const cupRoutes: CupPlugin = async (app, context) => {
  await app.register(machinesRoutes, { ...context, prefix: '/seoul-cup' });
  await app.register(rentalRoutes, { ...context, prefix: '/seoul-cup' });
  await app.register(refundRoutes, { ...context, prefix: '/seoul-cup' });
  await app.register(crewRoutes, { ...context, prefix: '/seoul-cup' });
  await app.register(idRoutes, { ...context, prefix: '/seoul-cup' });
  await app.register(boxRoutes, { ...context, prefix: '/seoul-cup' });
  await app.register(shipmentRoutes, { ...context, prefix: '/seoul-cup' });
  await app.register(washingRoutes, { ...context, prefix: '/seoul-cup' });
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The cup programme's changes for its monitors (tests watch them). */
    cupLive: CupLive;
    /** Sends requested refunds to the bank: server.ts starts its rounds; tests call `run`. */
    remitter: Remitter;
  }
}

/** The cup area: its routes, its own services and options, its simulator and remitter, its seed. */
export const cupArea = defineArea<'cup', CupServices, CupOptions>({
  name: 'cup',
  plugin: cupRoutes,
  services: cupServices,
  optionsFrom: cupOptionsFrom,
  decorate(app, { cupLive, remitter }) {
    app.decorate('cupLive', cupLive);
    app.decorate('remitter', remitter);
  },
  start: startCupWork,
  close: closeCupServices,
  seed: seedCupArea,
});

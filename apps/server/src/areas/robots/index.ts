/**
 * Robot management (OA) and RC 4.0's deposits (APPS): robots, their log, commands and live streams, alerts, update
 * files and rollouts. The area makes its own live events, runs its simulator when the configuration says so, and
 * seeds robots, their history and the RC 4.0 update files.
 */
import { defineArea } from '../area';
import { alertRoutes } from './alerts/alerts';
import type { RobotOptions, RobotServices, RobotsPlugin } from './context';
import { createRobotEvents, type RobotEvents } from './events';
import { collectionRoutes } from './rc40/collections';
import { seedRc40 } from './rc40/seed';
import { updateFileRoutes } from './rc40/updateFiles';
import { robotRoutes } from './robots';
import { seedRobots } from './seed';
import { createSimulator } from './simulator';
import { streamRoutes } from './stream';

const robotsRoutes: RobotsPlugin = async (app, context) => {
  await app.register(alertRoutes, { ...context, prefix: '/oa' });
  await app.register(collectionRoutes, { ...context, prefix: '/apps' });
  await app.register(updateFileRoutes, { ...context, prefix: '/oa' });
  await app.register(robotRoutes, { ...context, prefix: '/oa' });
  await app.register(streamRoutes, { ...context, prefix: '/oa' });
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Robot changes for the live streams (tests watch its subscribers). */
    robotEvents: RobotEvents;
  }
}

export const robotsArea = defineArea<'robots', RobotServices, RobotOptions>({
  name: 'robots',
  plugin: robotsRoutes,
  services: ({ db, streamPollMs, now, onError }) => ({
    robotEvents: createRobotEvents({ db, pollMs: streamPollMs, now, onError }),
  }),
  decorate(app, { robotEvents }) {
    app.decorate('robotEvents', robotEvents);
  },
  start({ db, fleet, robotEvents }, config) {
    if (!config.simulator) return undefined;
    const simulator = createSimulator({ db, events: robotEvents, intervalMs: config.simulatorIntervalMs });
    return fleet.every('robot-simulator', config.simulatorIntervalMs, (now) => simulator.tick(now));
  },
  close({ robotEvents }) {
    robotEvents.close();
  },
  async seed({ db, size, clients, blobs }, options) {
    const seeded = await seedRobots(db, clients, { size, ...options?.seed });
    // RC 4.0 update files and their rollouts: after the robots (it reads them back).
    await seedRc40(db, { blobs });
    return { robots: seeded.robots };
  },
});

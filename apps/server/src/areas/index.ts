/**
 * Every area of the API, one plugin each (its folder's index.ts), registered by app.ts in this order with the
 * shared AreaContext. A new area is a new folder and one line here (docs/server.md "Layout"). A list, not a
 * directory scan (@fastify/autoload): esbuild bundles the server into one file, so there is no folder to scan at
 * run time, and the list says the order.
 */
import type { AreaPlugin } from './area';
import { clientsArea } from './clients';
import { cupArea } from './cup';
import { homeArea } from './home';
import { robotsArea } from './robots';
import { statisticsArea } from './statistics';
import { usersArea } from './users';

export const AREAS: readonly AreaPlugin[] = [usersArea, clientsArea, robotsArea, cupArea, homeArea, statisticsArea];

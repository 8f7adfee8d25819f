/**
 * Every area of the API (its folder's index.ts), in the order app.ts registers them. A new area is a new folder and
 * one line here (docs/server.md "Layout"). A list, not a directory scan (@fastify/autoload): esbuild bundles the
 * server into one file, so there is no folder to scan at run time, and the list says the order. This is the one
 * platform module that imports the areas: app.ts, server.ts and the seed know them only through it.
 */
import type { ServerConfig } from '../config';
import type { AnyArea, Area } from './area';
import { clientsArea } from './clients';
import { cupArea } from './cup';
import { homeArea } from './home';
import { robotsArea } from './robots';
import { statisticsArea } from './statistics';
import { usersArea } from './users';

export const AREAS = [usersArea, clientsArea, robotsArea, cupArea, homeArea, statisticsArea] as const;

type Listed = (typeof AREAS)[number];
/* eslint-disable @typescript-eslint/no-explicit-any -- the area's own types are read out of its description */
type OptionsOf<A> = A extends Area<any, any, infer Options> ? Options : never;
type ServicesOf<A> = A extends Area<any, infer Services, any> ? Services : never;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** Each area's own options by its name (`AppOptions.areas`, the seed's, the harness's). */
export type AreaOptions = { [A in Listed as OptionsOf<A> extends undefined ? never : A['name']]?: OptionsOf<A> };

/** Each area's services by its name (`app.areas`). */
export type AreaServices = { [A in Listed as A['name']]: ServicesOf<A> };

/** The list as the platform walks it. */
export const AREA_LIST: readonly AnyArea[] = AREAS;

/** Each area's options from the server's configuration (server.ts). */
export function areaOptionsFrom(config: ServerConfig): AreaOptions {
  const options: Record<string, unknown> = {};
  for (const area of AREA_LIST) if (area.optionsFrom !== undefined) options[area.name] = area.optionsFrom(config);
  return options;
}

/** One area's options out of AreaOptions, for the platform's walk over the list. */
export const optionsOf = (options: AreaOptions | undefined, area: AnyArea): unknown =>
  (options as Record<string, unknown> | undefined)?.[area.name];

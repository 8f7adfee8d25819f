/**
 * How a signed-in route gets its screen module without the entry or the layout carrying a list of the console's
 * screens (which grew with every screen: issue 16).
 *
 * - Opened directly, the page the server sent names the route's screen chunk
 *   (`<link rel="modulepreload" data-screen="<route pattern>">`, apps/server/src/console/preloads.ts, from the
 *   build's route-preloads.json) and it is imported from there: it is already on its way with the entry, and its
 *   stylesheets are already in the page.
 * - Every other screen comes through the registry (screenRegistry.ts: one lazy loader per screen, with the
 *   stylesheets and chunks each needs), a chunk of its own that loads at the first sign of a move to another
 *   screen (a pointer over or focus on a link: `preloadScreens`) or at the move itself.
 */
import type { RouteObject } from 'react-router';
import type * as ScreenRegistry from './screenRegistry';

type Lazy = Extract<NonNullable<RouteObject['lazy']>, (...args: never[]) => unknown>;
/** What a page module gives the router (its `Component`, and whatever else react-router reads). */
export type RouteModule = Awaited<ReturnType<Lazy>>;

let registry: Promise<typeof ScreenRegistry> | undefined;

/** Loads the registry of every screen (once; again after a failed attempt). */
export function preloadScreens(): Promise<typeof ScreenRegistry> {
  registry ??= import('./screenRegistry').catch((error: unknown) => {
    registry = undefined;
    throw error;
  });
  return registry;
}

/** The screen module of a signed-in route pattern (as in the route table). */
export async function loadScreen(pattern: string): Promise<RouteModule> {
  const named = document.querySelector<HTMLLinkElement>(
    `link[rel="modulepreload"][data-screen="${CSS.escape(pattern)}"]`,
  );
  if (named !== null) return (await import(/* @vite-ignore */ named.href)) as RouteModule;
  return (await preloadScreens()).loadScreen(pattern);
}

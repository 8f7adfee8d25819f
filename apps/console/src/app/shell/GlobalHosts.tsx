/**
 * Where the app-wide hosts (the toasts, the confirm dialog) render: outside every route, so the guard's alert can
 * show before any layout has. Each mounts the first time something uses it (`mountGlobalHost`: app/notify.ts for
 * a toast, the guard's alert for the dialog) and brings its own code then, so neither the entry nor any first
 * screen loads Radix Toast or Dialog (about 23 kB brotli). A request made before its host has loaded waits in the
 * host's store and shows when it mounts.
 */
import { Suspense, useSyncExternalStore, type ComponentType } from 'react';

let hosts: readonly (readonly [name: string, host: ComponentType])[] = [];
const listeners = new Set<() => void>();

/** Mounts a host once under `name` (a lazy component: its chunk loads now). */
export function mountGlobalHost(name: string, host: ComponentType): void {
  if (hosts.some(([mounted]) => mounted === name)) return;
  hosts = [...hosts, [name, host]];
  for (const listener of [...listeners]) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const getHosts = () => hosts;

export function GlobalHosts() {
  return useSyncExternalStore(subscribe, getHosts, getHosts).map(([name, Host]) => (
    <Suspense key={name} fallback={null}>
      <Host />
    </Suspense>
  ));
}

/**
 * The app-wide toasts and confirm dialog. Each mounts the first time something uses it (`mountGlobalHost`:
 * app/notify.ts for a toast, the guard's alert for the dialog), so no screen loads their code (Radix Toast and
 * Dialog, about 23 kB brotli) before the first interaction that needs it. A request made before its host has
 * loaded waits in the host's store and shows when it mounts.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';

const HOSTS = {
  toast: lazy(() => import('@oa/ui/Toast').then((module) => ({ default: module.Toaster }))),
  confirm: lazy(() => import('@oa/ui/ConfirmDialog').then((module) => ({ default: module.ConfirmDialogHost }))),
};
type Host = keyof typeof HOSTS;

let mounted: readonly Host[] = [];
const listeners = new Set<() => void>();

/** Mounts a host (once); its requests show from then on. */
export function mountGlobalHost(host: Host): void {
  if (mounted.includes(host)) return;
  mounted = [...mounted, host];
  for (const listener of [...listeners]) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const getMounted = () => mounted;

export function GlobalHosts() {
  const hosts = useSyncExternalStore(subscribe, getMounted, getMounted);
  return hosts.map((host) => {
    const Host = HOSTS[host];
    return (
      <Suspense key={host} fallback={null}>
        <Host />
      </Suspense>
    );
  });
}

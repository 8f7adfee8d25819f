/**
 * The app-wide toasts and confirm dialog. Their code (Radix Toast and Dialog) is not part of the first screen:
 * they mount when something asks for them (`mountGlobalHosts()`: the signed-in layout, or the guard's alert). A
 * request made before they load waits in its store and shows when they mount.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';

const Toaster = lazy(() => import('@oa/ui/Toast').then((module) => ({ default: module.Toaster })));
const ConfirmDialogHost = lazy(() =>
  import('@oa/ui/ConfirmDialog').then((module) => ({ default: module.ConfirmDialogHost })),
);

let mounted = false;
const listeners = new Set<() => void>();

export function mountGlobalHosts(): void {
  if (mounted) return;
  mounted = true;
  for (const listener of [...listeners]) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const isMounted = () => mounted;

export function GlobalHosts() {
  const show = useSyncExternalStore(subscribe, isMounted, isMounted);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
      <ConfirmDialogHost />
    </Suspense>
  );
}

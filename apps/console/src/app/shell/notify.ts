/**
 * Toasts for every screen without the toast host's code in their first load. `@oa/ui/Toast` (Radix Toast) loads
 * with the first toast and its host mounts then (app/GlobalHosts.tsx); a static `import { toast } from
 * '@oa/ui/Toast'` would make a screen load that whole chunk before it can draw (measured: 12.4 kB brotli on the
 * list screen). Importing it here on demand shares the host's copy (the same toast queue).
 */
import { lazy } from 'react';
import { mountGlobalHost } from './GlobalHosts';

const Toaster = lazy(() => import('@oa/ui/Toast').then((module) => ({ default: module.Toaster })));

type ToastType = 'success' | 'info' | 'warning' | 'error';

export function notify(type: ToastType, message: string): void {
  mountGlobalHost('toast', Toaster);
  void import('@oa/ui/Toast').then(({ toast }) => toast[type](message));
}

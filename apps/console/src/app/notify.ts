/**
 * Toasts for every screen without the toast host's code in their first load. `@oa/ui/Toast` is the chunk the
 * signed-in layout loads on its own (app/GlobalHosts.tsx imports it dynamically, Radix Toast included); a static
 * `import { toast } from '@oa/ui/Toast'` makes a screen load that whole chunk before it can draw (measured: 12.4 kB
 * brotli on the list screen). Importing it here on demand shares the layout's copy (the same toast queue).
 */
type ToastType = 'success' | 'info' | 'warning' | 'error';

export function notify(type: ToastType, message: string): void {
  void import('@oa/ui/Toast').then(({ toast }) => toast[type](message));
}

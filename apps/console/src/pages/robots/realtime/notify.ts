/**
 * A toast from the robot screens without a static import of @oa/ui/Toast: that import puts the toaster's chunk
 * (Radix Toast, about 12 kB brotli) into the screen's first load, although the layout mounts the toaster anyway.
 * By the time a user's action ends, the chunk is loaded, so the toast shows at once.
 */
export function notify(type: 'success' | 'error', message: string): void {
  void import('@oa/ui/Toast').then(({ toast }) => {
    toast[type](message);
  });
}

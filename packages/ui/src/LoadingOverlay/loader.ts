/**
 * The global loader flag (spec §2: "shown while a global loader flag is on"), kept as a set of open
 * operations rather than a boolean: an operation that finishes first cannot hide the overlay while a
 * nested or parallel one still runs. Plain module state read through useSyncExternalStore; no context.
 */

/** Ends one operation. Calling it again does nothing. */
export type StopLoading = () => void;

export interface Loader {
  /** Starts an operation: the overlay shows until every started operation is stopped. */
  start: () => StopLoading;
  /** Runs the overlay for as long as `promise` is pending; returns the same result or rejection. */
  track: <T>(promise: Promise<T>) => Promise<T>;
  /** Stops every open operation (e.g. on logout); stop functions handed out earlier become no-ops. */
  reset: () => void;
  /** How many operations are open. */
  count: () => number;
  /** True while at least one operation is open. */
  isActive: () => boolean;
  /** For useSyncExternalStore: calls `listener` whenever the count changes; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

export function createLoader(): Loader {
  const open = new Set<symbol>();
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };

  const loader: Loader = {
    start() {
      const operation = Symbol('loading');
      open.add(operation);
      emit();
      return () => {
        // Idempotent: deleting an operation that is already gone (stopped twice, or reset) changes nothing.
        if (open.delete(operation)) emit();
      };
    },
    async track(promise) {
      const stop = loader.start();
      try {
        return await promise;
      } finally {
        stop();
      }
    },
    reset() {
      if (open.size === 0) return;
      open.clear();
      emit();
    },
    count: () => open.size,
    isActive: () => open.size > 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return loader;
}

/** The app-wide loader that `<LoadingOverlay />` follows. */
export const loader = createLoader();

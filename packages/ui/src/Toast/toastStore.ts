/**
 * The toast queue (spec §2 and §9: types success, info, warning, error, loading; 4 seconds; at most 3
 * visible). Pure state functions plus a small subscribable store; the `<Toaster />` renders the state with
 * Radix Toast, which runs the timers from each toast's `duration`.
 */

export type ToastType = 'success' | 'info' | 'warning' | 'error' | 'loading';

/** spec §9: how long a toast stays, in milliseconds. */
export const TOAST_DURATION = 4000;
/** spec §9: how many toasts are visible at once; a newer one pushes out the oldest. */
export const TOAST_LIMIT = 3;

export interface ToastItem {
  id: string;
  type: ToastType;
  message: string;
  /** Milliseconds on screen when asked for; undefined takes the Toaster's default (4000). See `durationFor`. */
  duration?: number;
  /**
   * Counts updates. The Toaster keys each toast by id and revision, so an updated toast is announced again
   * and its timer starts over.
   */
  revision: number;
}

export interface ToastOptions {
  /** Reuse an id to replace that toast instead of adding another (e.g. one "saved" toast per form). */
  id?: string;
  /** Milliseconds on screen. Default 4000; loading toasts ignore it and stay until updated. */
  duration?: number;
}

export interface ToastUpdate {
  type?: ToastType;
  message?: string;
  /** New time on screen, counted from the update. Default: 4000 when the toast stops being a loading toast. */
  duration?: number;
}

/**
 * How long a toast stays, in milliseconds (Infinity: until dismissed or updated). A loading toast waits for
 * its operation, so it never closes by itself; others stay their own duration or the Toaster's default.
 */
export function durationFor(toast: Pick<ToastItem, 'type' | 'duration'>, fallback = TOAST_DURATION): number {
  return toast.type === 'loading' ? Infinity : (toast.duration ?? fallback);
}

/** Adds a toast at the end; replaces one with the same id in place; drops the oldest beyond `limit`. */
export function addToast(toasts: readonly ToastItem[], toast: ToastItem, limit = TOAST_LIMIT): ToastItem[] {
  const existing = toasts.find((item) => item.id === toast.id);
  if (existing) {
    const replacement = { ...toast, revision: existing.revision + 1 };
    return toasts.map((item) => (item.id === toast.id ? replacement : item));
  }
  const next = [...toasts, toast];
  return next.slice(Math.max(0, next.length - limit));
}

/**
 * Changes a toast's type, message or duration (a loading toast becoming success or error). The new
 * duration counts from now. An id that is no longer shown (closed, or pushed out by newer toasts) comes
 * back as a new toast when type and message are both given, so the outcome of an operation is never lost.
 */
export function updateToast(
  toasts: readonly ToastItem[],
  id: string,
  update: ToastUpdate,
  limit = TOAST_LIMIT,
): ToastItem[] {
  const current = toasts.find((item) => item.id === id);
  if (!current) {
    if (update.type === undefined || update.message === undefined) return [...toasts];
    const revived = { id, type: update.type, message: update.message, duration: update.duration, revision: 0 };
    return addToast(toasts, revived, limit);
  }
  const type = update.type ?? current.type;
  // A changed type starts a fresh duration (the default unless one is given); otherwise the old one stays.
  const duration = update.duration !== undefined || type !== current.type ? update.duration : current.duration;
  return toasts.map((item) =>
    item.id === id
      ? { ...item, type, message: update.message ?? item.message, duration, revision: item.revision + 1 }
      : item,
  );
}

/** Removes one toast, or every toast when no id is given. */
export function dismissToast(toasts: readonly ToastItem[], id?: string): ToastItem[] {
  return id === undefined ? [] : toasts.filter((item) => item.id !== id);
}

export interface ToastStore {
  /** Shows a toast and returns its id (for `update` and `dismiss`). */
  show: (type: ToastType, message: string, options?: ToastOptions) => string;
  update: (id: string, update: ToastUpdate) => void;
  /** Closes one toast, or all of them. */
  dismiss: (id?: string) => void;
  /** The visible toasts, oldest first (a new array only when something changed). */
  getSnapshot: () => readonly ToastItem[];
  subscribe: (listener: () => void) => () => void;
}

export function createToastStore(limit = TOAST_LIMIT): ToastStore {
  let toasts: readonly ToastItem[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const set = (next: readonly ToastItem[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };
  return {
    show(type, message, options = {}) {
      const id = options.id ?? `toast-${nextId++}`;
      set(addToast(toasts, { id, type, message, duration: options.duration, revision: 0 }, limit));
      return id;
    },
    update(id, update) {
      set(updateToast(toasts, id, update, limit));
    },
    dismiss(id) {
      if (toasts.length > 0) set(dismissToast(toasts, id));
    },
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * The global confirm dialog's queue (spec §2: "global confirm dialog: multi-line text with one confirm
 * button; shown or hidden"). `confirm()` can be called from anywhere; `<ConfirmDialogHost />` shows the
 * first request, and the next one after it is closed. Plain module state for useSyncExternalStore.
 */

export interface ConfirmOptions {
  /** Heading. Optional: without one the dialog is named '알림' for screen readers only. */
  title?: string;
  /** The text; line breaks (\n) are kept. */
  message: string;
  /** The button's text. Default '확인'. */
  confirmLabel?: string;
}

export interface ConfirmRequest extends ConfirmOptions {
  /** Unique per request; the host keys the dialog by it. */
  id: number;
  /**
   * Where focus goes back when the queue empties: the element focused when the first dialog of a run was
   * requested (queued requests inherit it, since by then focus is inside the dialog).
   */
  returnFocus?: HTMLElement;
}

export interface ConfirmStore {
  /** Queues a dialog; the promise resolves when the user closes it (confirm button or Escape). */
  confirm: (options: ConfirmOptions) => Promise<void>;
  /** Closes the request with this id if it is the one shown, resolving its promise; otherwise does nothing. */
  close: (id: number) => void;
  /** The request to show now, if any (the same object until it changes). */
  current: () => ConfirmRequest | undefined;
  /** How many requests wait behind the current one. */
  waiting: () => number;
  subscribe: (listener: () => void) => () => void;
}

export function createConfirmStore(): ConfirmStore {
  const queue: { request: ConfirmRequest; resolve: () => void }[] = [];
  const listeners = new Set<() => void>();
  let nextId = 1;
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    confirm(options) {
      const returnFocus = queue[0]?.request.returnFocus ?? (queue.length === 0 ? focusedElement() : undefined);
      return new Promise<void>((resolve) => {
        queue.push({ request: { ...options, id: nextId++, returnFocus }, resolve });
        if (queue.length === 1) emit();
      });
    },
    close(id) {
      // Closing twice (the button and the dialog's own close both report it) resolves once.
      if (queue[0]?.request.id !== id) return;
      const [closed] = queue.splice(0, 1);
      emit();
      closed?.resolve();
    },
    current: () => queue[0]?.request,
    waiting: () => Math.max(0, queue.length - 1),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

const focusedElement = () =>
  typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : undefined;

/** The app-wide queue behind `confirm()` and `<ConfirmDialogHost />`. */
export const confirmStore = createConfirmStore();

/**
 * Shows the global confirm dialog and resolves when it is closed:
 * `await confirm({ message: '저장되었습니다.\n목록으로 이동합니다.' })`. Calls made while one is open wait
 * their turn. Needs `<ConfirmDialogHost />` rendered once in the app.
 */
export const confirm = (options: ConfirmOptions): Promise<void> => confirmStore.confirm(options);

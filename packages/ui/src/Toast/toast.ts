import { createToastStore, type ToastOptions, type ToastUpdate } from './toastStore';

/** The app-wide toast queue that `<Toaster />` shows. */
export const toastStore = createToastStore();

/**
 * Shows toasts from anywhere (event handlers, mutation callbacks), no hook or context needed:
 * `toast.success('저장되었습니다')`. Each call returns the toast's id. A loading toast stays until updated:
 * `const id = toast.loading('저장 중…'); ... toast.update(id, { type: 'success', message: '저장되었습니다' })`.
 */
export const toast = {
  success: (message: string, options?: ToastOptions) => toastStore.show('success', message, options),
  info: (message: string, options?: ToastOptions) => toastStore.show('info', message, options),
  warning: (message: string, options?: ToastOptions) => toastStore.show('warning', message, options),
  error: (message: string, options?: ToastOptions) => toastStore.show('error', message, options),
  loading: (message: string, options?: ToastOptions) => toastStore.show('loading', message, options),
  /** Changes a toast's type or message (e.g. loading into success or error); its timer starts over. */
  update: (id: string, update: ToastUpdate) => {
    toastStore.update(id, update);
  },
  /** Closes one toast, or all of them when no id is given. */
  dismiss: (id?: string) => {
    toastStore.dismiss(id);
  },
};

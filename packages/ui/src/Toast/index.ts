export { Toaster, type ToasterProps } from './Toaster';
export { toast, toastStore } from './toast';
export {
  createToastStore,
  TOAST_DURATION,
  TOAST_LIMIT,
  type ToastItem,
  type ToastOptions,
  type ToastStore,
  type ToastType,
  type ToastUpdate,
} from './toastStore';

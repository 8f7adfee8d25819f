import * as RadixToast from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { Spinner } from '../Spinner';
import { toastStore } from './toast';
import { durationFor, TOAST_DURATION, type ToastStore, type ToastType } from './toastStore';
import * as s from './Toast.css';

const icons: Record<ToastType, ReactNode> = {
  success: <CircleCheck size={20} />,
  info: <Info size={20} />,
  warning: <TriangleAlert size={20} />,
  error: <CircleAlert size={20} />,
  loading: <Spinner size="sm" tone="current" />,
};

export interface ToasterProps {
  /** Default time on screen in milliseconds. Default 4000 (spec §9). Loading toasts stay until updated. */
  duration?: number;
  /** Screen reader name of the toast region; `{hotkey}` becomes the key that jumps to it. Default '알림 ({hotkey})'. */
  label?: string;
  /** Keys that move focus to the toasts. Default F8. */
  hotkey?: string[];
  /** Accessible name of each toast's close button. Default '닫기'. */
  closeLabel?: string;
  /** The queue to show. Default the app-wide one behind `toast`. */
  store?: ToastStore;
}

/**
 * Shows the toasts of `toast.success(...)` and friends (spec §2): bottom right, 356px wide, at most three,
 * each with its type's icon and colour, gone after 4 seconds (paused while hovered or focused). Render once
 * near the app root. Errors and warnings are announced assertively, the rest politely.
 */
export function Toaster({
  duration = TOAST_DURATION,
  label = '알림 ({hotkey})',
  hotkey,
  closeLabel = '닫기',
  store = toastStore,
}: ToasterProps) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <RadixToast.Provider label="알림" swipeDirection="right" duration={duration}>
      {toasts.map((item) => (
        <RadixToast.Root
          // A new revision remounts the toast, so an update is announced and its timer starts over.
          key={`${item.id}:${item.revision}`}
          type={item.type === 'error' || item.type === 'warning' ? 'foreground' : 'background'}
          duration={durationFor(item, duration)}
          data-type={item.type}
          data-id={item.id}
          className={s.toast[item.type]}
          onOpenChange={(open) => {
            if (!open) store.dismiss(item.id);
          }}
        >
          <span className={s.icon} aria-hidden>
            {icons[item.type]}
          </span>
          <RadixToast.Description className={s.message}>{item.message}</RadixToast.Description>
          <RadixToast.Close className={s.close} aria-label={closeLabel}>
            <X size={16} aria-hidden />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className={s.viewport} label={label} hotkey={hotkey} />
    </RadixToast.Provider>
  );
}

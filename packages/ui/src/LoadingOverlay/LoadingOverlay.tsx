import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { Spinner } from '../Spinner';
import { loader as globalLoader, type Loader } from './loader';
import * as s from './LoadingOverlay.css';

export interface LoadingOverlayProps {
  /** Forces the overlay on or off, ignoring the loader (static states, e.g. in stories). Default: follow the loader. */
  open?: boolean;
  /** What the overlay says, on screen and to screen readers. Default '처리 중…'. */
  label?: string;
  /** The loader to follow. Default the app-wide `loader`; a separate one isolates tests. */
  source?: Loader;
}

/**
 * The full-screen spinner overlay (spec §2, layer 21). Render it once near the app root; it shows while any
 * operation started with `loader.start()` or `loader.track(promise)` is open, and blocks pointer input to
 * everything beneath it, a modal included (toasts stay above it). The status region stays mounted so that
 * screen readers hear '처리 중…' when an operation starts.
 */
export function LoadingOverlay({ open, label = '처리 중…', source = globalLoader }: LoadingOverlayProps) {
  const loading = useSyncExternalStore(source.subscribe, source.isActive, source.isActive);
  const active = open ?? loading;
  // Portalled to <body> so no transformed or clipped ancestor of the host can trap the fixed overlay.
  return createPortal(
    <div
      role="status"
      aria-live="polite"
      className={active ? s.overlay : s.idle}
      data-state={active ? 'open' : 'closed'}
    >
      {active && (
        <div className={s.panel}>
          <Spinner size="lg" />
          <span>{label}</span>
        </div>
      )}
    </div>,
    document.body,
  );
}

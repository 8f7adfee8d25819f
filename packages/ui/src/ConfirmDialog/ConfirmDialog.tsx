import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useSyncExternalStore } from 'react';
import { Button } from '../Button';
import { visuallyHidden } from '../internal/a11y.css';
import { useScrollable } from '../internal/useScrollable';
import { confirmStore as globalStore, type ConfirmStore } from './confirmStore';
import * as s from './ConfirmDialog.css';

export interface ConfirmDialogProps {
  /** Whether it is shown. */
  open: boolean;
  /** Called when the user closes it: the confirm button, or Escape. */
  onConfirm: () => void;
  /** Heading. Without one, `fallbackTitle` names the dialog for screen readers only. */
  title?: string;
  /** The text; line breaks (\n) are kept. */
  message: string;
  /** The button's text. Default '확인'. */
  confirmLabel?: string;
  /** The accessible name when there is no visible title. Default '알림'. */
  fallbackTitle?: string;
  /** Where focus goes on close; preventDefault() and focus elsewhere to override (the host uses it for queues). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The global confirm dialog's look (spec §2): a message of one or more lines and a single 확인 button, above
 * everything but toasts. An alert dialog: focus starts on the button and stays in the dialog; Escape also
 * closes it; a click outside does not. Apps use `confirm()` with `<ConfirmDialogHost />` rather than this.
 */
export function ConfirmDialog({
  open,
  onConfirm,
  title,
  message,
  confirmLabel = '확인',
  fallbackTitle = '알림',
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const [scrollable, observeMessage] = useScrollable({ eager: true });
  const button = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onConfirm();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={s.overlay}>
          <Dialog.Content
            role="alertdialog"
            className={s.content}
            onPointerDownOutside={(event) => {
              event.preventDefault();
            }}
            onCloseAutoFocus={onCloseAutoFocus}
            onOpenAutoFocus={(event) => {
              // Always the button, even when a long message is focusable first: Enter closes, as expected.
              event.preventDefault();
              button.current?.focus();
            }}
          >
            <Dialog.Title className={title === undefined ? visuallyHidden : s.title}>
              {title ?? fallbackTitle}
            </Dialog.Title>
            {/* A very long message scrolls; then it is focusable (Shift+Tab) so the keyboard can scroll it. */}
            <Dialog.Description ref={observeMessage} className={s.message} tabIndex={scrollable ? 0 : undefined}>
              {message}
            </Dialog.Description>
            <div className={s.actions}>
              <Button ref={button} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export interface ConfirmDialogHostProps {
  /** The queue to show. Default the app-wide one behind `confirm()`. */
  store?: ConfirmStore;
  /** The accessible name of dialogs without a title. Default '알림'. */
  fallbackTitle?: string;
}

/**
 * Shows the requests of `confirm()`, one at a time, in call order. Render it once near the app root.
 * When the last queued dialog closes, focus returns to where it was before the first one opened.
 */
export function ConfirmDialogHost({ store = globalStore, fallbackTitle }: ConfirmDialogHostProps) {
  const request = useSyncExternalStore(store.subscribe, store.current, store.current);
  if (request === undefined) return null;
  return (
    <ConfirmDialog
      key={request.id}
      open
      title={request.title}
      message={request.message}
      confirmLabel={request.confirmLabel}
      fallbackTitle={fallbackTitle}
      onConfirm={() => {
        store.close(request.id);
      }}
      onCloseAutoFocus={(event) => {
        // Each queued dialog is a fresh one (so it is announced), and Radix would send focus back to the
        // previous dialog's vanished button. The next dialog takes focus itself; the last hands it back.
        if (store.current() !== undefined) event.preventDefault();
        else if (request.returnFocus?.isConnected) {
          event.preventDefault();
          request.returnFocus.focus();
        }
      }}
    />
  );
}

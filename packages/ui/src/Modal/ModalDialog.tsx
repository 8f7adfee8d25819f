/**
 * The Radix Dialog behind Modal, loaded the first time a modal opens (Modal.tsx): Radix's dialog, focus trap,
 * scroll lock and dismissable layer are about 10 kB brotli that a page need not load before a dialog is asked for.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { inlineVars } from '../internal/inlineVars';
import { useScrollable } from '../internal/useScrollable';
import { loader } from '../LoadingOverlay/loader';
import type { ModalProps } from './Modal';
import * as s from './Modal.css';

export interface ModalDialogProps extends Omit<ModalProps, 'trigger'> {
  /** The trigger Modal drew, if any: focus returns to it on close. */
  returnFocusTo: HTMLElement | null;
}

export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  width = 'md',
  closeLabel = '닫기',
  dismissOnOutsideClick = false,
  returnFocusTo,
  className,
}: ModalDialogProps) {
  const [scrollable, observeBody] = useScrollable({ eager: true });
  const preset = typeof width === 'number' ? 'custom' : width;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={s.overlay}>
          <Dialog.Content
            className={clsx(s.content[preset], className)}
            style={typeof width === 'number' ? inlineVars({ [s.widthVar]: `${width}px` }) : undefined}
            onPointerDownOutside={(event) => {
              if (!dismissOnOutsideClick) event.preventDefault();
            }}
            onEscapeKeyDown={(event) => {
              if (loader.isActive()) event.preventDefault();
            }}
            onCloseAutoFocus={(event) => {
              if (returnFocusTo === null) return;
              event.preventDefault();
              returnFocusTo.focus();
            }}
          >
            <div className={s.header}>
              <div className={s.heading}>
                <Dialog.Title className={s.title}>{title}</Dialog.Title>
                {description !== undefined && (
                  <Dialog.Description className={s.description}>{description}</Dialog.Description>
                )}
              </div>
              <Dialog.Close className={s.close} aria-label={closeLabel}>
                <X size={20} aria-hidden />
              </Dialog.Close>
            </div>
            {/* Focusable only when it scrolls, so keyboard users can scroll it (WCAG 2.1.1). */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
            <div ref={observeBody} className={s.body} tabIndex={scrollable ? 0 : undefined}>
              {/* The content's own box: useScrollable watches it grow inside the body. */}
              <div>{children}</div>
            </div>
            {footer !== undefined && <div className={s.footer}>{footer}</div>}
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

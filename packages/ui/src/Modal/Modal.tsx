import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { inlineVars } from '../internal/inlineVars';
import { useScrollable } from '../internal/useScrollable';
import { loader } from '../LoadingOverlay/loader';
import * as s from './Modal.css';

export type ModalWidth = 'sm' | 'md' | 'lg' | number;

export interface ModalProps {
  /** Whether the modal is shown (controlled). */
  open: boolean;
  /** Called with false when the user closes it (Escape, the close button, or an outside click if allowed). */
  onOpenChange: (open: boolean) => void;
  /** The heading; also the dialog's accessible name. */
  title: ReactNode;
  /** A line under the title; also the dialog's accessible description. */
  description?: ReactNode;
  /** The body. It scrolls when taller than the window. Give a field `autoFocus` to focus it on open. */
  children: ReactNode;
  /** Actions at the foot, e.g. `<ConfirmButtons align="end" />`. */
  footer?: ReactNode;
  /**
   * 'sm' (546px), 'md' (728px), 'lg' (1092px), or a width in px; never wider than 1092px (spec §9) or the
   * window. Default 'md'.
   */
  width?: ModalWidth;
  /** Accessible name of the close button. Default '닫기'. */
  closeLabel?: string;
  /** Whether a click on the dimmed backdrop closes the modal. Default false: a stray click must not lose a form. */
  dismissOnOutsideClick?: boolean;
  /** An element that opens the modal (e.g. a Button); focus returns to it on close. */
  trigger?: ReactNode;
  className?: string;
}

/**
 * The modal container (spec §2): title, optional description, a body that scrolls, an optional footer.
 * Radix Dialog traps focus inside, closes on Escape and returns focus to where it was; the page behind is
 * inert to assistive technology. Escape does nothing while the loading overlay runs (a save in progress).
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  width = 'md',
  closeLabel = '닫기',
  dismissOnOutsideClick = false,
  trigger,
  className,
}: ModalProps) {
  const [scrollable, observeBody] = useScrollable({ eager: true });
  const preset = typeof width === 'number' ? 'custom' : width;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger !== undefined && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
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

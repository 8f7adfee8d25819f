import {
  cloneElement,
  isValidElement,
  lazy,
  Suspense,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

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

const ModalDialog = lazy(() => import('./ModalDialog').then((module) => ({ default: module.ModalDialog })));

interface TriggerProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * The modal container (spec §2): title, optional description, a body that scrolls, an optional footer.
 * Radix Dialog traps focus inside, closes on Escape and returns focus to the trigger; the page behind is inert to
 * assistive technology. Escape does nothing while the loading overlay runs (a save in progress). The dialog's
 * code (ModalDialog.tsx) loads the first time the modal opens, so a page with dialogs does not carry it in its
 * first load (issue 31); a closed modal draws only its trigger.
 */
export function Modal({ trigger, ...props }: ModalProps) {
  // The drawn trigger's element (a callback ref), where focus returns on close.
  const [triggerNode, setTriggerNode] = useState<HTMLElement | null>(null);
  // Drawn from the first opening on, so Radix closes it (and returns focus) as it always did.
  const [opened, setOpened] = useState(false);
  if (props.open && !opened) setOpened(true);
  const { open, onOpenChange } = props;
  const triggerElement = isValidElement<TriggerProps>(trigger)
    ? cloneElement(trigger as ReactElement<TriggerProps & Record<string, unknown>>, {
        ref: setTriggerNode,
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        onClick: (event: MouseEvent<HTMLElement>) => {
          trigger.props.onClick?.(event);
          if (!event.defaultPrevented) onOpenChange(true);
        },
      })
    : trigger;
  return (
    <>
      {triggerElement}
      {opened && (
        <Suspense fallback={null}>
          <ModalDialog {...props} returnFocusTo={triggerNode} />
        </Suspense>
      )}
    </>
  );
}

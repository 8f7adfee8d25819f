import { clsx } from 'clsx';
import type { MouseEvent } from 'react';
import { Button } from '../Button';
import * as s from './ConfirmButtons.css';

export interface ConfirmButtonsProps {
  /** Called when the cancel button is pressed. */
  onCancel?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Called when the confirm button is pressed (with `confirmType="submit"` the form's onSubmit runs too). */
  onConfirm?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Cancel button text. Default '취소'. */
  cancelLabel?: string;
  /** Confirm button text. Default '확인'. */
  confirmLabel?: string;
  /** The cancel action is running: 'Loading...', busy, clicks ignored. */
  cancelLoading?: boolean;
  /** The confirm action is running (e.g. the save request): 'Loading...', busy, clicks ignored. */
  confirmLoading?: boolean;
  /** Disables the cancel button. */
  cancelDisabled?: boolean;
  /** Disables the confirm button (e.g. while the form is invalid). */
  confirmDisabled?: boolean;
  /** 'submit' makes confirm submit its form (Enter in a field submits too). Default 'button'. */
  confirmType?: 'button' | 'submit';
  /** The form the confirm button submits, when it is rendered outside that form (e.g. in a modal footer). */
  form?: string;
  /** Horizontal placement of the pair. Default 'center'. */
  align?: 'center' | 'end' | 'start';
  className?: string;
}

/**
 * The cancel/confirm pair (spec §2) at the foot of forms and modals: cancel (secondary) left, confirm
 * (primary) right, both 121x34. Each can be busy on its own, so a slow save shows on confirm only.
 */
export function ConfirmButtons({
  onCancel,
  onConfirm,
  cancelLabel = '취소',
  confirmLabel = '확인',
  cancelLoading = false,
  confirmLoading = false,
  cancelDisabled = false,
  confirmDisabled = false,
  confirmType = 'button',
  form,
  align = 'center',
  className,
}: ConfirmButtonsProps) {
  return (
    <div className={clsx(s.group[align], className)}>
      <Button variant="secondary" loading={cancelLoading} disabled={cancelDisabled} onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button
        variant="primary"
        type={confirmType}
        form={form}
        loading={confirmLoading}
        disabled={confirmDisabled}
        onClick={onConfirm}
      >
        {confirmLabel}
      </Button>
    </div>
  );
}

import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import * as c from './control.css';

interface ControlFrameProps extends ComponentPropsWithRef<'div'> {
  /** Draws the error border (Field's `invalid`). */
  invalid: boolean;
  disabled?: boolean;
  /** Grows with its content (Textarea) instead of the fixed 34px. */
  multiline?: boolean;
}

/**
 * The bordered box of a text-like control (control.css `frame`) around its inner control and adornments. It
 * passes other props and a ref on to its div, so it can be a Radix `asChild` target (a popover's anchor).
 */
export function ControlFrame({ invalid, disabled, multiline = false, className, ...divProps }: ControlFrameProps) {
  return (
    <div
      className={clsx(c.frame, multiline && c.frameMultiline, className)}
      data-invalid={invalid || undefined}
      data-disabled={disabled ? true : undefined}
      {...divProps}
    />
  );
}

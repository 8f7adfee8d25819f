import { clsx } from 'clsx';
import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field, type FieldBaseProps } from '../Field';
import * as c from '../Field/control.css';
import { ControlFrame } from '../Field/ControlFrame';
import { splitFieldProps } from '../Field/splitFieldProps';
import * as s from './Textarea.css';

export interface TextareaProps
  extends FieldBaseProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'required'> {
  /** Visible lines before it scrolls; the user can drag it taller. Default 4. */
  rows?: number;
  /** Class of the textarea element itself (`className` styles the field's outer element). */
  textareaClassName?: string;
  /** The textarea element; `register()`'s ref goes here. */
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * Multi-line text (a reason for a manual change, release notes, a memo) with label, hint, error and required
 * mark. Works with react-hook-form's `register()`.
 */
export function Textarea({ rows = 4, textareaClassName, ref, ...props }: TextareaProps) {
  const [field, textareaProps] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control, { invalid }) => (
        <ControlFrame invalid={invalid} disabled={field.disabled} multiline>
          <textarea
            ref={ref}
            rows={rows}
            className={clsx(c.inner, s.textarea, textareaClassName)}
            {...textareaProps}
            {...control}
          />
        </ControlFrame>
      )}
    </Field>
  );
}

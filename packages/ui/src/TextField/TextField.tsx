import { clsx } from 'clsx';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field, type FieldBaseProps } from '../Field';
import { withAdornment } from '../Field/adornment';
import * as c from '../Field/control.css';
import { ControlFrame } from '../Field/ControlFrame';
import { splitFieldProps } from '../Field/splitFieldProps';

export interface TextFieldProps
  extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'size' | 'required'> {
  /** Input type: text (default), email, password, tel, url, search. Numbers use NumberField. */
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'search';
  /** Content after the value inside the box, e.g. a unit or a domain ('@oa.co.kr'); read as the description. */
  suffix?: ReactNode;
  /** Class of the input element itself (`className` styles the field's outer element). */
  inputClassName?: string;
  /** The input element; `register()`'s ref goes here. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A one-line text input with label, hint, error and required mark (Field). Uncontrolled-friendly: spread
 * react-hook-form's `register('name')` onto it.
 */
export function TextField({ type = 'text', suffix, inputClassName, ref, ...props }: TextFieldProps) {
  const [field, inputProps] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(fieldControl, { invalid }) => {
        const { control, adornment } = withAdornment(fieldControl, suffix, 'suffix');
        return (
          <ControlFrame invalid={invalid} disabled={field.disabled}>
            <input ref={ref} type={type} className={clsx(c.inner, inputClassName)} {...inputProps} {...control} />
            {adornment}
          </ControlFrame>
        );
      }}
    </Field>
  );
}

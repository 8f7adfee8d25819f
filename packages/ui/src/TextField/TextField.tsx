import { clsx } from 'clsx';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field, type FieldBaseProps } from '../Field';
import { describedBy } from '../Field/describedBy';
import * as c from '../Field/control.css';

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
export function TextField({
  label,
  hint,
  error,
  required,
  disabled,
  hideLabel,
  className,
  id,
  type = 'text',
  suffix,
  inputClassName,
  ref,
  ...inputProps
}: TextFieldProps) {
  return (
    <Field {...{ label, hint, error, required, disabled, hideLabel, className, id }}>
      {(control, { invalid, controlId }) => {
        const suffixId = `${controlId}-suffix`;
        return (
          <div className={c.frame} data-invalid={invalid || undefined} data-disabled={disabled ? true : undefined}>
            <input
              ref={ref}
              type={type}
              className={clsx(c.inner, inputClassName)}
              {...inputProps}
              {...control}
              // The suffix is part of what the value means ('원'), so it is read as the input's description.
              aria-describedby={describedBy(control['aria-describedby'], suffix !== undefined && suffixId)}
            />
            {suffix !== undefined && (
              <span id={suffixId} className={c.adornment}>
                {suffix}
              </span>
            )}
          </div>
        );
      }}
    </Field>
  );
}

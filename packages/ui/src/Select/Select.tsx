import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Field, type FieldBaseProps } from '../Field';
import * as c from '../Field/control.css';
import { ControlFrame } from '../Field/ControlFrame';
import { splitFieldProps } from '../Field/splitFieldProps';
import * as s from './Select.css';

export interface SelectOption {
  /** The submitted value. */
  value: string;
  /** The text shown (e.g. the Korean label of an enumeration value: 'OPERATION' -> '운영 중'). */
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends
    FieldBaseProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'size' | 'multiple' | 'required'> {
  /** The choices. `children` (<option>/<optgroup>) may be given instead, for groups. */
  options?: readonly SelectOption[];
  /**
   * First option, with the empty value '': '선택' (default) in forms, '전체' in filters where empty means
   * "no filter". `false` leaves it out (the first option is then chosen by default).
   */
  placeholder?: string | false;
  /** Class of the select element itself (`className` styles the field's outer element). */
  selectClassName?: string;
  /** The select element; `register()`'s ref goes here. */
  ref?: Ref<HTMLSelectElement>;
  children?: ReactNode;
}

/**
 * A styled native <select>: the platform's own list, keyboard and screen-reader behaviour, and it works with
 * react-hook-form's `register()` as it is. The empty placeholder option lets "nothing chosen" be validated
 * ('필수 항목입니다') or mean "all" in a filter.
 */
export function Select({ options, placeholder = '선택', selectClassName, ref, children, ...props }: SelectProps) {
  const [field, selectProps] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control, { invalid }) => (
        <ControlFrame invalid={invalid} disabled={field.disabled}>
          <select ref={ref} className={clsx(c.inner, s.select, selectClassName)} {...selectProps} {...control}>
            {placeholder !== false && (
              <option value="" className={s.option}>
                {placeholder}
              </option>
            )}
            {options?.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled} className={s.option}>
                {option.label}
              </option>
            ))}
            {children}
          </select>
          <span className={s.chevron} aria-hidden>
            <ChevronDown size={16} />
          </span>
        </ControlFrame>
      )}
    </Field>
  );
}

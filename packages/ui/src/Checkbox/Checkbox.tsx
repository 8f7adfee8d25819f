import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { Check, Minus } from 'lucide-react';
import type { ComponentPropsWithoutRef, Ref } from 'react';
import { Field, type FieldBaseProps } from '../Field';
import { splitFieldProps } from '../Field/splitFieldProps';
import * as s from './Checkbox.css';

/** true, false, or 'indeterminate' (some rows of a table selected: the header's "select all" shows a dash). */
export type CheckboxChecked = RadixCheckbox.CheckedState;

export interface CheckboxProps
  extends
    FieldBaseProps,
    Omit<ComponentPropsWithoutRef<typeof RadixCheckbox.Root>, 'className' | 'required' | 'asChild' | 'children'> {
  /** Checked state when controlled: true, false or 'indeterminate'. */
  checked?: CheckboxChecked;
  /** Called with the new state (a click on an indeterminate box gives true). */
  onCheckedChange?: (checked: CheckboxChecked) => void;
  /** The checkbox button; react-hook-form's `field.ref` goes here (it can focus it). */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A checkbox (Radix) with its label after the box, plus hint, error and required mark. Supports the
 * indeterminate state of a table's "select all". Without a visible `label`, give it an `aria-label`
 * (e.g. '전체 선택'). With react-hook-form, use a Controller: `checked={field.value}
 * onCheckedChange={field.onChange}`.
 */
export function Checkbox({ ref, ...props }: CheckboxProps) {
  const [field, checkboxProps] = splitFieldProps(props);
  return (
    <Field {...field} labelPlacement="end">
      {(control) => (
        <RadixCheckbox.Root ref={ref} className={s.box} {...checkboxProps} {...control}>
          <RadixCheckbox.Indicator className={s.indicator}>
            <Check className={s.checkIcon} size={12} strokeWidth={3} aria-hidden />
            <Minus className={s.minusIcon} size={12} strokeWidth={3} aria-hidden />
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
      )}
    </Field>
  );
}

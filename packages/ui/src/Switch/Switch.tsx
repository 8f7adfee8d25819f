import * as RadixSwitch from '@radix-ui/react-switch';
import type { ComponentPropsWithoutRef, Ref } from 'react';
import { Field, type FieldBaseProps } from '../Field';
import { splitFieldProps } from '../Field/splitFieldProps';
import * as s from './Switch.css';

export interface SwitchProps
  extends
    FieldBaseProps,
    Omit<ComponentPropsWithoutRef<typeof RadixSwitch.Root>, 'className' | 'required' | 'asChild' | 'children'> {
  /** On (true) or off, when controlled. */
  checked?: boolean;
  /** Called with the new state. */
  onCheckedChange?: (checked: boolean) => void;
  /** The switch button; react-hook-form's `field.ref` goes here. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * An on/off switch (Radix, role "switch") for settings that apply at once or are saved with the form (e.g.
 * 알림 사용), with its label after it, hint, error and required mark. With react-hook-form, use a Controller:
 * `checked={field.value} onCheckedChange={field.onChange}`.
 */
export function Switch({ ref, ...props }: SwitchProps) {
  const [field, switchProps] = splitFieldProps(props);
  return (
    <Field {...field} labelPlacement="end">
      {(control) => (
        <RadixSwitch.Root ref={ref} className={s.track} {...switchProps} {...control}>
          <RadixSwitch.Thumb className={s.thumb} />
        </RadixSwitch.Root>
      )}
    </Field>
  );
}

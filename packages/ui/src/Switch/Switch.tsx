import type { ComponentPropsWithoutRef, Ref } from 'react';
import { Field, type FieldBaseProps } from '../Field';
import { useControllableState } from '../Field/useControllableState';
import { splitFieldProps } from '../Field/splitFieldProps';
import * as s from './Switch.css';

export interface SwitchProps
  extends
    FieldBaseProps,
    Omit<
      ComponentPropsWithoutRef<'button'>,
      'className' | 'children' | 'type' | 'role' | 'value' | 'defaultChecked' | 'onChange'
    > {
  /** On (true) or off, when controlled. */
  checked?: boolean;
  /** On or off at first, when uncontrolled. */
  defaultChecked?: boolean;
  /** Called with the new state. */
  onCheckedChange?: (checked: boolean) => void;
  /** Sent with a native form submit while on (as a checkbox would be), when `name` is given. Default 'on'. */
  value?: string;
  /** The switch button; react-hook-form's `field.ref` goes here. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * An on/off switch (a button with role "switch", as the WAI-ARIA switch pattern has it) for settings that apply at
 * once or are saved with the form (e.g. 알림 사용), with its label after it, hint, error and required mark. Space
 * and Enter toggle it. With react-hook-form, use a Controller: `checked={field.value}
 * onCheckedChange={field.onChange}`. Written here rather than with Radix Switch (issue 31): its primitives cost a
 * list screen 3 kB brotli for a button; the `data-state` attributes stay, for the styles.
 */
export function Switch({ ref, ...props }: SwitchProps) {
  const [field, { checked, defaultChecked = false, onCheckedChange, name, value = 'on', onClick, ...buttonProps }] =
    splitFieldProps(props);
  const [on, setOn] = useControllableState(checked, defaultChecked, onCheckedChange);
  const state = on ? 'checked' : 'unchecked';
  return (
    <Field {...field} labelPlacement="end">
      {(control) => (
        <>
          <button
            ref={ref}
            type="button"
            role="switch"
            aria-checked={on}
            data-state={state}
            data-disabled={control.disabled ? '' : undefined}
            className={s.track}
            {...buttonProps}
            {...control}
            onClick={(event) => {
              onClick?.(event);
              if (!event.defaultPrevented) setOn(!on);
            }}
          >
            <span className={s.thumb} data-state={state} data-disabled={control.disabled ? '' : undefined} />
          </button>
          {name !== undefined && on && <input type="hidden" name={name} value={value} />}
        </>
      )}
    </Field>
  );
}

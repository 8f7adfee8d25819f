import * as RadioGroup from '@radix-ui/react-radio-group';
import { useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';
import { Field, type FieldBaseProps } from '../Field';
import * as s from './RadioSelector.css';

export interface RadioSelectorOption {
  /** The value given to onValueChange and submitted with the form. */
  value: string;
  /** The text beside the circle. */
  label: ReactNode;
  disabled?: boolean;
}

/** What the ref gives: focus() moves to the chosen option (or the first), as react-hook-form's error focus needs. */
export interface RadioSelectorHandle {
  focus: () => void;
}

export interface RadioSelectorProps extends FieldBaseProps {
  /** The choices, in order. */
  options: readonly RadioSelectorOption[];
  /** The chosen value when controlled; '' chooses none. */
  value?: string;
  /** The first chosen value when uncontrolled. */
  defaultValue?: string;
  /** Called with the chosen value (a click, Space, or an arrow key). */
  onValueChange?: (value: string) => void;
  /** Called when focus leaves an option (react-hook-form's `field.onBlur`, for touched state). */
  onBlur?: () => void;
  /** Form name: a native radio is submitted with a surrounding <form>. */
  name?: string;
  /** `horizontal` (default): one wrapping row; `vertical`: a column. Arrow keys follow both axes. */
  orientation?: 'horizontal' | 'vertical';
  /** Id of the group; option ids derive from it. */
  id?: string;
  ref?: Ref<RadioSelectorHandle>;
}

/**
 * The round radio-style selector (spec §2): one choice among a few, all visible (e.g. 매일 / 평일,
 * 이상 / 이하). Radix RadioGroup: Tab enters at the chosen option, arrow keys move the choice, and the group is
 * named by the field label. With react-hook-form, use a Controller: `value={field.value}
 * onValueChange={field.onChange} ref={field.ref}`.
 */
export function RadioSelector({
  options,
  value,
  defaultValue,
  onValueChange,
  onBlur,
  name,
  orientation = 'horizontal',
  ref,
  ...field
}: RadioSelectorProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(
    ref,
    () => ({
      focus: () => {
        const root = rootRef.current;
        const target =
          root?.querySelector<HTMLButtonElement>('[role="radio"][data-state="checked"]:not(:disabled)') ??
          root?.querySelector<HTMLButtonElement>('[role="radio"]:not(:disabled)');
        target?.focus();
      },
    }),
    [],
  );

  return (
    <Field {...field} kind="group">
      {(control, { controlId }) => (
        <RadioGroup.Root
          ref={rootRef}
          className={s.group[orientation]}
          orientation={orientation}
          value={value}
          defaultValue={defaultValue}
          onValueChange={onValueChange}
          onBlur={onBlur}
          name={name}
          {...control}
        >
          {options.map((option, index) => {
            const itemId = `${controlId}-option-${String(index)}`;
            return (
              <div key={option.value} className={s.item}>
                <RadioGroup.Item id={itemId} value={option.value} disabled={option.disabled} className={s.radio}>
                  <RadioGroup.Indicator className={s.dot} />
                </RadioGroup.Item>
                <label htmlFor={itemId} className={s.label}>
                  {option.label}
                </label>
              </div>
            );
          })}
        </RadioGroup.Root>
      )}
    </Field>
  );
}

import { clsx } from 'clsx';
import {
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { Field, type FieldBaseProps } from '../Field';
import { withAdornment } from '../Field/adornment';
import * as c from '../Field/control.css';
import { ControlFrame } from '../Field/ControlFrame';
import { mergeRefs } from '../Field/mergeRefs';
import { splitFieldProps } from '../Field/splitFieldProps';
import * as s from './NumberField.css';
import { formatNumberText, normalizeNumberText, sanitizeNumberText } from './numberText';

export interface NumberFieldProps
  extends
    FieldBaseProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'type' | 'size' | 'required' | 'min' | 'max' | 'step'> {
  /** Unit after the value, e.g. '원', '%', '개', '대'; read as the input's description. */
  unit?: ReactNode;
  /**
   * Smallest value: a lower value is raised to it when the field loses focus. Negatives need `min` < 0.
   * (A string is accepted because react-hook-form's `register()` types min/max that way.)
   */
  min?: number | string;
  /** Largest value: a higher value is lowered to it when the field loses focus. */
  max?: number | string;
  /** Digits allowed after the decimal point. Default 0: integers (KRW amounts, counts). */
  decimals?: number;
  /** Show Korean thousands separators ('1,250,000') while the field is not focused. Default true. */
  thousandsSeparator?: boolean;
  /** Class of the input element itself (`className` styles the field's outer element). */
  inputClassName?: string;
  /** The input element; `register()`'s ref goes here. */
  ref?: Ref<HTMLInputElement>;
}

const toLimit = (limit: number | string | undefined) =>
  limit === undefined || limit === '' || Number.isNaN(Number(limit)) ? undefined : Number(limit);

/** Sets an input's value the way typing does, so React's onChange (and react-hook-form) see the change. */
function setInputValue(input: HTMLInputElement, value: string) {
  // The prototype's setter, not the instance's: React tracks the instance's value and would swallow the event.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A number input for amounts and counts. The input holds plain digits (what a form reads, e.g. with
 * `register('deposit', { setValueAs: parseNumberText })`), shows '1,250,000' with separators when not focused,
 * opens the numeric keypad on phones (inputMode), drops anything that is not part of a number as it is typed
 * and settles on a value within min/max when it loses focus.
 */
export function NumberField({
  unit,
  min,
  max,
  decimals = 0,
  thousandsSeparator = true,
  inputClassName,
  ref,
  onChange,
  onFocus,
  onBlur,
  ...props
}: NumberFieldProps) {
  const [field, inputProps] = splitFieldProps(props);
  const inputRef = useRef<HTMLInputElement>(null);
  const displayRef = useRef<HTMLSpanElement>(null);
  const [focused, setFocused] = useState(false);
  const minValue = toLimit(min);
  const maxValue = toLimit(max);
  const allowNegative = minValue !== undefined && minValue < 0;
  const masked = thousandsSeparator && !focused;

  // The value may come from a prop, from the user or from a form's reset(); the formatted twin is synced
  // from the input itself after each render and each change, whichever set it.
  const syncDisplay = () => {
    if (displayRef.current && inputRef.current) {
      displayRef.current.textContent = formatNumberText(inputRef.current.value);
    }
  };
  useLayoutEffect(syncDisplay);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const raw = input.value;
    const clean = sanitizeNumberText(raw, { decimals, allowNegative });
    if (clean !== raw) {
      // Keep the caret where it was, minus the characters just dropped.
      const caret = Math.max(0, (input.selectionStart ?? raw.length) - (raw.length - clean.length));
      input.value = clean;
      input.setSelectionRange(caret, caret);
    }
    syncDisplay();
    onChange?.(event);
  };

  const handleFocus = (event: FocusEvent<HTMLInputElement>) => {
    setFocused(true);
    onFocus?.(event);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const settled = normalizeNumberText(input.value, { min: minValue, max: maxValue, decimals });
    if (settled !== input.value) setInputValue(input, settled);
    setFocused(false);
    onBlur?.(event);
  };

  return (
    <Field {...field}>
      {(fieldControl, { invalid }) => {
        const { control, adornment } = withAdornment(fieldControl, unit, 'unit');
        return (
          <ControlFrame invalid={invalid} disabled={field.disabled}>
            <span className={s.inputArea}>
              <input
                ref={mergeRefs(inputRef, ref)}
                type="text"
                inputMode={decimals > 0 ? 'decimal' : 'numeric'}
                autoComplete="off"
                className={clsx(c.inner, s.input, unit !== undefined && s.withUnit, masked && s.masked, inputClassName)}
                onChange={handleChange}
                onFocus={handleFocus}
                onBlur={handleBlur}
                {...inputProps}
                {...control}
              />
              <span ref={displayRef} className={s.display} hidden={!masked} aria-hidden />
            </span>
            {adornment}
          </ControlFrame>
        );
      }}
    </Field>
  );
}

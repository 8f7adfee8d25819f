import * as Popover from '@radix-ui/react-popover';
import { CalendarDays, X } from 'lucide-react';
import { useRef, type ReactNode, type Ref } from 'react';
import { Field } from '../Field';
import { ControlFrame } from '../Field/ControlFrame';
import { mergeRefs } from '../Field/mergeRefs';
import type { FieldOwnProps } from '../Field/splitFieldProps';
import { focusCalendarDay } from './Calendar';
import * as s from './DatePicker.css';

interface PickerFieldProps extends FieldOwnProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The chosen value as shown in the trigger ('2025-08-18', '2025-08-12 ~ 2025-08-18'); '' for none. */
  text: string;
  placeholder: string;
  /** Show the clear button while a value is chosen. */
  clearable: boolean;
  clearLabel: string;
  /** Empties the value; focus then returns to the trigger. */
  onClear: () => void;
  dialogLabel: string;
  'aria-label'?: string;
  onBlur?: () => void;
  ref?: Ref<HTMLButtonElement>;
  /** The popup's content: the calendar (and presets). */
  children: ReactNode;
}

/**
 * What DatePicker and DateRangePicker share: the field with its trigger button (calendar icon and the chosen
 * value or the placeholder) and clear button in the control frame, and the Radix Popover the trigger opens,
 * which takes focus to the chosen day (or today).
 */
export function PickerField({
  open,
  onOpenChange,
  text,
  placeholder,
  clearable,
  clearLabel,
  onClear,
  dialogLabel,
  'aria-label': ariaLabel,
  onBlur,
  ref,
  children,
  ...field
}: PickerFieldProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  const clear = () => {
    onClear();
    triggerRef.current?.focus();
  };

  return (
    <Field {...field}>
      {(control, { invalid, labelId, controlId }) => {
        const valueId = `${controlId}-value`;
        return (
          <Popover.Root open={open} onOpenChange={onOpenChange}>
            <Popover.Anchor asChild>
              <ControlFrame invalid={invalid} disabled={field.disabled}>
                <Popover.Trigger asChild>
                  <button
                    ref={mergeRefs(triggerRef, ref)}
                    type="button"
                    className={s.trigger}
                    {...control}
                    aria-label={ariaLabel}
                    // Named by the label and the value: '시작일 2025-08-18', not just '시작일'.
                    aria-labelledby={`${field.label === undefined ? controlId : labelId} ${valueId}`}
                    onBlur={onBlur}
                  >
                    <span className={s.triggerIcon} aria-hidden>
                      <CalendarDays size={16} />
                    </span>
                    <span id={valueId} className={text ? s.value : s.placeholder}>
                      {text || placeholder}
                    </span>
                  </button>
                </Popover.Trigger>
                {clearable && text !== '' && !field.disabled && (
                  <button type="button" className={s.clear} aria-label={clearLabel} onClick={clear}>
                    <X size={14} aria-hidden />
                  </button>
                )}
              </ControlFrame>
            </Popover.Anchor>
            <Popover.Portal>
              <Popover.Content
                ref={contentRef}
                className={s.popover}
                align="start"
                sideOffset={4}
                aria-label={dialogLabel}
                // Focus goes to the chosen day (a range's start) or today, not to the first button as Radix would do.
                onOpenAutoFocus={(event) => {
                  event.preventDefault();
                  focusCalendarDay(contentRef.current);
                }}
              >
                {children}
              </Popover.Content>
            </Popover.Portal>
          </Popover.Root>
        );
      }}
    </Field>
  );
}

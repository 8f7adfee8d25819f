import * as Popover from '@radix-ui/react-popover';
import { CalendarDays, X } from 'lucide-react';
import { useRef, useState, type Ref } from 'react';
import { Field, type FieldBaseProps } from '../Field';
import * as c from '../Field/control.css';
import { mergeRefs } from '../Field/mergeRefs';
import { useControllableState } from '../Field/useControllableState';
import { Calendar, focusCalendarDay } from './Calendar';
import { dateToDay, dayToDate, isCalendarDay, seoulToday, type CalendarDay } from './calendarDay';
import * as s from './DatePicker.css';
import { dayLimits } from './dayLimits';

export interface DatePickerProps extends FieldBaseProps {
  /** The chosen day 'YYYY-MM-DD' when controlled; '' for none. */
  value?: CalendarDay;
  /** The first chosen day when uncontrolled. */
  defaultValue?: CalendarDay;
  /** Called with the chosen day, or '' when cleared. */
  onChange?: (value: CalendarDay) => void;
  /** Called when the trigger loses focus (react-hook-form's `field.onBlur`). */
  onBlur?: () => void;
  /** Shown when no day is chosen. Default '날짜 선택'. */
  placeholder?: string;
  /** Today in Asia/Seoul ('YYYY-MM-DD'): marked in the calendar, shown first. Default: the real today. */
  today?: CalendarDay;
  /** Earliest day that can be chosen. */
  minDate?: CalendarDay;
  /** Latest day that can be chosen (e.g. today, for statistics). */
  maxDate?: CalendarDay;
  /** Show the clear button while a day is chosen. Default true. */
  clearable?: boolean;
  /** Name of the clear button. Default '날짜 지우기'. */
  clearLabel?: string;
  /** Name of the calendar popup. Default '날짜 선택'. */
  dialogLabel?: string;
  /** Name when there is no visible label. */
  'aria-label'?: string;
  /** Id of the trigger button. */
  id?: string;
  /** The trigger button; react-hook-form's `field.ref` goes here (it can focus it). */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * One day, chosen in a Korean calendar (react-day-picker in a Radix Popover). The value is a 'YYYY-MM-DD'
 * string, a day in Asia/Seoul, as kept in the URL. Enter or Space opens it with focus on the chosen day (or
 * today), arrow keys move by day and week, Page Up/Down by month, Enter picks, Escape closes; focus returns to
 * the trigger. With react-hook-form, use a Controller: `value={field.value} onChange={field.onChange}`.
 */
export function DatePicker({
  label,
  hint,
  error,
  required,
  disabled,
  hideLabel,
  className,
  id,
  value,
  defaultValue = '',
  onChange,
  onBlur,
  placeholder = '날짜 선택',
  today,
  minDate,
  maxDate,
  clearable = true,
  clearLabel = '날짜 지우기',
  dialogLabel = '날짜 선택',
  'aria-label': ariaLabel,
  ref,
}: DatePickerProps) {
  const [day, setDay] = useControllableState(value, defaultValue, onChange);
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const todayDay = today ?? seoulToday();
  const chosen = isCalendarDay(day) ? day : '';

  const clear = () => {
    setDay('');
    triggerRef.current?.focus();
  };

  return (
    <Field {...{ label, hint, error, required, disabled, hideLabel, className, id }}>
      {(control, { invalid, labelId, controlId }) => {
        const valueId = `${controlId}-value`;
        return (
          <Popover.Root open={open} onOpenChange={setOpen}>
            <Popover.Anchor asChild>
              <div className={c.frame} data-invalid={invalid || undefined} data-disabled={disabled ? true : undefined}>
                <Popover.Trigger asChild>
                  <button
                    ref={mergeRefs(triggerRef, ref)}
                    type="button"
                    className={s.trigger}
                    {...control}
                    aria-label={ariaLabel}
                    // Named by the label and the chosen day: '시작일 2025-08-18', not just '시작일'.
                    aria-labelledby={`${label === undefined ? controlId : labelId} ${valueId}`}
                    onBlur={onBlur}
                  >
                    <span className={s.triggerIcon} aria-hidden>
                      <CalendarDays size={16} />
                    </span>
                    <span id={valueId} className={chosen ? s.value : s.placeholder}>
                      {chosen || placeholder}
                    </span>
                  </button>
                </Popover.Trigger>
                {clearable && chosen && !disabled && (
                  <button type="button" className={s.clear} aria-label={clearLabel} onClick={clear}>
                    <X size={14} aria-hidden />
                  </button>
                )}
              </div>
            </Popover.Anchor>
            <Popover.Portal>
              <Popover.Content
                ref={contentRef}
                className={s.popover}
                align="start"
                sideOffset={4}
                aria-label={dialogLabel}
                // Focus goes to the chosen day (or today), not to the first button as Radix would do.
                onOpenAutoFocus={(event) => {
                  event.preventDefault();
                  focusCalendarDay(contentRef.current);
                }}
              >
                <Calendar
                  mode="single"
                  required
                  selected={chosen ? dayToDate(chosen) : undefined}
                  defaultMonth={dayToDate(chosen || todayDay)}
                  today={dayToDate(todayDay)}
                  disabled={dayLimits(minDate, maxDate)}
                  onSelect={(date) => {
                    setDay(dateToDay(date));
                    setOpen(false);
                  }}
                />
              </Popover.Content>
            </Popover.Portal>
          </Popover.Root>
        );
      }}
    </Field>
  );
}

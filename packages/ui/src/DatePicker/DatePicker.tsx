import { useState, type Ref } from 'react';
import type { FieldBaseProps } from '../Field';
import { useControllableState } from '../Field/useControllableState';
import { isCalendarDay, seoulToday, type CalendarDay } from './calendarDay';
import { LazyDayPopup, PickerField } from './PickerField';

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
 * One day, chosen in a Korean calendar (react-day-picker in a Radix Popover, loaded when first needed). The value is a 'YYYY-MM-DD'
 * string, a day in Asia/Seoul, as kept in the URL. Enter or Space opens it with focus on the chosen day (or
 * today), arrow keys move by day and week, Page Up/Down by month, Enter picks, Escape closes; focus returns to
 * the trigger. With react-hook-form, use a Controller: `value={field.value} onChange={field.onChange}`.
 */
export function DatePicker({
  value,
  defaultValue = '',
  onChange,
  placeholder = '날짜 선택',
  today,
  minDate,
  maxDate,
  clearable = true,
  clearLabel = '날짜 지우기',
  dialogLabel = '날짜 선택',
  // The field's label, hint, error and state, and the trigger's id, aria-label, onBlur and ref.
  ...pickerProps
}: DatePickerProps) {
  const [day, setDay] = useControllableState(value, defaultValue, onChange);
  const [open, setOpen] = useState(false);
  const todayDay = today ?? seoulToday();
  const chosen = isCalendarDay(day) ? day : '';

  return (
    <PickerField
      {...pickerProps}
      open={open}
      onOpenChange={setOpen}
      text={chosen}
      placeholder={placeholder}
      clearable={clearable}
      clearLabel={clearLabel}
      onClear={() => {
        setDay('');
      }}
      dialogLabel={dialogLabel}
      popup={(frame) => (
        <LazyDayPopup
          frame={frame}
          chosen={chosen}
          today={todayDay}
          minDate={minDate}
          maxDate={maxDate}
          onPick={(picked) => {
            setDay(picked);
            setOpen(false);
          }}
        />
      )}
    />
  );
}

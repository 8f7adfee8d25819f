import { useState, type Ref } from 'react';
import type { FieldBaseProps } from '../Field';
import { useControllableState } from '../Field/useControllableState';
import {
  DEFAULT_DATE_RANGE_PRESETS,
  EMPTY_DATE_RANGE,
  isCalendarDay,
  seoulToday,
  type CalendarDay,
  type DateRangePreset,
  type DateRangeValue,
} from './calendarDay';
import { LazyRangePopup, PickerField } from './PickerField';

export interface DateRangePickerProps extends FieldBaseProps {
  /** The chosen range when controlled: `{ from, to }` as 'YYYY-MM-DD', both '' for none. */
  value?: DateRangeValue;
  /** The first range when uncontrolled. */
  defaultValue?: DateRangeValue;
  /** Called with a complete range (both ends, in order), or the empty range when cleared. */
  onChange?: (value: DateRangeValue) => void;
  /** Called when the trigger loses focus (react-hook-form's `field.onBlur`). */
  onBlur?: () => void;
  /** Quick choices above the calendar. Default 오늘 / 최근 7일 / 최근 30일; [] shows none. */
  presets?: readonly DateRangePreset[];
  /** Shown when no range is chosen. Default '기간 선택'. */
  placeholder?: string;
  /** Today in Asia/Seoul ('YYYY-MM-DD'): the presets count back from it. Default: the real today. */
  today?: CalendarDay;
  /** Earliest day that can be chosen. */
  minDate?: CalendarDay;
  /** Latest day that can be chosen (e.g. today, for statistics). */
  maxDate?: CalendarDay;
  /** Months shown side by side. Default 2. */
  numberOfMonths?: number;
  /** Show the clear button while a range is chosen. Default true. */
  clearable?: boolean;
  /** Name of the clear button. Default '기간 지우기'. */
  clearLabel?: string;
  /** Name of the calendar popup. Default '기간 선택'. */
  dialogLabel?: string;
  /** Status under the calendar before the first click. Default '시작일을 선택하세요'. */
  pickStartText?: string;
  /** Status under the calendar after the first click. Default '종료일을 선택하세요'. */
  pickEndText?: string;
  /** Name when there is no visible label. */
  'aria-label'?: string;
  /** Id of the trigger button. */
  id?: string;
  /** The trigger button; react-hook-form's `field.ref` goes here (it can focus it). */
  ref?: Ref<HTMLButtonElement>;
}

const isComplete = (range: DateRangeValue) => isCalendarDay(range.from) && isCalendarDay(range.to);

/**
 * A range of days (기간) for list filters and statistics: presets 오늘 / 최근 7일 / 최근 30일 counted back
 * from `today`, and two Korean calendar months (react-day-picker in a Radix Popover, loaded when first needed). The first click picks
 * the start, the second the end (either order); the range is then committed and the popup closes. Values are
 * 'YYYY-MM-DD' strings (days in Asia/Seoul, as kept in the URL). Keyboard: Enter or Space opens, arrows move,
 * Enter picks, Escape closes and returns focus to the trigger.
 */
export function DateRangePicker({
  value,
  defaultValue = EMPTY_DATE_RANGE,
  onChange,
  presets = DEFAULT_DATE_RANGE_PRESETS,
  placeholder = '기간 선택',
  today,
  minDate,
  maxDate,
  numberOfMonths = 2,
  clearable = true,
  clearLabel = '기간 지우기',
  dialogLabel = '기간 선택',
  pickStartText = '시작일을 선택하세요',
  pickEndText = '종료일을 선택하세요',
  // The field's label, hint, error and state, and the trigger's id, aria-label, onBlur and ref.
  ...pickerProps
}: DateRangePickerProps) {
  const [range, setRange] = useControllableState(value, defaultValue, onChange);
  const [open, setOpen] = useState(false);
  const todayDay = today ?? seoulToday();
  const text = isComplete(range) ? `${range.from} ~ ${range.to}` : '';

  return (
    <PickerField
      {...pickerProps}
      open={open}
      onOpenChange={setOpen}
      text={text}
      placeholder={placeholder}
      clearable={clearable}
      clearLabel={clearLabel}
      onClear={() => {
        setRange(EMPTY_DATE_RANGE);
      }}
      dialogLabel={dialogLabel}
      popup={(frame) => (
        <LazyRangePopup
          frame={frame}
          range={range}
          today={todayDay}
          presets={presets}
          numberOfMonths={numberOfMonths}
          minDate={minDate}
          maxDate={maxDate}
          pickStartText={pickStartText}
          pickEndText={pickEndText}
          onCommit={(next) => {
            setRange(next);
            setOpen(false);
          }}
        />
      )}
    />
  );
}

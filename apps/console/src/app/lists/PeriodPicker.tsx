/**
 * A list's period field (whole Seoul days): ui's DateRangePicker, whose calendar loads when it is about to be
 * opened (packages/ui DatePicker/PickerField.tsx), so the field itself costs a list's first load little.
 */
import { DateRangePicker, type DateRangeValue } from '@oa/ui/DatePicker';

export interface PeriodPickerProps {
  label: string;
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  /** What is wrong with the period, in Korean. */
  error?: string | undefined;
  /** The last day that may be chosen (a statistics period ends today at the latest). */
  maxDate?: string;
}

export function PeriodPicker({ label, value, onChange, error, maxDate }: PeriodPickerProps) {
  return (
    <DateRangePicker
      label={label}
      value={value}
      onChange={onChange}
      error={error}
      {...(maxDate === undefined ? {} : { maxDate })}
    />
  );
}

/**
 * A list's period field (whole Seoul days): ui's DateRangePicker, loaded after the page (its calendar, date library and popover
 * are about 20 kB brotli, two thirds of a route chunk's budget; docs/performance.md). Until it arrives, a
 * read-only field with the same label and value stands in.
 */
import type { DateRangeValue } from '@oa/ui/DatePicker';
import { TextField } from '@oa/ui/TextField';
import { lazy, Suspense } from 'react';

const DateRangePicker = lazy(() => import('@oa/ui/DatePicker').then((module) => ({ default: module.DateRangePicker })));

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
  const text = value.from === '' ? '' : `${value.from} ~ ${value.to}`;
  return (
    <Suspense
      fallback={
        // data-pending-part: the story tests' pictures wait for the real picker (.storybook/visual.ts).
        <TextField label={label} readOnly value={text} placeholder="기간 선택" error={error} data-pending-part="" />
      }
    >
      <DateRangePicker
        label={label}
        value={value}
        onChange={onChange}
        error={error}
        {...(maxDate === undefined ? {} : { maxDate })}
      />
    </Suspense>
  );
}

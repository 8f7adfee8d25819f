import type { DatePickerProps } from '@oa/ui/DatePicker';
import { TextField } from '@oa/ui/TextField';
import { lazy, Suspense } from 'react';

/**
 * The ui DatePicker loaded on its own: its calendar (react-day-picker, date-fns, the Radix popover) is about
 * 20 kB brotli, which would take the form's chunk over the 30 kB route budget. Until it arrives (a moment after
 * the form) a read-only field with the same label, id and value holds its place.
 */
const DatePicker = lazy(() => import('@oa/ui/DatePicker').then((module) => ({ default: module.DatePicker })));

export function LazyDatePicker(props: DatePickerProps) {
  return (
    <Suspense
      fallback={
        <TextField
          id={props.id}
          label={props.label}
          required={props.required}
          error={props.error}
          readOnly
          value={props.value ?? ''}
          placeholder={props.placeholder ?? '날짜 선택'}
        />
      }
    >
      <DatePicker {...props} />
    </Suspense>
  );
}

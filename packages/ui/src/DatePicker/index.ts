export { DatePicker, type DatePickerProps } from './DatePicker';
export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
export {
  DEFAULT_DATE_RANGE_PRESETS,
  EMPTY_DATE_RANGE,
  addDays,
  isCalendarDay,
  lastDays,
  matchingPreset,
  orderRange,
  seoulToday,
  type CalendarDay,
  type DateRangePreset,
  type DateRangeValue,
} from './calendarDay';

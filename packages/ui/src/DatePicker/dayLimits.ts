import type { Matcher } from 'react-day-picker';
import { dayToDate, isCalendarDay, type CalendarDay } from './calendarDay';

/** The calendar's disabled days for an earliest and a latest allowed day (either may be absent). */
export function dayLimits(minDate: CalendarDay | undefined, maxDate: CalendarDay | undefined): Matcher[] {
  const limits: Matcher[] = [];
  if (minDate && isCalendarDay(minDate)) limits.push({ before: dayToDate(minDate) });
  if (maxDate && isCalendarDay(maxDate)) limits.push({ after: dayToDate(maxDate) });
  return limits;
}

import { DateLib, DayPicker, type ClassNames, type DayPickerProps, type Labels } from 'react-day-picker';
import { ko } from 'react-day-picker/locale';
import * as s from './Calendar.css';

/**
 * A day's name starts with the number it shows ('18, 2025년 8월 18일 월요일, 오늘'): WCAG 2.5.3 wants the
 * visible label in the name, and a checker cannot see the '18' inside '18일'.
 */
const labelDayButton: Labels['labelDayButton'] = (date, modifiers, options, dateLib) => {
  const lib = dateLib ?? new DateLib({ locale: ko, ...options });
  return [String(date.getDate()), lib.format(date, 'PPPP'), modifiers.today && '오늘', modifiers.selected && '선택됨']
    .filter(Boolean)
    .join(', ');
};

const classNames: Partial<ClassNames> = {
  root: s.root,
  months: s.months,
  month: s.month,
  month_caption: s.monthCaption,
  caption_label: s.captionLabel,
  button_previous: s.previousButton,
  button_next: s.nextButton,
  chevron: s.chevron,
  month_grid: s.monthGrid,
  weekday: s.weekday,
  day: `${s.day} ${s.rangeBand}`,
  day_button: `${s.dayButton} ${s.todayButton}`,
  today: s.today,
  selected: s.selected,
  range_start: s.rangeStart,
  range_middle: s.rangeMiddle,
  range_end: s.rangeEnd,
  outside: s.outside,
  disabled: s.disabled,
  hidden: s.hidden,
  footer: s.footer,
};

/**
 * react-day-picker in the console's look and in Korean (react-day-picker/locale `ko`: '2025년 8월', 일-토 with
 * Sunday first, Korean labels for days and navigation). Internal to the date pickers.
 */
export function Calendar(props: DayPickerProps) {
  return <DayPicker locale={ko} navLayout="around" classNames={classNames} labels={{ labelDayButton }} {...props} />;
}

/**
 * Moves focus into the calendar when its popup opens: to the day DayPicker made tabbable (the selected day,
 * else today, else the first day), so arrow keys work at once. Called from the popover's onOpenAutoFocus.
 */
export function focusCalendarDay(container: HTMLElement | null) {
  container?.querySelector<HTMLButtonElement>('[role="grid"] button[tabindex="0"]')?.focus();
}

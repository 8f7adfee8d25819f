/**
 * The date pickers' popups, loaded on their own (PickerField's `loadPopups`): the Radix Popover placed under the
 * field, and the Korean calendar (react-day-picker, date-fns) with a range's presets.
 */
import * as Popover from '@radix-ui/react-popover';
import { useRef, useState, type ReactNode } from 'react';
import { Calendar, focusCalendarDay } from './Calendar';
import {
  dateToDay,
  dayToDate,
  isCalendarDay,
  matchingPreset,
  orderRange,
  type CalendarDay,
  type DateRangePreset,
  type DateRangeValue,
} from './calendarDay';
import * as s from './DatePicker.css';
import { dayLimits } from './dayLimits';
import type { PopupFrame } from './PickerField';

/**
 * The popup under the field's frame. Focus goes to the chosen day (a range's start) or today, not to the first
 * button as Radix would do; it returns to the trigger when the popup closes by Escape or a pick, and stays where
 * the user clicked when they clicked outside. A press on the trigger itself is the trigger's (it closes).
 */
function PickerPopover({ frame, children }: { frame: PopupFrame; children: ReactNode }) {
  const contentRef = useRef<HTMLDivElement>(null);
  const interactedOutside = useRef(false);
  return (
    <Popover.Root open={frame.open} onOpenChange={frame.onOpenChange}>
      <Popover.Anchor virtualRef={frame.anchorRef} />
      <Popover.Portal>
        <Popover.Content
          ref={contentRef}
          id={frame.popupId}
          className={s.popover}
          align="start"
          sideOffset={4}
          aria-label={frame.dialogLabel}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            focusCalendarDay(contentRef.current);
          }}
          onInteractOutside={(event) => {
            if (frame.triggerRef.current?.contains(event.target as Node)) event.preventDefault();
            else interactedOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!interactedOutside.current) frame.triggerRef.current?.focus();
            interactedOutside.current = false;
          }}
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

export interface DayPopupProps {
  frame: PopupFrame;
  /** The chosen day, or ''. */
  chosen: CalendarDay;
  today: CalendarDay;
  minDate: CalendarDay | undefined;
  maxDate: CalendarDay | undefined;
  onPick: (day: CalendarDay) => void;
}

/** DatePicker's popup: one month, a click picks the day. */
export function DayPopup({ frame, chosen, today, minDate, maxDate, onPick }: DayPopupProps) {
  return (
    <PickerPopover frame={frame}>
      <Calendar
        mode="single"
        required
        selected={chosen ? dayToDate(chosen) : undefined}
        defaultMonth={dayToDate(chosen || today)}
        today={dayToDate(today)}
        disabled={dayLimits(minDate, maxDate)}
        onSelect={(date) => {
          onPick(dateToDay(date));
        }}
      />
    </PickerPopover>
  );
}

export interface RangePopupProps {
  frame: PopupFrame;
  range: DateRangeValue;
  today: CalendarDay;
  presets: readonly DateRangePreset[];
  numberOfMonths: number;
  minDate: CalendarDay | undefined;
  maxDate: CalendarDay | undefined;
  pickStartText: string;
  pickEndText: string;
  /** A complete range, in order: a preset, or the second click. */
  onCommit: (range: DateRangeValue) => void;
}

const isComplete = (range: DateRangeValue) => isCalendarDay(range.from) && isCalendarDay(range.to);

/** DateRangePicker's popup: presets, then months side by side; the first click picks the start, the second the end. */
export function RangePopup({ frame, ...props }: RangePopupProps) {
  return (
    <PickerPopover frame={frame}>
      <RangeChooser {...props} />
    </PickerPopover>
  );
}

/** Inside the popup's content, so the pending start is forgotten whenever the popup closes. */
function RangeChooser({
  range,
  today,
  presets,
  numberOfMonths,
  minDate,
  maxDate,
  pickStartText,
  pickEndText,
  onCommit,
}: Omit<RangePopupProps, 'frame'>) {
  // The start picked by a first click, until the second click completes the range.
  const [pendingStart, setPendingStart] = useState<CalendarDay>('');
  const complete = isComplete(range);
  const activePreset = complete ? matchingPreset(range, today, presets) : undefined;
  // While picking, the calendar shows the pending start alone; otherwise the committed range.
  const shown = pendingStart
    ? { from: dayToDate(pendingStart), to: undefined }
    : complete
      ? { from: dayToDate(range.from), to: dayToDate(range.to) }
      : undefined;
  // The last month shown holds the range's end (or today), so recent days are in view.
  const lastMonth = dayToDate(complete ? range.to : today);
  const firstMonth = new Date(lastMonth.getFullYear(), lastMonth.getMonth() - (numberOfMonths - 1), 1);

  return (
    <>
      {presets.length > 0 && (
        <div className={s.presets}>
          {presets.map((preset) => (
            <button
              key={preset.label}
              type="button"
              className={s.preset}
              aria-pressed={preset === activePreset}
              onClick={() => {
                onCommit(preset.range(today));
              }}
            >
              {preset.label}
            </button>
          ))}
        </div>
      )}
      <Calendar
        mode="range"
        numberOfMonths={numberOfMonths}
        defaultMonth={firstMonth}
        selected={shown}
        today={dayToDate(today)}
        disabled={dayLimits(minDate, maxDate)}
        onSelect={(_range, triggerDate) => {
          const day = dateToDay(triggerDate);
          if (pendingStart) onCommit(orderRange(pendingStart, day));
          else setPendingStart(day);
        }}
        footer={pendingStart ? `${pendingStart} ~ ${pickEndText}` : pickStartText}
      />
    </>
  );
}

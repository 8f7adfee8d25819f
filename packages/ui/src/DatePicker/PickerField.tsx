import { CalendarDays, X } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type ReactNode, type Ref, type RefObject } from 'react';
import { Field } from '../Field';
import { ControlFrame } from '../Field/ControlFrame';
import { mergeRefs } from '../Field/mergeRefs';
import type { FieldOwnProps } from '../Field/splitFieldProps';
import * as s from './DatePicker.css';

/** What the popup needs of the field that opens it (popups.tsx). */
export interface PopupFrame {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The control frame: the popup is placed under it. */
  anchorRef: RefObject<HTMLDivElement | null>;
  /** The trigger: focus returns to it when the popup closes by keyboard or by a pick. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The popup's id, which the trigger's aria-controls names. */
  popupId: string;
  dialogLabel: string;
}

/**
 * The popups (Radix Popover, react-day-picker, date-fns: about 40 kB brotli) load when a picker is about to be
 * used (pointer over or focus on its trigger) or opened, not with the page: a list or statistics page draws its
 * period field, and its first load stays light (docs/performance.md, issue 31).
 */
export const loadPopups = () => import('./popups');
export const LazyDayPopup = lazy(() => loadPopups().then((module) => ({ default: module.DayPopup })));
export const LazyRangePopup = lazy(() => loadPopups().then((module) => ({ default: module.RangePopup })));

interface PickerFieldProps extends FieldOwnProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The chosen value as shown in the trigger ('2025-08-18', '2025-08-12 ~ 2025-08-18'); '' for none. */
  text: string;
  placeholder: string;
  /** Show the clear button while a value is chosen. */
  clearable: boolean;
  clearLabel: string;
  /** Empties the value; focus then returns to the trigger. */
  onClear: () => void;
  dialogLabel: string;
  'aria-label'?: string;
  onBlur?: () => void;
  ref?: Ref<HTMLButtonElement>;
  /** The popup (a lazy one from popups.tsx), drawn once the picker has been opened. */
  popup: (frame: PopupFrame) => ReactNode;
}

/**
 * What DatePicker and DateRangePicker share: the field with its trigger button (calendar icon and the chosen
 * value or the placeholder) and clear button in the control frame. The trigger opens the popup, which takes
 * focus to the chosen day (or today); the popup's code arrives only when it is needed.
 */
export function PickerField({
  open,
  onOpenChange,
  text,
  placeholder,
  clearable,
  clearLabel,
  onClear,
  dialogLabel,
  'aria-label': ariaLabel,
  onBlur,
  ref,
  popup,
  ...field
}: PickerFieldProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const anchorRef = useRef<HTMLDivElement>(null);
  // Drawn from the first opening on (closed, the popup keeps its module and unmounts its content).
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);

  const clear = () => {
    onClear();
    triggerRef.current?.focus();
  };
  const prefetch = () => {
    void loadPopups();
  };

  return (
    <Field {...field}>
      {(control, { invalid, labelId, controlId }) => {
        const valueId = `${controlId}-value`;
        const popupId = `${controlId}-popup`;
        return (
          <>
            <ControlFrame ref={anchorRef} invalid={invalid} disabled={field.disabled}>
              <button
                ref={mergeRefs(triggerRef, ref)}
                type="button"
                className={s.trigger}
                aria-haspopup="dialog"
                aria-expanded={open}
                aria-controls={open ? popupId : undefined}
                data-state={open ? 'open' : 'closed'}
                {...control}
                aria-label={ariaLabel}
                // Named by the label and the value: '시작일 2025-08-18', not just '시작일'.
                aria-labelledby={`${field.label === undefined ? controlId : labelId} ${valueId}`}
                onClick={() => {
                  onOpenChange(!open);
                }}
                onPointerEnter={prefetch}
                onFocus={prefetch}
                onBlur={onBlur}
              >
                <span className={s.triggerIcon} aria-hidden>
                  <CalendarDays size={16} />
                </span>
                <span id={valueId} className={text ? s.value : s.placeholder}>
                  {text || placeholder}
                </span>
              </button>
              {clearable && text !== '' && !field.disabled && (
                <button type="button" className={s.clear} aria-label={clearLabel} onClick={clear}>
                  <X size={14} aria-hidden />
                </button>
              )}
            </ControlFrame>
            {opened && (
              <Suspense fallback={null}>
                {popup({ open, onOpenChange, anchorRef, triggerRef, popupId, dialogLabel })}
              </Suspense>
            )}
          </>
        );
      }}
    </Field>
  );
}

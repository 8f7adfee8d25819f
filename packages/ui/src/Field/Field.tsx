import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../internal/a11y.css';
import { describedBy } from './describedBy';
import * as s from './Field.css';

/** What every field component accepts for its label, help and state (spread by TextField, Select, ...). */
export interface FieldBaseProps {
  /** The visible label. Required for accessibility unless the control is named another way (aria-label). */
  label?: ReactNode;
  /** Help text under the control, linked to it by aria-describedby. */
  hint?: ReactNode;
  /** Error message under the control (e.g. react-hook-form's `errors.name?.message`); sets aria-invalid. */
  error?: ReactNode;
  /** Shows the required mark: a red '*' that screen readers read as '필수'. Validation stays with the form. */
  required?: boolean;
  /** Disables the control and dims the label. */
  disabled?: boolean;
  /** Keeps the label for screen readers only (e.g. filters whose column header already says what they are). */
  hideLabel?: boolean;
  /** Class of the field's outer element (layout: width, grid placement). */
  className?: string;
}

/** Props a field spreads onto its focusable control so label, hint, error and state are wired. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  /** Only for `kind="group"`: the group is named by the label element. */
  'aria-labelledby'?: string;
  disabled?: boolean;
}

/** Ids and state a composite control needs beyond the spread props (e.g. to add its value to its name). */
export interface FieldInfo {
  labelId: string;
  controlId: string;
  invalid: boolean;
}

export interface FieldProps extends FieldBaseProps {
  /** Id of the control; generated when absent. */
  id?: string;
  /**
   * `top` (default): label above the control, as text inputs have it. `end`: the control first and the label
   * after it, as a checkbox or switch has it.
   */
  labelPlacement?: 'top' | 'end';
  /**
   * `control` (default): a `<label for>` names one labelable control. `group`: the control is a group (a
   * radiogroup) named by `aria-labelledby`, since a `<label>` cannot name a group.
   */
  kind?: 'control' | 'group';
  /** Renders the control, given the props to spread on it and the field's ids. */
  children: (control: FieldControlProps, info: FieldInfo) => ReactNode;
}

/** Visible '*', read as '필수' (the asterisk alone means nothing to a screen reader). */
function RequiredMark() {
  return (
    <>
      <span className={s.requiredMark} aria-hidden>
        *
      </span>
      <span className={visuallyHidden}> 필수</span>
    </>
  );
}

/**
 * The frame every form field shares: label with the required mark, the control, an error message and a hint.
 * The error and hint are linked to the control by aria-describedby and an error sets aria-invalid, so each
 * field component only renders its control.
 */
export function Field({
  id,
  label,
  hint,
  error,
  required = false,
  disabled = false,
  hideLabel = false,
  labelPlacement = 'top',
  kind = 'control',
  className,
  children,
}: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const labelId = `${controlId}-label`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const hasHint = hint !== undefined && hint !== null && hint !== false && hint !== '';

  const control: FieldControlProps = {
    id: controlId,
    'aria-describedby': describedBy(invalid && errorId, hasHint && hintId),
    'aria-invalid': invalid || undefined,
    ...(kind === 'group' && label !== undefined && { 'aria-labelledby': labelId }),
    disabled: disabled || undefined,
  };

  const labelClass = clsx(s.label, labelPlacement === 'end' && s.inlineLabel, hideLabel && visuallyHidden);
  const labelContent = (
    <>
      {label}
      {required && <RequiredMark />}
    </>
  );
  const labelElement =
    label === undefined ? null : kind === 'group' ? (
      <span id={labelId} className={labelClass}>
        {labelContent}
      </span>
    ) : (
      <label id={labelId} htmlFor={controlId} className={labelClass}>
        {labelContent}
      </label>
    );

  const rendered = children(control, { labelId, controlId, invalid });

  return (
    <div className={clsx(s.root, className)} data-disabled={disabled || undefined}>
      {labelPlacement === 'end' ? (
        <div className={s.inlineRow}>
          {rendered}
          {labelElement}
        </div>
      ) : (
        <>
          {labelElement}
          {rendered}
        </>
      )}
      {invalid && (
        <p id={errorId} className={s.error}>
          <span className={s.errorIcon} aria-hidden>
            <ErrorIcon />
          </span>
          <span>{error}</span>
        </p>
      )}
      {hasHint && (
        <p id={hintId} className={s.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * lucide's circle-exclamation-point (ISC), drawn inline with lucide's attributes: every form field shows it, the
 * sign-in page included, where lucide's icon runtime (1.4 kB brotli) would be most of what is left of its 100 kB
 * budget. Other components use lucide-react as usual.
 */
function ErrorIcon() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={14}
      height={14}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="10" />
      <line x1="12" x2="12" y1="8" y2="12" />
      <line x1="12" x2="12.01" y1="16" y2="16" />
    </svg>
  );
}

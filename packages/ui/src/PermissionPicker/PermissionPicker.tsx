import { useId, type ReactNode } from 'react';
import { Checkbox, type CheckboxChecked } from '../Checkbox';
import * as s from './PermissionPicker.css';

/** One permission: its raw string (`value`, e.g. 'RC_VIEW') and its Korean label. */
export interface PermissionPickerOption {
  value: string;
  label: string;
}

/** One area's permissions (e.g. 로봇), shown as one fieldset with its legend. */
export interface PermissionPickerGroup {
  /** Stable id of the area (e.g. 'robot'). */
  area: string;
  /** The legend (Korean). */
  label: string;
  permissions: readonly PermissionPickerOption[];
}

export interface PermissionPickerProps {
  /** Every permission that can be chosen, by area, in the order shown. */
  groups: readonly PermissionPickerGroup[];
  /** The chosen permission strings (controlled). */
  value: readonly string[];
  /**
   * Called with the new choice: the known permissions in the groups' order, then any chosen string the groups do
   * not list (kept as it was, so a permission this build does not know is never dropped by an edit).
   */
  onChange: (next: string[]) => void;
  /** Disables every checkbox (e.g. while saving). */
  disabled?: boolean;
  /** A message for the whole choice (e.g. '권한을 하나 이상 선택해 주세요.'); every area is described by it. */
  error?: ReactNode;
  /** A note under the summary (e.g. when the changes apply). */
  hint?: ReactNode;
  /** Id of the first checkbox, so a form can focus the picker when it is invalid. */
  id?: string;
  className?: string;
}

const hasContent = (node: ReactNode) => node !== undefined && node !== null && node !== false && node !== '';

/** Every chosen string, in the groups' order, unknown ones last. */
function ordered(groups: readonly PermissionPickerGroup[], chosen: ReadonlySet<string>): string[] {
  const known = groups.flatMap((group) => group.permissions.map((permission) => permission.value));
  const knownSet = new Set(known);
  return [...known.filter((value) => chosen.has(value)), ...[...chosen].filter((value) => !knownSet.has(value))];
}

/**
 * Chooses permission strings, area by area: each area is a fieldset whose legend says how many of its permissions
 * are chosen, with a tri-state "전체 선택" (checked, unchecked, or a dash when some are chosen) and one checkbox per
 * permission showing its Korean label with the raw string beside it in monospace. Tab moves between checkboxes,
 * Space toggles one.
 */
export function PermissionPicker({
  groups,
  value,
  onChange,
  disabled = false,
  error,
  hint,
  id,
  className,
}: PermissionPickerProps) {
  const baseId = useId();
  const errorId = `${baseId}-error`;
  const hintId = `${baseId}-hint`;
  const invalid = hasContent(error);
  const chosen = new Set(value);
  const total = groups.reduce((sum, group) => sum + group.permissions.length, 0);
  const chosenKnown = groups.reduce(
    (sum, group) => sum + group.permissions.filter((permission) => chosen.has(permission.value)).length,
    0,
  );
  const describedBy = [invalid ? errorId : null, hasContent(hint) ? hintId : null].filter(Boolean).join(' ');

  const set = (values: readonly string[], on: boolean) => {
    const next = new Set(chosen);
    for (const item of values) {
      if (on) next.add(item);
      else next.delete(item);
    }
    onChange(ordered(groups, next));
  };

  const firstArea = groups.find((group) => group.permissions.length > 0)?.area;

  return (
    <div className={[s.root, className].filter(Boolean).join(' ')}>
      <p className={s.summary}>
        <span>{`전체 ${String(total)}개 중 ${String(chosenKnown)}개 선택`}</span>
      </p>
      {hasContent(hint) ? (
        <p id={hintId} className={s.summary}>
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <p id={errorId} className={s.error}>
          {error}
        </p>
      ) : null}
      {groups.map((group) => {
        const values = group.permissions.map((permission) => permission.value);
        const count = values.filter((item) => chosen.has(item)).length;
        const all: CheckboxChecked = count === 0 ? false : count === values.length ? true : 'indeterminate';
        const legendId = `${baseId}-${group.area}`;
        return (
          <fieldset
            key={group.area}
            className={s.area}
            aria-describedby={describedBy === '' ? undefined : describedBy}
            data-invalid={invalid || undefined}
            disabled={disabled}
          >
            <legend id={legendId} className={s.legend}>
              <span>{group.label}</span>
              <span className={s.count}>{`${String(values.length)}개 중 ${String(count)}개 선택`}</span>
            </legend>
            <div className={s.areaHead}>
              <Checkbox
                id={group.area === firstArea ? id : undefined}
                label="전체 선택"
                aria-label={`${group.label} 전체 선택`}
                checked={all}
                disabled={disabled || values.length === 0}
                onCheckedChange={(checked) => {
                  set(values, checked === true);
                }}
              />
            </div>
            <ul className={s.list}>
              {group.permissions.map((permission) => (
                <li key={permission.value}>
                  <Checkbox
                    label={
                      <span className={s.optionLabel}>
                        <span>{permission.label}</span>
                        <code className={s.code}>{permission.value}</code>
                      </span>
                    }
                    checked={chosen.has(permission.value)}
                    disabled={disabled}
                    onCheckedChange={(checked) => {
                      set([permission.value], checked === true);
                    }}
                  />
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}

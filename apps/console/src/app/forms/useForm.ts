/**
 * The console's form machinery, one hook for every form (login and sign-up use its core, useTextForm, alone): the
 * values and each field's props, the Korean problems of a pure `validate`, the save (one at a time), the server's
 * answer on its fields, the focus on the first problem, a 409 on an edit, and what counts as unsaved. A failed
 * save never touches the values: nothing typed is lost.
 */
import { isHttpError, serverError } from '@oa/api';
import { useEffect, useId, useRef, useState, type Dispatch, type SetStateAction, type SyntheticEvent } from 'react';
import { notify } from '../shell/notify';
import { useTextForm, type FieldErrors, type TextName } from './useTextForm';

export type { FieldErrors } from './useTextForm';

export const CHECK_INPUT = '입력값을 확인해 주세요.';
export const SAVE_FAILED = '저장하지 못했습니다. 잠시 후 다시 시도해 주세요.';

/** A server's field name as a form path: `/a/b`, `a/b` and `a[0].b` are `a.b` and `a.0.b`. */
export const dottedPath = (field: string) =>
  field
    .replace(/^\//, '')
    .replaceAll('/', '.')
    .replace(/\[(\d+)\]/g, '.$1');

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export interface FormOptions<Values, Result> {
  /** The values as loaded or last saved (unsaved changes are measured against them); a new record's defaults. */
  initial: Values;
  /** Every problem of the values: a Korean message per field path, `{}` when there is none. Pure. */
  validate: (values: Values) => FieldErrors;
  /** Sends valid values; rejects with the server's answer. */
  save: (values: Values) => Promise<Result>;
  /**
   * A change asked first (a refund: the amount and the account): called with valid values before `save`; false
   * sends nothing and says nothing. Meanwhile a second submit does nothing.
   */
  confirm?: (values: Values) => Promise<boolean>;
  /** After a save. The values sent become the baseline (what is unsaved), unless this calls `reset`. */
  onSaved?: (result: Result, values: Values) => void | Promise<void>;
  /** Whether two values say the same (default: as JSON). */
  same?: (a: Values, b: Values) => boolean;
  /** The path of the field a server's field name belongs to (default `dottedPath`). */
  fieldPath?: (field: string) => string;
  /** What the form says when `validate` finds problems (default CHECK_INPUT; null: only the fields say it). */
  invalid?: (errors: FieldErrors) => string | null;
  /** A failed save's message: the server's, else this (default SAVE_FAILED); or the message of the error. */
  failed?: string | ((error: unknown) => string);
  /** A 404's message (the record was deleted meanwhile). */
  gone?: string | undefined;
  /**
   * An edit of a record with a revision: a 409 means someone saved first. The form says `message` and offers
   * `reloadLatest()`, which loads the record again (`reload`) into the form.
   */
  conflict?: { message: string; reload: () => Promise<Values> } | undefined;
  /**
   * Where the values being edited live when the form's component comes and goes (a tab): a state of the page,
   * null while the values equal the baseline. The form's own state by default.
   */
  draft?: readonly [Values | null, Dispatch<SetStateAction<Values | null>>];
}

/** The id of a field's control: the form's id and the path ('bins.0.material' -> '<form>-bins-0-material'). */
const fieldId = (form: string, path: string) => `${form}-${path.replaceAll('.', '-')}`;

/**
 * Focuses the first field with a problem in the page's order (so no form keeps a list of its fields in order); a
 * group that cannot take the focus itself (checkboxes) passes it to its first control.
 */
function focusFirst(form: string, errors: FieldErrors) {
  const [first] = Object.keys(errors)
    .map((path) => document.getElementById(fieldId(form, path)))
    .filter((element) => element !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  first?.focus();
  if (first !== undefined && document.activeElement !== first) {
    first.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
  }
}

export function useForm<Values extends object, Result = unknown>(options: FormOptions<Values, Result>) {
  const { validate, same = sameJson, fieldPath = dottedPath, invalid = () => CHECK_INPUT } = options;
  const id = useId();
  const [baseline, setBaseline] = useState(options.initial);
  const own = useState<Values | null>(null);
  const [draft, setDraft] = options.draft ?? own;
  const values = draft ?? baseline;
  const setValues: Dispatch<SetStateAction<Values>> = (action) => {
    setDraft((current) => {
      const next = typeof action === 'function' ? action(current ?? baseline) : action;
      return same(next, baseline) ? null : next;
    });
  };
  const text = useTextForm([values, setValues]);
  const { errors, setErrors } = text;
  const [message, setMessage] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState(false);
  const [reloading, setReloading] = useState(false);
  const saving = useRef(false);
  // The problems to put the focus on, once they are drawn (so the field's description is read with it).
  const [toFocus, setToFocus] = useState<FieldErrors | null>(null);
  useEffect(() => {
    if (toFocus !== null) focusFirst(id, toFocus);
  }, [id, toFocus]);

  const idOf = (path: string) => fieldId(id, path);

  /** New saved values: the form shows them, nothing is unsaved, no message. */
  const reset = (saved: Values) => {
    setBaseline(saved);
    setDraft(null);
    setErrors({});
    setMessage(null);
    setConflict(false);
  };

  const failedMessage = (error: unknown) => {
    const { failed = SAVE_FAILED, gone } = options;
    if (isHttpError(error) && error.status === 404 && gone !== undefined) return gone;
    return typeof failed === 'function' ? failed(error) : (serverError(error)?.message ?? failed);
  };

  const save = async () => {
    // One save at a time: a second click (or Enter) while saving does nothing.
    if (saving.current) return;
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setMessage(invalid(found));
      setToFocus(found);
      return;
    }
    setMessage(null);
    saving.current = true;
    const confirmed = options.confirm === undefined || (await options.confirm(values).catch(() => false));
    if (!confirmed) {
      saving.current = false;
      return;
    }
    setBusy(true);
    const sent = values;
    try {
      const result = await options.save(sent);
      setBaseline(sent);
      // What was typed while saving stays unsaved.
      setDraft((current) => (current === null || same(current, sent) ? null : current));
      setConflict(false);
      await options.onSaved?.(result, sent);
    } catch (error) {
      const fields: FieldErrors = {};
      for (const [field, text] of Object.entries(serverError(error)?.fields ?? {})) fields[fieldPath(field)] ??= text;
      const stale = options.conflict !== undefined && isHttpError(error) && error.status === 409;
      setConflict(stale);
      setMessage(stale ? (options.conflict?.message ?? null) : failedMessage(error));
      setErrors(fields);
      setToFocus(fields);
    } finally {
      saving.current = false;
      setBusy(false);
    }
  };

  const reloadLatest = async () => {
    if (options.conflict === undefined) return;
    setReloading(true);
    try {
      reset(await options.conflict.reload());
      notify('info', '최신 정보를 불러왔습니다.');
    } catch {
      setMessage('최신 정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.');
    } finally {
      setReloading(false);
    }
  };

  return {
    /** The form element's id (a dialog's submit button outside the form names it). */
    id,
    values,
    setValues,
    /** Sets one value. */
    set: <Name extends keyof Values>(name: Name, value: Values[Name]) => {
      setValues((current) => ({ ...current, [name]: value }));
    },
    /** The props of a ui field for a text value; `path` when its errors come under another name. */
    field: (name: TextName<Values>, path: string = name) => ({
      ...text.field(name),
      id: idOf(path),
      name: path,
      error: errors[path],
    }),
    /** The id of a field's control (for a field that is not a text field: a group, a picker). */
    idOf,
    errors,
    /** The form's message (FormAlert): what went wrong as a whole. */
    message,
    /** The last save met a 409: someone saved first (see `conflict` in the options). */
    conflict,
    busy,
    reloading,
    /** Whether the values differ from the baseline (the unsaved-changes prompt). */
    dirty: draft !== null,
    /** The form's onSubmit. */
    submit: (event: SyntheticEvent<HTMLFormElement>) => {
      event.preventDefault();
      void save();
    },
    reset,
    reloadLatest,
    /** FormAlert's `conflict`: after a 409, 최신 정보 불러오기 (null otherwise). */
    conflictAlert: conflict ? { reloading, reload: () => void reloadLatest() } : null,
  };
}

export type Form<Values extends object> = ReturnType<typeof useForm<Values>>;

/**
 * The ID screens' forms, pure: a range of cup IDs or box numbers to register (checked with the contract's
 * `checkIdRange`, so the console and the server say the same Korean), and the cups to discard, typed or pasted one
 * per line, separated by commas or spaces, or as ranges (`SC00000001~SC00000100`), with a required reason.
 */
import {
  checkIdRange,
  cuidOf,
  idNumber,
  ID_FORMATS,
  LIFE_REASON_MAX,
  STATE_CHANGE_MAX,
  type DiscardCupsInput,
  type IdKind,
  type IdRangeInput,
} from '@oa/contract/cupLife';
import type { FieldErrors } from '../../../app/forms/useForm';
import { upperId } from '../shared/cupFilters';
import { reasonProblem } from '../shared/reason';

import type { RangeValues } from './idRange';

export { EMPTY_RANGE, rangeCount, type RangeValues } from './idRange';

const formatMessage = (kind: IdKind) =>
  `${ID_FORMATS[kind].word}는 ${ID_FORMATS[kind].example} 형식으로 입력해 주세요.`;

/** Each field's problem: its format first, then the range's (order, size) on the last ID. */
export function validateRange(kind: IdKind, values: RangeValues): FieldErrors {
  const errors: FieldErrors = {};
  if (values.first.trim() === '') errors.first = '시작 ID를 입력해 주세요.';
  else if (idNumber(kind, values.first) === null) errors.first = formatMessage(kind);
  if (values.last.trim() === '') errors.last = '끝 ID를 입력해 주세요.';
  else if (idNumber(kind, values.last) === null) errors.last = formatMessage(kind);
  if (Object.keys(errors).length > 0) return errors;
  const check = checkIdRange(kind, values.first, values.last);
  if (!check.ok) errors.last = check.message;
  return errors;
}

export const rangeInput = (kind: IdKind, values: RangeValues, requestId: string): IdRangeInput => ({
  kind,
  first: upperId(values.first),
  last: upperId(values.last),
  requestId,
});

export type CupIdsParse = { ok: true; ids: string[] } | { ok: false; message: string };

/**
 * Cup IDs typed or pasted: one per line, or separated by commas or spaces; `SC00000001~SC00000100` (or with `-`) is
 * a range. Lower case is read as upper case; each cup once, in the order given; at most STATE_CHANGE_MAX.
 */
export function parseCupIds(text: string): CupIdsParse {
  const tokens = text
    .split(/[\s,]+/)
    .map((token) => token.trim())
    .filter((token) => token !== '');
  if (tokens.length === 0) return { ok: false, message: '컵 ID를 입력해 주세요.' };
  const ids = new Set<string>();
  for (const token of tokens) {
    const [first = '', last, extra] = token.split(/[~-]/);
    if (extra !== undefined) return { ok: false, message: `'${token}'은(는) 올바른 컵 ID 범위가 아닙니다.` };
    if (last === undefined) {
      const n = idNumber('CUP', first);
      if (n === null) return { ok: false, message: `'${token}'은(는) 올바른 컵 ID가 아닙니다 (예: SC00000001).` };
      ids.add(upperId(first));
    } else {
      const check = checkIdRange('CUP', first, last);
      if (!check.ok) return { ok: false, message: `'${token}': ${check.message}` };
      for (let n = check.from; n <= check.to; n += 1) ids.add(cuidOf(n));
    }
    if (ids.size > STATE_CHANGE_MAX)
      return { ok: false, message: `한 번에 ${STATE_CHANGE_MAX.toLocaleString('ko-KR')}개까지 폐기할 수 있습니다.` };
  }
  return { ok: true, ids: [...ids] };
}

export interface DiscardValues {
  cuids: string;
  reason: string;
}

export const EMPTY_DISCARD: DiscardValues = { cuids: '', reason: '' };

export function validateDiscard(values: DiscardValues): FieldErrors {
  const errors: FieldErrors = {};
  const parsed = parseCupIds(values.cuids);
  if (!parsed.ok) errors.cuids = parsed.message;
  const reason = reasonProblem(values.reason, '폐기 사유', LIFE_REASON_MAX);
  if (reason !== null) errors.reason = reason;
  return errors;
}

/** The body of valid values (validateDiscard found nothing). */
export function discardInput(values: DiscardValues, requestId: string): DiscardCupsInput {
  const parsed = parseCupIds(values.cuids);
  return { cuids: parsed.ok ? parsed.ids : [], reason: values.reason.trim(), requestId };
}

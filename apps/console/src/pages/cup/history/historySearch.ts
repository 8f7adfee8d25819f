/**
 * 컵 ID 이력's search, as the URL writes it: one cup (`?cuid=SC00000001`) or a range (`?first=…&last=…` with the
 * events list's own filters, page and sort). Checked in Korean; IDs read as written (upper case). Pure, unit-tested.
 */
import type { ListFilter } from '@oa/api';
import { ID_FORMATS, idNumber, idOf } from '@oa/contract/cupLife';
import { filterParam } from '../../../app/lists/listHref';

export interface HistorySearchValues {
  first: string;
  last: string;
  toState: string;
  manual: string;
}

export type HistorySearch =
  { kind: 'none' } | { kind: 'cup'; cuid: string } | { kind: 'range'; first: string; last: string };

const { word, example } = ID_FORMATS.CUP;
const FORMAT = `${word}는 ${example} 형식으로 입력해 주세요.`;

/** The search the values ask for, or the Korean problem of each field. */
export function readHistorySearch(
  values: HistorySearchValues,
): { ok: true; search: HistorySearch } | { ok: false; errors: Partial<Record<'first' | 'last', string>> } {
  const first = values.first.trim();
  const last = values.last.trim();
  if (first === '' && last === '') return { ok: false, errors: { first: `${word}를 입력해 주세요.` } };
  const from = idNumber('CUP', first);
  const to = last === '' ? null : idNumber('CUP', last);
  const errors: Partial<Record<'first' | 'last', string>> = {};
  if (from === null) errors.first = first === '' ? '시작 컵 ID를 입력해 주세요.' : FORMAT;
  if (last !== '' && to === null) errors.last = FORMAT;
  if (from !== null && to !== null && to < from) errors.last = '끝 ID가 시작 ID보다 앞입니다.';
  if (Object.keys(errors).length > 0 || from === null) return { ok: false, errors };
  if (to === null || to === from) return { ok: true, search: { kind: 'cup', cuid: idOf('CUP', from) } };
  return { ok: true, search: { kind: 'range', first: idOf('CUP', from), last: idOf('CUP', to) } };
}

/** The search a URL holds. */
export function historySearchOf(params: URLSearchParams): HistorySearch {
  const cuid = params.get('cuid');
  const first = params.get('first');
  const last = params.get('last');
  if (cuid !== null && idNumber('CUP', cuid) !== null) return { kind: 'cup', cuid: cuid.toUpperCase() };
  if (first !== null && last !== null && idNumber('CUP', first) !== null && idNumber('CUP', last) !== null)
    return { kind: 'range', first: first.toUpperCase(), last: last.toUpperCase() };
  return { kind: 'none' };
}

/** The URL of a search; a range keeps the list's `filters` (a new search starts at page 1). */
export function historySearchParams(search: HistorySearch, filters: readonly ListFilter[] = []): URLSearchParams {
  const params = new URLSearchParams();
  if (search.kind === 'cup') params.set('cuid', search.cuid);
  if (search.kind === 'range') {
    params.set('first', search.first);
    params.set('last', search.last);
    for (const filter of filters) params.append('filter', filterParam(filter));
  }
  return params;
}

/** The range as the events list's filters (the contract's text operators: gte and lte). */
export const rangeFilters = (first: string, last: string): ListFilter[] => [
  { field: 'cuid', op: 'gte', value: first },
  { field: 'cuid', op: 'lte', value: last },
];

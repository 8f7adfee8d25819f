/**
 * IDs for the QR label page: a range (a registered one: cup IDs 'SC00100001' to 'SC00100100', box numbers
 * 'BX000001' to 'BX000100'; any prefix and trailing number) or a pasted list. A range may be as long as a
 * registration (RANGE_MAX); one download makes at most MAX_LABELS labels, so a longer range comes in parts.
 */

/** The most labels one download makes. */
export const MAX_LABELS = 500;
/** The longest range the page takes (a cup ID registration's most, ID_RANGE_MAX.CUP). */
export const RANGE_MAX = 10_000;

export type CupIdsResult = { ok: true; ids: string[] } | { ok: false; message: string };

const ID_PATTERN = /^[A-Za-z0-9-]{1,40}$/;

/** The IDs from `first` to `last`: the same prefix, a trailing number, the first one's zero padding. */
export function cupIdRange(first: string, last: string): CupIdsResult {
  const a = /^(.*?)(\d+)$/.exec(first.trim());
  const b = /^(.*?)(\d+)$/.exec(last.trim());
  if (!a || !b) return { ok: false, message: '시작과 끝 ID는 숫자로 끝나야 합니다 (예: LLC-000101).' };
  const [, prefixA = '', numberA = ''] = a;
  const [, prefixB = '', numberB = ''] = b;
  if (prefixA !== prefixB) return { ok: false, message: '시작과 끝 ID의 앞부분이 같아야 합니다.' };
  const from = Number(numberA);
  const to = Number(numberB);
  if (to < from) return { ok: false, message: '끝 ID가 시작 ID보다 앞입니다.' };
  if (to - from + 1 > RANGE_MAX)
    return { ok: false, message: `범위는 ${RANGE_MAX.toLocaleString('ko-KR')}개까지 만들 수 있습니다.` };
  const width = numberA.length;
  return {
    ok: true,
    ids: Array.from({ length: to - from + 1 }, (_, index) => `${prefixA}${String(from + index).padStart(width, '0')}`),
  };
}

/** IDs pasted one per line or separated by commas or spaces; duplicates are kept once, in order. */
export function pastedCupIds(text: string): CupIdsResult {
  const ids = [...new Set(text.split(/[\s,]+/).filter((id) => id !== ''))];
  if (ids.length === 0) return { ok: false, message: 'ID를 한 줄에 하나씩 붙여 넣어 주세요.' };
  const bad = ids.find((id) => !ID_PATTERN.test(id));
  if (bad !== undefined)
    return { ok: false, message: `'${bad}'는 올바른 ID가 아닙니다 (영문, 숫자, - 만 쓸 수 있습니다).` };
  if (ids.length > MAX_LABELS) return { ok: false, message: `한 번에 ${String(MAX_LABELS)}개까지 만들 수 있습니다.` };
  return { ok: true, ids };
}

/** The IDs in parts of at most `size` (MAX_LABELS), each downloaded on its own. */
export function labelParts(ids: readonly string[], size: number = MAX_LABELS): string[][] {
  const parts: string[][] = [];
  for (let start = 0; start < ids.length; start += size) parts.push(ids.slice(start, start + size));
  return parts;
}

/** The file name's start: box numbers' labels are named as such. */
export const labelFilePrefix = (firstId: string) => (/^BX\d+$/i.test(firstId) ? '박스번호_QR' : '컵ID_QR');

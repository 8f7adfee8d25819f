/**
 * The IDs an operator gives a screen: pasted (one per line, or separated by commas or spaces), scanned (a scanner
 * types the ID and Enter), or a range `first..last` (also `first~last`). Read as IDs are written (upper case),
 * each once, in the order given; what is not an ID of the kind is named in Korean. Pure, unit-tested.
 */
import { checkIdRange, ID_FORMATS, idNumber, idOf, type IdKind } from '@oa/contract/cupLife';

export interface IdList {
  /** The IDs, each once, in order. */
  ids: string[];
  /** What could not be read, in Korean (the first few). */
  problems: string[];
}

const RANGE = /^(\S+?)\s*(?:\.\.|~)\s*(\S+)$/;

/** The IDs in `text`, at most `max` of them (more is a problem, and none past `max` are kept). */
export function parseIdList(kind: IdKind, text: string, max: number): IdList {
  const ids: string[] = [];
  const seen = new Set<string>();
  const problems: string[] = [];
  const { word, example } = ID_FORMATS[kind];
  const full = { over: false };
  const add = (id: string) => {
    if (seen.has(id)) return;
    if (ids.length >= max) {
      full.over = true;
      return;
    }
    seen.add(id);
    ids.push(id);
  };
  // A range may be written with spaces around its `..`; join those before splitting on spaces.
  const tokens = text
    .replace(/\s*(\.\.|~)\s*/g, '$1')
    .split(/[\s,]+/)
    .filter((token) => token !== '');
  for (const token of tokens) {
    const range = RANGE.exec(token);
    if (range !== null) {
      const [, first = '', last = ''] = range;
      const checked = checkIdRange(kind, first, last);
      if (!checked.ok) {
        problems.push(`${token}: ${checked.message}`);
        continue;
      }
      for (let n = checked.from; n <= checked.to && !full.over; n += 1) add(idOf(kind, n));
      continue;
    }
    const n = idNumber(kind, token);
    if (n === null) problems.push(`${token}: ${word}는 ${example} 형식으로 입력해 주세요.`);
    else add(idOf(kind, n));
  }
  if (full.over) problems.unshift(`한 번에 ${max.toLocaleString('ko-KR')}개까지 입력할 수 있습니다.`);
  return { ids, problems: problems.slice(0, 5) };
}

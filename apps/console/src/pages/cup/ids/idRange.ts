/**
 * A range of IDs as the register form holds it, and how many IDs it makes: what the register card shows before
 * its form's code is loaded (idForms.ts has the rest of the ID screens' forms).
 */
import { checkIdRange, type IdKind } from '@oa/contract/cupLife';

export interface RangeValues {
  first: string;
  last: string;
}

export const EMPTY_RANGE: RangeValues = { first: '', last: '' };

/** How many IDs a valid range makes, or null. */
export function rangeCount(kind: IdKind, values: RangeValues): number | null {
  const check = checkIdRange(kind, values.first, values.last);
  return check.ok ? check.count : null;
}

/** The box screens' forms, each wrong field in Korean: a scanned cup, a retirement's reason, a box number. */
import { ID_FORMATS, idNumber, LIFE_REASON_MAX } from '@oa/contract';
import { collector, isObject, outcome, type Checked } from '../../../http/forms';
import { reasonOf } from '../../../requests/refusals';

const CUID_FORMAT = `컵 ID는 ${ID_FORMATS.CUP.example} 형식입니다.`;

/** A scan: one well-formed CUID (upper case). */
export function checkPack(body: unknown): Checked<{ cuid: string }> {
  const { fields, fail } = collector();
  const input = isObject(body) ? body : {};
  const cuid = typeof input.cuid === 'string' ? input.cuid.trim().toUpperCase() : '';
  if (idNumber('CUP', cuid) === null) fail('cuid', CUID_FORMAT);
  return outcome(fields, () => ({ cuid }));
}

/** A retirement: its reason (required). */
export function checkRetire(body: unknown): Checked<{ reason: string }> {
  const { fields, fail } = collector();
  const reason = reasonOf(isObject(body) ? body : {}, fail, { max: LIFE_REASON_MAX });
  return outcome(fields, () => ({ reason }));
}

/** A box number as written (upper case). */
export const boxNumberOf = (value: string) => value.trim().toUpperCase();

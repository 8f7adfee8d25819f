/** A previewed manual change, and the IDs the server refused when it was applied. */
import { isHttpError, serverError } from '@oa/api';
import type { StateChangeResult } from '@oa/contract/cupLife';
import type { StateChangeValues } from './stateChangeForm';

/** A preview and what it was made from: its inputs' key and the request id the change will carry. */
export interface PreparedChange {
  result: StateChangeResult;
  key: string;
  values: StateChangeValues;
  requestId: string;
}

/** The IDs a 409 SOME_REFUSED names (`error.fields`: ID -> Korean reason), as a result that changes nothing. */
export function refusedResult(error: unknown, prepared: PreparedChange): StateChangeResult | null {
  const body = serverError(error);
  if (!isHttpError(error) || error.status !== 409 || body?.code !== 'SOME_REFUSED' || body.fields === undefined)
    return null;
  const fields = body.fields;
  const states = new Map(prepared.result.changes.map((change) => [change.id, change.fromState]));
  return {
    ...prepared.result,
    preview: false,
    applied: false,
    changes: prepared.result.changes.filter((change) => fields[change.id] === undefined),
    refused: Object.entries(fields).map(([id, reason]) => ({ id, state: states.get(id) ?? null, reason })),
  };
}

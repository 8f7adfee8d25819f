/** The audit log's entry as a schema; its type and the actions are in ../audit.ts. */
import { Type } from 'typebox';
import { NullableInteger, NullableString, Timestamp } from './common';

/** One audit record: who did what to what, with the values before and after. */
export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  at: Timestamp,
  actorUserId: NullableInteger,
  actorLoginId: NullableString,
  actorName: NullableString,
  /** One of AUDIT_ACTIONS, as written (a string: the console shows an unknown one as it is). */
  action: Type.String(),
  /** `<kind>:<id>` (AuditTarget), or null (a sign-in). */
  target: NullableString,
  before: Type.Unknown(),
  after: Type.Unknown(),
});

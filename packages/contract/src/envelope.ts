/** The answers' envelopes (spec §3). */
import type { Static } from 'typebox';
import type { ErrorSchema } from './schemas/common';

/** Every API answer: `{ _data: ... }` on success. */
export interface Envelope<T> {
  _data: T;
}

/** Every API error: a code for programs, a Korean message for people, and per-field messages for forms. */
export type ErrorBody = Static<typeof ErrorSchema>;

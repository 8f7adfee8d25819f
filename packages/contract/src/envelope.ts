/** Every API answer: `{ _data: ... }` on success (spec §3). */
export interface Envelope<T> {
  _data: T;
}

/** Every API error: a code for programs, a Korean message for people, and per-field messages for forms. */
export interface ErrorBody {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string>;
  };
}

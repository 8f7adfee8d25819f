/**
 * A form whose save is one change that must happen once (a validity extension, a refund, its retry, a crew entry):
 * `useForm` whose save sends `input(values, requestId)` with a request id made once for the form's life, so a
 * second click, or a retry after a refusal or a lost answer, carries the same id and the server makes the change
 * once. The paths it changes are read again after it; a refusal is the server's Korean message (useForm's).
 */
import { useApiMutation, type MutationRequest } from '@oa/api';
import { useState } from 'react';
import { useForm, type FormOptions } from './useForm';

export interface RequestFormOptions<Values, Body, Result> extends Omit<FormOptions<Values, Result>, 'save'> {
  /** The change's request (method, path, client). */
  request: MutationRequest;
  /** What it changes: these paths' reads are fetched again after it. */
  revalidate: readonly string[];
  /** The body of valid values, with the form's request id. */
  input: (values: Values, requestId: string) => Body;
}

export function useRequestForm<Values extends object, Body, Result>({
  request,
  revalidate,
  input,
  ...options
}: RequestFormOptions<Values, Body, Result>) {
  const [requestId] = useState(() => crypto.randomUUID());
  // SWR types `trigger` by whether a body is possible at all, which a generic Body does not say: it takes one.
  const send = useApiMutation<Body, Result>(request, { revalidate }).trigger as (body: Body) => Promise<Result>;
  return useForm<Values, Result>({ ...options, save: (values) => send(input(values, requestId)) });
}

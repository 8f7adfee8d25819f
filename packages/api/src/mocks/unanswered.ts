/**
 * Story support (not part of the app): an msw resolver that never answers, for a loading state. The story runner
 * (.storybook/test) takes a story's picture only once every request the story started has been answered; a request
 * answered by `unanswered` is marked, so the runner knows not to wait for it. `delay('infinite')` is refused in
 * stories by lint for that reason.
 *
 *   http.get('/oa/v1/users', unanswered)
 */

/** The page's set of requests (`METHOD URL`) that stay unanswered on purpose; the runner reads and clears it. */
export const UNANSWERED_REQUESTS = '__oaUnansweredRequests';

export function unanswered({ request }: { request: Request }): Promise<never> {
  const global = globalThis as typeof globalThis & { [UNANSWERED_REQUESTS]?: Set<string> };
  (global[UNANSWERED_REQUESTS] ??= new Set()).add(`${request.method} ${request.url}`);
  return new Promise<never>(() => undefined);
}

/** Joins the ids an aria-describedby should list, skipping absent ones; undefined when none is left. */
export const describedBy = (...ids: (string | false | null | undefined)[]): string | undefined =>
  ids.filter((id): id is string => typeof id === 'string' && id !== '').join(' ') || undefined;

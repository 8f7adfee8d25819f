/** Reading PostgreSQL's errors (through Drizzle's and the drivers' wrappers): their SQLSTATE and what it means. */

/** The SQLSTATE of a database error, looked for along the `cause` chain; undefined for any other error. */
export function sqlState(error: unknown): string | undefined {
  for (let current: unknown = error; typeof current === 'object' && current !== null;) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A unique violation (23505): a unique index decided a race, e.g. two saves of one name at once. */
export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === '23505';

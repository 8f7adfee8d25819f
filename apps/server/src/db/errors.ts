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

/** SQLSTATEs of a database that went away or is not taking connections: shutting down, starting, restarted. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Socket errors of a connection to the database. */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
/** node-postgres's own errors when a connection died or could not be made in time (they carry no code). */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed/i;

/**
 * The database cannot be reached now (down, restarting, refusing connections, a connection cut): the request may be
 * retried soon, the process goes on (the pool makes new connections when the database is back).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error; typeof current === 'object' && current !== null;) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))) return true;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A unique violation (23505): a unique index decided a race, e.g. two saves of one name at once. */
export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === '23505';

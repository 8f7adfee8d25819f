import { jwtDecode } from 'jwt-decode';
import { AuthError, SESSION_MESSAGES } from './sessionMessages';

/** spec §3: the logged-in user, decoded from the access token (and kept under `userInfo`). */
export interface LoggedInUser {
  id: string;
  name: string;
  /** Expiry, seconds since the epoch (JWT `exp`). */
  exp: number;
  /** Issued at, seconds since the epoch (JWT `iat`). */
  iat: number;
  /**
   * spec §6 permission strings. Kept as plain strings: a newer server may send strings this build does not
   * know; they simply match no route or action.
   */
  permissions: string[];
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Checks the claim shapes of a decoded payload or a stored `userInfo`; null when any claim is wrong. */
export function toLoggedInUser(value: unknown): LoggedInUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const claims = value as Record<string, unknown>;
  const { id, name, exp, iat, permissions } = claims;
  if (typeof id !== 'string' || id === '') return null;
  if (typeof name !== 'string') return null;
  if (!isFiniteNumber(exp) || !isFiniteNumber(iat)) return null;
  if (!Array.isArray(permissions) || !permissions.every((p) => typeof p === 'string')) return null;
  return { id, name, exp, iat, permissions: [...permissions] };
}

/**
 * spec §3 / §5: decodes the access token into the logged-in user. Only decodes: the signature is the server's
 * business (the console never trusts these claims for anything but showing and hiding). Throws
 * `AuthError('INVALID_TOKEN')` when the token is not a decodable string or a claim has the wrong shape.
 */
export function decodeUser(token: unknown): LoggedInUser {
  if (typeof token !== 'string' || token === '') {
    throw new AuthError('INVALID_TOKEN', SESSION_MESSAGES.invalidToken);
  }
  let payload: unknown;
  try {
    payload = jwtDecode(token);
  } catch (cause) {
    throw new AuthError('INVALID_TOKEN', SESSION_MESSAGES.invalidToken, { cause });
  }
  const user = toLoggedInUser(payload);
  if (user === null) throw new AuthError('INVALID_TOKEN', SESSION_MESSAGES.invalidToken);
  return user;
}

/** Whether the user's token has expired at `nowMs` (milliseconds, default now). The server still decides. */
export function isExpired(user: Pick<LoggedInUser, 'exp'>, nowMs: number = Date.now()): boolean {
  return user.exp * 1000 <= nowMs;
}

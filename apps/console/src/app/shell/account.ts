/**
 * Sign-in, sign-up and sign-out with `fetch`: the sign-in page needs neither the data clients nor SWR (they load with the signed-in
 * layout), which keeps the first screen small. Answers follow the server's envelope; messages are its Korean ones.
 */
import { decodeUser } from '@oa/auth';
import { baseUrls, session } from './session';

/** Where a user signed in with a one-time password is kept until they choose their own. */
export const CHANGE_PASSWORD_PATH = '/dashboard/change-password';

export const ACCOUNT_MESSAGES = {
  offline: '서버에 연결할 수 없습니다. 네트워크 상태를 확인해 주세요.',
  failed: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
} as const;

export class AccountError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'AccountError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

interface ErrorBody {
  error?: { code?: string; message?: string; fields?: Record<string, string> };
}

async function post<T>(path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${baseUrls.OA}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new AccountError(0, 'OFFLINE', ACCOUNT_MESSAGES.offline);
  }
  const parsed = (await response.json().catch(() => null)) as ({ _data: T } & ErrorBody) | null;
  if (!response.ok || parsed === null) {
    const error = parsed?.error;
    throw new AccountError(
      response.status,
      error?.code ?? 'FAILED',
      error?.message ?? ACCOUNT_MESSAGES.failed,
      error?.fields,
    );
  }
  return parsed._data;
}

/**
 * Signs in: stores both tokens and the decoded user (spec §3). Answers whether the password is a one-time one
 * that must be changed first.
 */
export async function signIn(loginId: string, password: string): Promise<{ mustChangePassword: boolean }> {
  const data = await post<{ accessToken: string; refreshToken: string; mustChangePassword?: boolean }>(
    '/v1/auth/login',
    { loginId, password },
  );
  session.storeTokens(data);
  session.setUser(decodeUser(data.accessToken));
  return { mustChangePassword: data.mustChangePassword === true };
}

export interface SignUp {
  loginId: string;
  password: string;
  name: string;
  email: string;
  phone?: string;
}

/** Creates an account waiting for an administrator's approval. */
export async function signUp(form: SignUp): Promise<void> {
  await post('/v1/auth/register', form);
}

/** Ends the session on the server (its refresh tokens are revoked) and here (storage, cache, /login). */
export async function signOut(): Promise<void> {
  const refreshToken = session.getRefreshToken();
  if (refreshToken !== null) {
    // Best effort: a failed call must not keep the user signed in on this screen.
    void fetch(`${baseUrls.OA}/v1/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${refreshToken}` },
      keepalive: true,
    }).catch(() => undefined);
  }
  await session.logout();
}

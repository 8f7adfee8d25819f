/** Errors as the console receives them: `{ error: { code, message, fields? } }`, messages in Korean. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable, sqlState } from '../db/errors';

export const MESSAGES = {
  badRequest: '요청 형식이 올바르지 않습니다.',
  invalidInput: '입력값을 확인해 주세요.',
  invalidField: '올바른 값을 입력해 주세요.',
  requiredField: '필수 항목입니다.',
  unauthorized: '로그인이 필요합니다.',
  invalidToken: '유효하지 않은 토큰입니다. 다시 로그인해 주세요.',
  accessExpired: '액세스 토큰이 만료되었습니다.',
  sessionEnded: '로그인이 만료되었습니다. 다시 로그인해 주세요.',
  forbidden: '이 작업을 할 권한이 없습니다.',
  notFound: '요청한 주소를 찾을 수 없습니다.',
  resourceNotFound: '대상을 찾을 수 없습니다.',
  unknownClient: '없는 고객사입니다.',
  tooLarge: '요청이 너무 큽니다.',
  tooManyAttempts: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  internal: '서버에서 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  loginFailed: '아이디 또는 비밀번호가 올바르지 않습니다.',
  accountPending: '관리자의 승인을 기다리는 계정입니다.',
  accountLocked: '잠긴 계정입니다. 관리자에게 문의해 주세요.',
  loginIdTaken: '이미 사용 중인 아이디입니다.',
  wrongCurrentPassword: '현재 비밀번호가 올바르지 않습니다.',
  samePassword: '새 비밀번호가 현재 비밀번호와 같습니다.',
  queryTooComplex: '검색 조건이 너무 복잡합니다. 조건을 줄여 주세요.',
  queryTimeout: '요청 처리 시간이 너무 깁니다. 조건을 줄이거나 잠시 후 다시 시도해 주세요.',
  databaseUnavailable: '데이터베이스에 연결할 수 없어 요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
} as const;

export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'BAD_REQUEST', message, fields);
export const notFound = () => new HttpError(404, 'NOT_FOUND', MESSAGES.resourceNotFound);
/** A form with wrong fields: 400 INVALID_INPUT with each field's Korean message. */
export const invalid = (fields: Record<string, string>) =>
  new HttpError(400, 'INVALID_INPUT', MESSAGES.invalidInput, fields);

/** A schema validation failure as per-field Korean messages (`/loginId` -> `loginId`). */
function validationFields(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const missing =
      issue.keyword === 'required' ? (issue.params as { missingProperty?: string }).missingProperty : undefined;
    const name = missing ?? issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (name !== '' && !(name in fields))
      fields[name] = missing === undefined ? MESSAGES.invalidField : MESSAGES.requiredField;
  }
  return fields;
}

/** Postgres errors that mean the request, not the server, was wrong. */
const CLIENT_SQLSTATES: Record<string, string> = {
  '2201B': '정규식이 올바르지 않습니다.',
  '22P02': MESSAGES.invalidInput,
  // A NUL character (%00) in a value: PostgreSQL text cannot hold it.
  '22021': '사용할 수 없는 문자가 들어 있습니다.',
  '22007': '날짜 형식이 올바르지 않습니다.',
  '22008': '날짜 범위를 벗어났습니다.',
  '22003': '숫자 범위를 벗어났습니다.',
  '54001': MESSAGES.queryTooComplex,
};

/**
 * A statement past the statement time limit (57014, db/database.ts `limitStatements`): the server is fine and the
 * request may be retried (503), narrower or later.
 */
const TIMEOUT_SQLSTATE = '57014';

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (error instanceof HttpError) {
      return reply.code(error.status).send({
        error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
      });
    }
    if (error.validation) {
      return reply
        .code(400)
        .send({ error: { code: 'INVALID_INPUT', message: MESSAGES.invalidInput, fields: validationFields(error) } });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ error: { code: 'TOO_LARGE', message: MESSAGES.tooLarge } });
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ error: { code: 'BAD_REQUEST', message: MESSAGES.badRequest } });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ url: request.url, err: error }, 'the database is unavailable');
      return reply
        .code(503)
        .header('retry-after', '2')
        .send({ error: { code: 'DATABASE_UNAVAILABLE', message: MESSAGES.databaseUnavailable } });
    }
    const state = sqlState(error);
    if (state === TIMEOUT_SQLSTATE) {
      request.log.warn({ url: request.url }, 'a statement ran past the time limit');
      return reply.code(503).send({ error: { code: 'QUERY_TIMEOUT', message: MESSAGES.queryTimeout } });
    }
    if (state !== undefined && state in CLIENT_SQLSTATES) {
      return reply.code(400).send({ error: { code: 'BAD_QUERY', message: CLIENT_SQLSTATES[state] } });
    }
    request.log.error(error);
    return reply.code(500).send({ error: { code: 'INTERNAL', message: MESSAGES.internal } });
  });
}

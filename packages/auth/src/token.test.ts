import { describe, expect, it } from 'vitest';
import { AuthError } from './messages';
import { makeTestToken, makeTestUser } from './testing';
import { decodeUser, isExpired, toLoggedInUser } from './token';

const claims = {
  id: 'kim01',
  name: '김운영',
  exp: 1_700_000_900,
  iat: 1_700_000_000,
  permissions: ['USER', 'RC_VIEW'],
};

function expectInvalid(token: unknown) {
  try {
    decodeUser(token);
    expect.unreachable('decodeUser should throw');
  } catch (error) {
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ code: 'INVALID_TOKEN', message: '유효하지 않은 토큰입니다.' });
  }
}

describe('decodeUser (spec §3, §5)', () => {
  it('decodes id, name, exp, iat and permissions, Korean included', () => {
    expect(decodeUser(makeTestToken({ ...claims, extra: 'ignored' }))).toEqual(claims);
  });

  it.each([undefined, null, 42, '', {}, ['a.b.c']])('rejects a non-string or empty token: %j', (token) => {
    expectInvalid(token);
  });

  it('rejects a string that is not a JWT', () => {
    expectInvalid('not-a-token');
    expectInvalid('a.%%%.c');
  });

  it.each([
    ['missing id', { ...claims, id: undefined }],
    ['numeric id', { ...claims, id: 7 }],
    ['missing name', { ...claims, name: undefined }],
    ['string exp', { ...claims, exp: '1700000900' }],
    ['missing iat', { ...claims, iat: undefined }],
    ['permissions not a list', { ...claims, permissions: 'USER' }],
    ['a non-string permission', { ...claims, permissions: ['USER', 1] }],
  ])('rejects a token with %s', (_label, payload) => {
    expectInvalid(makeTestToken(payload));
  });

  it('validates a stored userInfo with the same rules', () => {
    expect(toLoggedInUser(claims)).toEqual(claims);
    expect(toLoggedInUser({ ...claims, permissions: null })).toBeNull();
    expect(toLoggedInUser('x')).toBeNull();
  });

  it('tells whether a token has expired', () => {
    const user = makeTestUser([], { exp: 100 });
    expect(isExpired(user, 99_999)).toBe(false);
    expect(isExpired(user, 100_000)).toBe(true);
  });
});

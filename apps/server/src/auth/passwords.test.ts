import { describe, expect, it } from 'vitest';
import { createPasswordHasher, hashPassword, passwordProblem, UNUSABLE_PASSWORD } from './passwords';

describe('password hashing (scrypt)', () => {
  it("stores OWASP's parameters by default (N=2^17, r=8, p=1) with a random salt, and verifies", async () => {
    const stored = await hashPassword('Seoul-cup-2026', 17);
    expect(stored).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await hashPassword('Seoul-cup-2026', 17)).not.toBe(stored);
    const hasher = createPasswordHasher(17);
    expect(await hasher.verify('Seoul-cup-2026', stored)).toBe(true);
    expect(await hasher.verify('seoul-cup-2026', stored)).toBe(false);
  });

  it('verifies a hash made at another cost (a later cost change keeps old passwords working)', async () => {
    const old = await hashPassword('Older-pass-2020', 11);
    expect(await createPasswordHasher(12).verify('Older-pass-2020', old)).toBe(true);
  });

  it('an unusable or malformed hash never matches', async () => {
    const hasher = createPasswordHasher(10);
    for (const stored of [UNUSABLE_PASSWORD, '', 'scrypt$x', 'bcrypt$10$abc'])
      expect(await hasher.verify('', stored)).toBe(false);
  });

  it('the password rule, in Korean', () => {
    expect(passwordProblem('short1', 'kim')).toBe('비밀번호는 10자 이상 64자 이하로 입력해 주세요.');
    expect(passwordProblem('onlyletterss', 'kim')).toBe('비밀번호에 문자와 숫자를 모두 넣어 주세요.');
    expect(passwordProblem('1234567890', 'kim')).toBe('비밀번호에 문자와 숫자를 모두 넣어 주세요.');
    expect(passwordProblem('hong-gildong-1', 'Gildong')).toBe('비밀번호에 아이디를 넣을 수 없습니다.');
    expect(passwordProblem('서울컵비밀번호2026', 'kim')).toBeNull();
  });
});

/**
 * Rotating JWT_SECRET without signing anybody out (docs/deploy.md): a process with the new key and the old one as
 * JWT_SECRET_PREVIOUS accepts the access tokens the old key signed and signs new ones with the new key only.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens';

describe('rotating the access-token key', () => {
  const oldKey = randomBytes(32);
  const newKey = randomBytes(32);
  const claims = { id: 'demo-admin', name: '관리자', permissions: ['robot.view'] };

  it('accepts tokens of the previous key during the rotation, and signs with the new key', async () => {
    const before = createTokenService(oldKey, 300);
    const rotating = createTokenService(newKey, 300, oldKey);
    const after = createTokenService(newKey, 300);
    const issuedBefore = await before.signAccess(7, 'session-1', claims);

    expect(await after.verifyAccess(issuedBefore)).toEqual({ ok: false, reason: 'invalid' });
    expect(await rotating.verifyAccess(issuedBefore)).toMatchObject({
      ok: true,
      access: { userId: 7, sessionId: 'session-1' },
    });

    const issuedDuring = await rotating.signAccess(7, 'session-1', claims);
    expect(await after.verifyAccess(issuedDuring)).toMatchObject({ ok: true });
    expect(await before.verifyAccess(issuedDuring)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('still refuses a token signed by neither key', async () => {
    const stranger = await createTokenService(randomBytes(32), 300).signAccess(7, 'session-1', claims);
    expect(await createTokenService(newKey, 300, oldKey).verifyAccess(stranger)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});

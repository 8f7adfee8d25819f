import { describe, expect, it } from 'vitest';
import { TEST_SECRET_KEY } from '../../testing/harness';
import { createSecretCipher, maskAccount } from './secrets';

describe('the cup programme secrets', () => {
  const cipher = createSecretCipher(TEST_SECRET_KEY);

  it('encrypts a phone number so that only the key reads it back, differently every time', () => {
    const first = cipher.encrypt('010-1234-5678');
    const second = cipher.encrypt('010-1234-5678');
    expect(first).not.toContain('5678');
    expect(first).not.toBe(second);
    expect(cipher.decrypt(first)).toBe('010-1234-5678');
    expect(() => createSecretCipher(new Uint8Array(32).fill(8)).decrypt(first)).toThrow();
  });

  it('refuses a changed value instead of reading it wrong', () => {
    const stored = cipher.encrypt('010-1234-5678');
    const [version, nonce, body = ''] = stored.split('.');
    const flipped = `${body.slice(0, 2)}${body[2] === 'A' ? 'B' : 'A'}${body.slice(3)}`;
    expect(() => cipher.decrypt(`${version ?? ''}.${nonce ?? ''}.${flipped}`)).toThrow();
  });

  it('hashes the same number the same way, and refuses a key of the wrong size', () => {
    expect(cipher.hash('010-1234-5678')).toBe(cipher.hash('010-1234-5678'));
    expect(cipher.hash('010-1234-5678')).not.toBe(cipher.hash('010-1234-5679'));
    expect(() => createSecretCipher(new Uint8Array(16))).toThrow(/32 bytes/);
  });

  it('masks accounts to their last four digits', () => {
    expect(maskAccount('110-123-456789')).toBe('********6789');
  });
});

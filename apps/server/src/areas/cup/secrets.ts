/**
 * Members' phone numbers and refund accounts at rest: AES-256-GCM with a random 96-bit nonce per value, stored as
 * `v1.<nonce>.<ciphertext+tag>` (base64url), so a changed or swapped value fails to decrypt instead of reading
 * wrong. A keyed hash (HMAC-SHA-256 under a key derived from the same key) finds a number without decrypting every
 * row. The key is 32 bytes from CUP_SECRET_KEY (base64); `npm start` makes a local one on first run (server.ts).
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

export interface SecretCipher {
  encrypt(plain: string): string;
  /** Throws when the value was not made with this key or was changed. */
  decrypt(stored: string): string;
  /** The same input gives the same hash (to look a number up); not reversible. */
  hash(plain: string): string;
}

const VERSION = 'v1';

export function createSecretCipher(key: Uint8Array): SecretCipher {
  if (key.length !== 32) throw new Error('CUP_SECRET_KEY must be 32 bytes (base64)');
  const hashKey = createHmac('sha256', key).update('oa-cup-lookup-hash').digest();
  return {
    encrypt(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${VERSION}.${nonce.toString('base64url')}.${body.toString('base64url')}`;
    },
    decrypt(stored) {
      const [version, nonce, body] = stored.split('.');
      if (version !== VERSION || nonce === undefined || body === undefined) throw new Error('not an encrypted value');
      const bytes = Buffer.from(body, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAuthTag(bytes.subarray(bytes.length - 16));
      return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString('utf8');
    },
    hash(plain) {
      return createHmac('sha256', hashKey).update(plain).digest('base64url');
    },
  };
}

/** '110-123-456789' -> '*******6789': only the last four digits of an account number show. */
export function maskAccount(account: string): string {
  const digits = account.replace(/\D/g, '');
  return `${'*'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}

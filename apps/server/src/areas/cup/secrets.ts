/**
 * Members' phone numbers and refund accounts at rest: AES-256-GCM with a random 96-bit nonce per value, stored as
 * `v1.<nonce>.<ciphertext+tag>` (base64url), so a changed or swapped value fails to decrypt instead of reading
 * wrong. A keyed hash (HMAC-SHA-256 under a key derived from the same key) finds a number without decrypting every
 * row. The key is 32 bytes from CUP_SECRET_KEY (base64); `npm start` makes a local one on first run (server.ts).
 *
 * Rotation (docs/deploy.md): with CUP_SECRET_KEY the new key and CUP_SECRET_KEY_PREVIOUS the old one, values are
 * written under the new key and read under either; `npm run cup:rekey -w @oa/server` then rewrites every stored value
 * and lookup hash under the new key (rekey.ts), after which the previous key can go.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

export interface SecretCipher {
  encrypt(plain: string): string;
  /** Throws when the value was not made with this key or was changed. */
  decrypt(stored: string): string;
  /** The same input gives the same hash (to look a number up); not reversible. */
  hash(plain: string): string;
  /** The value under the current key, or null when it is already (rotation: rekey.ts). Throws as `decrypt`. */
  reencrypt(stored: string): string | null;
}

const VERSION = 'v1';

/** Decrypts a stored value with one key; throws when it was not made with it or was changed. */
function decryptWith(key: Uint8Array, stored: string): string {
  const [version, nonce, body] = stored.split('.');
  if (version !== VERSION || nonce === undefined || body === undefined) throw new Error('not an encrypted value');
  const bytes = Buffer.from(body, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString('utf8');
}

/** The cipher of `key`; values made with a `previous` key are still read (a rotation under way). */
export function createSecretCipher(key: Uint8Array, previous: readonly Uint8Array[] = []): SecretCipher {
  for (const each of [key, ...previous])
    if (each.length !== 32) throw new Error('CUP_SECRET_KEY must be 32 bytes (base64)');
  const hashKey = createHmac('sha256', key).update('oa-cup-lookup-hash').digest();
  const decrypt = (stored: string): { plain: string; current: boolean } => {
    try {
      return { plain: decryptWith(key, stored), current: true };
    } catch (error) {
      for (const old of previous) {
        try {
          return { plain: decryptWith(old, stored), current: false };
        } catch {
          // not this one either
        }
      }
      throw error;
    }
  };
  const cipher: SecretCipher = {
    encrypt(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${VERSION}.${nonce.toString('base64url')}.${body.toString('base64url')}`;
    },
    decrypt: (stored) => decrypt(stored).plain,
    hash(plain) {
      return createHmac('sha256', hashKey).update(plain).digest('base64url');
    },
    reencrypt(stored) {
      const { plain, current } = decrypt(stored);
      return current ? null : cipher.encrypt(plain);
    },
  };
  return cipher;
}

/** '110-123-456789' -> '*******6789': only the last four digits of an account number show. */
export function maskAccount(account: string): string {
  const digits = account.replace(/\D/g, '');
  return `${'*'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}

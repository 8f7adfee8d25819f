/**
 * Passwords: scrypt at OWASP's parameters (N=2^17, r=8, p=1; Node's default `maxmem` of 32 MiB is too small for
 * them, so it is raised), a 16-byte random salt, a 32-byte key, compared in constant time. The stored form
 * carries its parameters (`scrypt$17$8$1$<salt>$<key>`), so a later cost change still verifies old hashes.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
/** A hash no password matches (generated users, and accounts that must never sign in). */
export const UNUSABLE_PASSWORD = '!';

function derive(password: string, salt: Buffer, cost: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** cost;
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r * 2 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, 8, 1);
  return ['scrypt', String(cost), '8', '1', salt.toString('base64url'), key.toString('base64url')].join('$');
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Constant-time; an unusable or malformed hash is `false` after the same amount of work. */
  verify(password: string, stored: string): Promise<boolean>;
  /** The same work as a real check, for accounts that do not exist (no enumeration by timing). */
  burn(password: string): Promise<void>;
}

export function createPasswordHasher(cost: number): PasswordHasher {
  // One fixed hash at the current cost, checked for unknown accounts so they take as long as known ones.
  let dummy: Promise<string> | undefined;
  const burn = async (password: string) => {
    dummy ??= hashPassword(randomBytes(16).toString('hex'), cost);
    await verify(password, await dummy);
  };
  const verify = async (password: string, stored: string): Promise<boolean> => {
    const parts = stored.split('$');
    const [scheme, costText, rText, pText, saltText, keyText] = parts;
    if (parts.length !== 6 || scheme !== 'scrypt' || saltText === undefined || keyText === undefined) {
      await burn(password);
      return false;
    }
    const key = await derive(
      password,
      Buffer.from(saltText, 'base64url'),
      Number(costText),
      Number(rText),
      Number(pText),
    );
    const expected = Buffer.from(keyText, 'base64url');
    return expected.length === key.length && timingSafeEqual(expected, key);
  };
  return { hash: (password) => hashPassword(password, cost), verify, burn };
}

/** The password rule lives in @oa/contract, shared with the console's forms. */
export { passwordProblem } from '@oa/contract';

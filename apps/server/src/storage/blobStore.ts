/**
 * Blob storage for uploaded files (RC 4.0 programs and AI models). The server talks to this interface only, so an
 * object store (S3, GCS, MinIO...) can replace the disk: implement `put` (stream in, size and SHA-256 out, nothing
 * left behind on failure), `get` and `delete`, and pass it to `buildApp({ blobStore })` (docs/server.md "Uploads").
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { PassThrough, Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredBlob {
  size: number;
  /** Lowercase hex. */
  sha256: string;
}

export interface BlobStore {
  /** Streams `source` to `key` (replacing nothing: keys are new), counting and hashing as it goes. On failure nothing is kept. */
  put(key: string, source: Readable): Promise<StoredBlob>;
  /** The blob's bytes, or null when there is none. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes the blob; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are relative paths of safe segments: `program/3f2c....zip`. */
const KEY_PATTERN = /^[a-z0-9_-]+(\/[A-Za-z0-9._-]+)+$/;

export function checkKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.split('/').some((segment) => segment === '.' || segment === '..')) {
    throw new Error(`invalid blob key: ${key}`);
  }
}

/** A transform that counts and hashes what passes through it. */
function measuring(): { transform: Transform; result: () => StoredBlob } {
  const hash = createHash('sha256');
  let size = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  return { transform, result: () => ({ size, sha256: hash.digest('hex') }) };
}

/** Files under `root` (created on first use); a blob is written to a temporary name and renamed when complete. */
export function createDiskBlobStore(root: string): BlobStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    checkKey(key);
    const path = resolve(base, ...key.split('/'));
    if (!path.startsWith(base + sep)) throw new Error(`invalid blob key: ${key}`);
    return path;
  };
  return {
    async put(key, source) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.${randomUUID()}.part`;
      const { transform, result } = measuring();
      try {
        await pipeline(source, transform, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return result();
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return { stream: createReadStream(path), size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/**
 * Blobs in memory: for tests and for an app built without a store (the test harness). Never used by `npm start`,
 * which always passes the disk store.
 */
export function createMemoryBlobStore(): BlobStore & { keys(): string[] } {
  const blobs = new Map<string, Buffer>();
  return {
    async put(key, source) {
      checkKey(key);
      const chunks: Buffer[] = [];
      const { transform, result } = measuring();
      await pipeline(
        source,
        transform,
        new Writable({
          write(chunk: Buffer, _encoding, callback) {
            chunks.push(chunk);
            callback();
          },
        }),
      );
      blobs.set(key, Buffer.concat(chunks));
      return result();
    },
    get(key) {
      const blob = blobs.get(key);
      if (blob === undefined) return Promise.resolve(null);
      const stream = new PassThrough();
      stream.end(blob);
      return Promise.resolve({ stream, size: blob.length });
    },
    delete(key) {
      blobs.delete(key);
      return Promise.resolve();
    },
    keys: () => [...blobs.keys()],
  };
}

/** A stream of `bytes` (seeding small placeholder files). */
export const streamOf = (bytes: Uint8Array | string): Readable => Readable.from([Buffer.from(bytes)]);

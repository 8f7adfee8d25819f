/** The disk blob store: streamed puts with size and SHA-256, nothing left behind on failure, safe keys. */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it, onTestFinished } from 'vitest';
import { makeTempDir } from '../testing/tempDir';
import { createDiskBlobStore, createMemoryBlobStore, streamOf } from './blobStore';

/** A folder for one test, removed when it ends. */
const testFolder = (): string => {
  const folder = makeTempDir('blobs');
  onTestFinished(folder.remove);
  return folder.path;
};

/** Every file under `root`, as relative paths. */
const filesUnder = (root: string): string[] =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    .sort();

describe.each([
  ['disk', () => createDiskBlobStore(testFolder())],
  ['memory', () => createMemoryBlobStore()],
])('%s blob store', (_name, make) => {
  it('stores a stream in chunks and answers its size and SHA-256; get gives the bytes back; delete removes it', async () => {
    const store = make();
    const chunks = ['첫 번째 조각 ', 'second chunk ', 'x'.repeat(100_000)];
    const expected = chunks.join('');
    const result = await store.put('programs/a1.zip', Readable.from(chunks.map((chunk) => Buffer.from(chunk))));
    expect(result).toEqual({
      size: Buffer.byteLength(expected),
      sha256: createHash('sha256').update(expected).digest('hex'),
    });
    const blob = await store.get('programs/a1.zip');
    expect(blob?.size).toBe(Buffer.byteLength(expected));
    expect(await text(blob?.stream ?? Readable.from([]))).toBe(expected);
    await store.delete('programs/a1.zip');
    expect(await store.get('programs/a1.zip')).toBeNull();
    await store.delete('programs/a1.zip');
  });

  it('refuses keys that could leave its folder', async () => {
    const store = make();
    for (const key of ['../x.zip', 'programs/../../x.zip', '/etc/passwd', 'programs', 'Programs/a.zip', 'a/b c.zip']) {
      await expect(store.put(key, streamOf('x')), key).rejects.toThrow('invalid blob key');
    }
  });
});

describe('disk blob store', () => {
  it('writes under its root and keeps nothing when the stream fails halfway', async () => {
    const root = testFolder();
    const store = createDiskBlobStore(root);
    await store.put('ai-models/ok.onnx', streamOf('model'));
    expect(filesUnder(root)).toEqual([join('ai-models', 'ok.onnx')]);
    expect(readFileSync(join(root, 'ai-models', 'ok.onnx'), 'utf8')).toBe('model');

    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(store.put('ai-models/broken.onnx', failing)).rejects.toThrow('connection reset');
    expect(filesUnder(root)).toEqual([join('ai-models', 'ok.onnx')]);
    expect(await store.get('ai-models/broken.onnx')).toBeNull();
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A new empty folder under the system's temporary folder, and `remove`, which deletes it with all it holds. A test
 * removes what it made (an `afterAll` or `onTestFinished`): a seeded embedded database is about 700 MB, and a run
 * that leaves its folders behind fills the disk of the next.
 */
export function makeTempDir(name: string): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), `oa-${name}-`));
  return {
    path,
    remove: () => {
      rmSync(path, { recursive: true, force: true });
    },
  };
}

/**
 * The RC 4.0 seed step: files with readable placeholder blobs, rollouts to the RC 4.0 robots only (older versions
 * installed, the newest mixed), and nothing but the files when there are no robots.
 */
import { createHash } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { count, eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../testing/harness';
import { robots, rollouts, updateFiles } from '../schema';
import type { Database } from '../../../db/database';
import { createMemoryBlobStore } from '../../../storage/blobStore';
import { SEED_UPDATE_FILES, seedRc40 } from './seed';
import { insertRobot } from './testing';

describe('seedRc40', () => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanup?.();
    cleanup = undefined;
  });

  async function database(): Promise<Database> {
    const { database: db, drop } = await freshDatabase();
    await db.migrate();
    cleanup = async () => {
      await db.close();
      await drop();
    };
    return db;
  }

  it('without robots: the files and their blobs, no rollouts', async () => {
    const db = await database();
    const blobs = createMemoryBlobStore();
    expect(await seedRc40(db.db, { blobs })).toEqual({ files: SEED_UPDATE_FILES.length, rollouts: 0 });
    const files = await db.db.select().from(updateFiles);
    expect(files.map((file) => `${file.kind} ${file.version}`).sort()).toEqual(
      SEED_UPDATE_FILES.map((file) => `${file.kind} ${file.version}`).sort(),
    );
    for (const file of files) {
      const blob = await blobs.get(file.storageKey);
      expect(blob, file.storageKey).not.toBeNull();
      const content = blob === null ? '' : await text(blob.stream);
      expect(createHash('sha256').update(content).digest('hex')).toBe(file.sha256);
      expect(Buffer.byteLength(content)).toBe(file.sizeBytes);
      expect(file.releaseNotes).toMatch(/[가-힣]/);
    }
    expect((await db.db.select({ n: count() }).from(rollouts))[0]?.n).toBe(0);
  });

  it('with robots: rollouts to RC 4.0 robots only, older versions installed, the newest mixed', async () => {
    const db = await database();
    const fake = { database: db };
    const rc40 = [];
    for (let index = 0; index < 30; index += 1) {
      rc40.push(await insertRobot(fake, { machineId: `SD-${String(index).padStart(4, '0')}` }));
    }
    const old = await insertRobot(fake, { machineId: 'SD-RC3', generation: 'RC_3' });
    const result = await seedRc40(db.db, { blobs: undefined });
    // The last three versions of each kind roll out to every RC 4.0 robot.
    expect(result.rollouts).toBe(2 * 3 * rc40.length);
    expect(await db.db.select().from(rollouts).where(eq(rollouts.robotId, old.id))).toEqual([]);

    const statesOf = async (version: string) => {
      const [file] = await db.db
        .select({ id: updateFiles.id })
        .from(updateFiles)
        .where(eq(updateFiles.version, version));
      const rows = await db.db
        .select({ state: rollouts.state, message: rollouts.message })
        .from(rollouts)
        .where(inArray(rollouts.fileId, [file?.id ?? 0]));
      return rows;
    };
    const oldest = await statesOf('4.1.0');
    expect(oldest.every((row) => row.state === 'INSTALLED')).toBe(true);
    const newest = await statesOf('4.2.1');
    expect(new Set(newest.map((row) => row.state)).size).toBeGreaterThan(2);
    for (const row of newest) expect(row.message !== null).toBe(row.state === 'FAILED');
    expect(await statesOf('4.0.0')).toEqual([]);
    const robotCount = (await db.db.select({ n: count() }).from(robots))[0]?.n;
    expect(robotCount).toBe(31);
  });
});

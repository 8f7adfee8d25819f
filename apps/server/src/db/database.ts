/**
 * The database: PGlite (PostgreSQL compiled to WebAssembly, in this process) with its files in a local folder by
 * default, or a real PostgreSQL when `DATABASE_URL` is set. Both run the same migrations and queries; the code sees
 * one `Db` type. Each area keeps its tables in its own `schema.ts` (drizzle.config.ts reads them all).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/** The query builder every module uses (no relational queries: the tables are imported where they are read). */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies every migration not applied yet (versioned, in ./drizzle). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** ./drizzle beside src/ and dist/: two levels up from this file in the sources, one from the bundle. */
const MIGRATIONS = [new URL('../../drizzle', import.meta.url), new URL('../drizzle', import.meta.url)]
  .map((url) => fileURLToPath(url))
  .find((path) => existsSync(join(path, 'meta', '_journal.json')));

function migrationsFolder(): string {
  if (MIGRATIONS === undefined) throw new Error('the migrations folder (apps/server/drizzle) is missing');
  return MIGRATIONS;
}

export interface DatabaseOptions {
  /** `postgres://...`: a real PostgreSQL. Otherwise PGlite. */
  url?: string | undefined;
  /** PGlite's folder; omitted = in memory (tests). */
  dataDir?: string | undefined;
  /** node-postgres pool size. */
  poolSize?: number;
  /** PGlite: start from this dump of a data folder (`dumpDataDir`) instead of an empty database (test templates). */
  loadDataDir?: Blob | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url !== undefined && options.url !== '') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the database ends (a restart, an administrator, a dropped test database) is replaced by
    // the pool; without a listener node-postgres would throw it as an uncaught error and stop the process.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL: an idle connection ended (${error.message})`);
    });
    // Fail at start, with the reason, rather than on the first request.
    await pool.query('select 1');
    const db = drizzleNodePg(pool);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migrateNodePg(db, { migrationsFolder: migrationsFolder() }),
      close: () => pool.end(),
    };
  }
  if (options.dataDir !== undefined) mkdirSync(options.dataDir, { recursive: true });
  return pgliteDatabase(
    new PGlite({
      ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
      ...(options.loadDataDir === undefined ? {} : { loadDataDir: options.loadDataDir }),
    }),
  );
}

/** A PGlite instance as the one `Database` type. */
export async function pgliteDatabase(client: PGlite): Promise<Database> {
  await client.waitReady;
  const db = drizzlePglite(client);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
}

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
import { sql } from 'drizzle-orm';
import pg from 'pg';

/** The query builder every module uses (no relational queries: the tables are imported where they are read). */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies every migration not applied yet (versioned, in ./drizzle). */
  migrate(): Promise<void>;
  /**
   * Every statement from now on runs under `ms` (0: no limit), as the API's queries do (server.ts, after the
   * migrations and the seed, which run without one). PostgreSQL: `statement_timeout` on each of the pool's
   * connections, which cancels the statement (SQLSTATE 57014). PGlite runs in this thread and cannot be interrupted:
   * a statement that took longer fails when it ends with the same 57014 (a transaction around it rolls back).
   */
  limitStatements(ms: number): Promise<void>;
  close(): Promise<void>;
}

/** What a statement past the limit fails with: PostgreSQL's own SQLSTATE and message. */
export class StatementTimeoutError extends Error {
  readonly code = '57014';

  constructor(ms: number) {
    super(`canceling statement due to statement timeout (${String(ms)} ms)`);
    this.name = 'StatementTimeoutError';
  }
}

function checkedLimit(ms: number): number {
  if (!Number.isInteger(ms) || ms < 0) throw new RangeError(`a statement limit is whole milliseconds: ${String(ms)}`);
  return ms;
}

/** ./drizzle beside src/ and dist/: two levels up from this file in the sources, one from the bundle. */
const MIGRATIONS = [new URL('../../drizzle', import.meta.url), new URL('../drizzle', import.meta.url)]
  .map((url) => fileURLToPath(url))
  .find((path) => existsSync(join(path, 'meta', '_journal.json')));

function migrationsFolder(): string {
  if (MIGRATIONS === undefined) throw new Error('the migrations folder (apps/server/drizzle) is missing');
  return MIGRATIONS;
}

/** How long a query waits for a connection of the pool before failing (database down, or every connection busy). */
export const CONNECT_TIMEOUT_MS = 5000;

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
    // A request waits at most CONNECT_TIMEOUT_MS for a connection: when the database is down or restarting it fails
    // fast with 503 (http/errors.ts) instead of hanging, and the pool connects again once the database is back.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // A connection the database ends (a restart, an administrator, a network fault) must not stop the process:
    // node-postgres emits `error` on its client, which would be thrown as uncaught without a listener. The pool
    // listens on idle clients (and drops them); a client checked out between two statements of a transaction has
    // only this one: its next statement fails (503) and the pool drops it when it comes back.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL: an idle connection ended (${error.message})`);
    });
    pool.on('connect', (client) => {
      client.on('error', (error) => {
        console.warn(`PostgreSQL: a connection in use ended (${error.message})`);
      });
    });
    // Fail at start, with the reason, rather than on the first request.
    await pool.query('select 1');
    const db = drizzleNodePg(pool);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migrateNodePg(db, { migrationsFolder: migrationsFolder() }),
      async limitStatements(ms) {
        // Connections made from now on start with the limit (a startup parameter); the idle ones are given it now,
        // each checked out once (server.ts calls this at start, when nothing else uses the pool).
        pool.options.statement_timeout = checkedLimit(ms);
        const idle = await Promise.all(Array.from({ length: pool.idleCount }, () => pool.connect()));
        try {
          for (const client of idle)
            await client.query("select set_config('statement_timeout', $1, false)", [String(ms)]);
        } finally {
          for (const client of idle) client.release();
        }
      },
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

/** The statement `limitTransaction` sends (PGlite's wrapper reads a transaction's own limit from it). */
const SET_LOCAL_LIMIT = "select set_config('statement_timeout', $1, true)";

/**
 * The rest of transaction `tx` runs under `ms` instead of the database's limit (0: none), e.g. the statistics'
 * sealing of a scope's closed ranges, done once and kept. PostgreSQL: `SET LOCAL statement_timeout`.
 */
export async function limitTransaction(tx: Db, ms: number): Promise<void> {
  await tx.execute(sql`select set_config('statement_timeout', ${String(checkedLimit(ms))}, true)`);
}

type Query = PGlite['query'];

/** PGlite's nearest thing to statement_timeout: a statement that ran longer than the limit fails when it ends. */
function timed(query: Query, limit: () => number, local?: (ms: number) => void): Query {
  return (async (...args: Parameters<Query>) => {
    const [text, params] = args;
    if (local !== undefined && text === SET_LOCAL_LIMIT) local(Number(params?.[0]));
    const ms = limit();
    const started = performance.now();
    const result = await query(...args);
    if (ms > 0 && performance.now() - started > ms) throw new StatementTimeoutError(ms);
    return result;
  }) as Query;
}

/** A PGlite instance as the one `Database` type. */
export async function pgliteDatabase(client: PGlite): Promise<Database> {
  await client.waitReady;
  let limit = 0;
  const current = () => limit;
  // Drizzle sends every statement through `query`, on the instance or on a transaction's object.
  client.query = timed(client.query.bind(client), current);
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      let own: number | undefined;
      tx.query = timed(
        tx.query.bind(tx),
        () => own ?? limit,
        (ms) => {
          own = ms;
        },
      );
      return callback(tx);
    });
  const db = drizzlePglite(client);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    limitStatements(ms) {
      limit = checkedLimit(ms);
      return Promise.resolve();
    },
    close: () => client.close(),
  };
}

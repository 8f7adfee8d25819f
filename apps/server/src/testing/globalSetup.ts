/**
 * The server suite's global setup (vitest.config.ts): the template databases every test file copies
 * (testing/templates.ts), made once before the first file, removed after the last.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, pgliteDatabase, type Database } from '../db/database';
import { seedTestData } from './harness';
import { announceTemplate } from './templates';

async function adminQuery(url: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

async function postgresTemplates(url: string): Promise<() => Promise<void>> {
  const suffix = randomBytes(6).toString('hex');
  const names = { migrated: `oa_template_migrated_${suffix}`, seeded: `oa_template_seeded_${suffix}` };
  for (const [kind, name] of Object.entries(names) as ['migrated' | 'seeded', string][]) {
    await adminQuery(url, `create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ url: target.toString(), poolSize: 2 });
    await database.migrate();
    if (kind === 'seeded') await seedTestData(database);
    // A template must have no connections when it is copied.
    await database.close();
    announceTemplate(kind, name);
  }
  return async () => {
    for (const name of Object.values(names)) await adminQuery(url, `drop database if exists ${name} with (force)`);
  };
}

async function pgliteTemplates(): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'oa-test-templates-'));
  const client = new PGlite();
  const database: Database = await pgliteDatabase(client);
  await database.migrate();
  const save = async (kind: 'migrated' | 'seeded') => {
    const file = join(folder, `${kind}.tar`);
    writeFileSync(file, new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()));
    announceTemplate(kind, file);
  };
  await save('migrated');
  await seedTestData(database);
  await save('seeded');
  await database.close();
  return () => {
    rmSync(folder, { recursive: true, force: true });
    return Promise.resolve();
  };
}

export default async function setup(): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  return url === undefined || url === '' ? pgliteTemplates() : postgresTemplates(url);
}

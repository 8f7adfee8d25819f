/**
 * Template databases for the API tests. Making a database from nothing costs each test file 5 s on PGlite (initdb
 * 2.9 s, the migrations 0.4 s, the tests' seed 2 s); a copy of one made before the first file costs 0.8 s. The
 * suite's global setup (testing/globalSetup.ts) makes two: one migrated, one migrated and seeded with the tests'
 * amounts (testRobotSeed, testCupSeed). `freshDatabase` copies them (harness.ts), and without them (the load bench,
 * a file run outside the suite's config) makes its database as before.
 *
 * - PGlite: the template is a dump of the data folder in a file (`dumpDataDir`), loaded by `new PGlite({ loadDataDir })`.
 * - PostgreSQL: the template is a database, copied by `CREATE DATABASE ... TEMPLATE`.
 *
 * The environment carries where they are (the setup runs before the workers start, which inherit it).
 */
import { readFile } from 'node:fs/promises';

export type TemplateKind = 'migrated' | 'seeded';

const VARIABLES: Record<TemplateKind, string> = {
  migrated: 'OA_TEST_TEMPLATE_MIGRATED',
  seeded: 'OA_TEST_TEMPLATE_SEEDED',
};

/** Where the template of this kind is: a dump file (PGlite) or a database name (PostgreSQL); undefined without one. */
export function templateOf(kind: TemplateKind): string | undefined {
  const value = process.env[VARIABLES[kind]];
  return value === undefined || value === '' ? undefined : value;
}

/** Called by the global setup once the template exists. */
export function announceTemplate(kind: TemplateKind, where: string): void {
  process.env[VARIABLES[kind]] = where;
}

/** A PGlite dump file as the Blob `loadDataDir` takes. */
export async function readDump(file: string): Promise<Blob> {
  return new Blob([await readFile(file)]);
}

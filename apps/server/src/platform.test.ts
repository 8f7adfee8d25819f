/**
 * The platform imports no area (issue 29): no module of the platform (src/*.ts and its folders below) imports from
 * src/areas/<area>/. It knows the areas through areas/index.ts (the one list) and areas/area.ts (what an area is)
 * only. Tests are left out (an authorization test exercises every area's endpoints), and so is src/testing/: the
 * harness is the bench every area's tests stand on (it gives the cup its test cipher and the smaller seeds), and
 * no production module imports it (checked below).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));
const PLATFORM_FOLDERS = [
  'auth',
  'authz',
  'audit',
  'console',
  'db',
  'geo',
  'http',
  'lists',
  'requests',
  'seed',
  'storage',
  'work',
];
const ALLOWED = new Set(['areas/index.ts', 'areas/area.ts']);

const isSource = (name: string) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts');

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && isSource(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The src-relative paths a module imports (relative imports only, resolved; `./areas` is areas/index.ts). */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map((imported) => imported.fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => relative(SRC, resolve(dirname(file), name)).replaceAll('\\', '/'));
}

const areaImported = (target: string) =>
  target.startsWith('areas/') && !ALLOWED.has(`${target}.ts`) && !ALLOWED.has(target) && target !== 'areas';

describe('the platform', () => {
  const platform = [
    ...readdirSync(SRC)
      .filter(isSource)
      .map((name) => join(SRC, name)),
    ...PLATFORM_FOLDERS.flatMap((folder) => filesUnder(join(SRC, folder))),
  ];

  it('has modules to check (the folders exist)', () => {
    expect(platform.length).toBeGreaterThan(30);
    expect(platform.map((file) => relative(SRC, file))).toEqual(
      expect.arrayContaining(['app.ts', 'server.ts', 'seed/seed.ts', 'http/access.ts', 'requests/once.ts']),
    );
  });

  it('imports no area: only areas/index.ts (the list) and areas/area.ts (what an area is)', () => {
    const offending = platform.flatMap((file) =>
      importsOf(file)
        .filter(areaImported)
        .map((target) => `${relative(SRC, file)} -> ${target}`),
    );
    expect(offending).toEqual([]);
  });

  it('does not import the test harness in any production module', () => {
    // Test support beside the code: the authorization test's matrix, and an area's testing.ts.
    const testSupport = (path: string) =>
      path.startsWith('testing/') || path.endsWith('/testing.ts') || path === 'authz/matrix.ts';
    const production = [...platform, ...filesUnder(join(SRC, 'areas'))].filter(
      (file) => !testSupport(relative(SRC, file)),
    );
    const offending = production.flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith('testing/'))
        .map((target) => `${relative(SRC, file)} -> ${target}`),
    );
    expect(offending).toEqual([]);
  });
});

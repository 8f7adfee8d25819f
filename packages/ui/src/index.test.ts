import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const src = new URL('./', import.meta.url).pathname;
const componentFolders = readdirSync(src, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`${src}${entry.name}/index.ts`))
  .map((entry) => entry.name);

describe('package index', () => {
  it('re-exports every component folder (each is also its own entry, @oa/ui/<Folder>)', () => {
    const index = readFileSync(`${src}index.ts`, 'utf8');
    const missing = componentFolders.filter((name) => !index.includes(`export * from './${name}';`));
    expect(componentFolders.length).toBeGreaterThan(30);
    expect(missing).toEqual([]);
  });
});

// Bundles the server into one ESM file. npm packages stay external (installed by npm); our own workspace
// packages (@oa/*), which ship TypeScript sources, are bundled in.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const { dependencies = {} } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(dependencies)
  .filter((name) => !name.startsWith('@oa/'))
  .flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  external,
  logLevel: 'warning',
});

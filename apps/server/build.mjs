// Bundles the server into one ESM file. npm packages stay external (installed by npm); our own workspace
// packages, which ship TypeScript sources, are bundled in.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  packages: 'external',
  logLevel: 'warning',
});

// Builds @oa/ui as a library: one entry per component folder (`@oa/ui/Button` -> dist/Button/index.js),
// modules preserved so an app's bundler keeps only what it imports, and vanilla-extract compiled at build
// time: each style module becomes a .css file beside it, imported by its JS. No CSS-in-JS at runtime.
import json from '@rollup/plugin-json';
import { vanillaExtractPlugin } from '@vanilla-extract/rollup-plugin';
import { readdirSync, existsSync } from 'node:fs';
import esbuild from 'rollup-plugin-esbuild';

const notEntries = new Set(['internal', 'theme', 'foundations']);
const componentEntries = Object.fromEntries(
  readdirSync('src', { withFileTypes: true })
    .filter((d) => d.isDirectory() && !notEntries.has(d.name) && existsSync(`src/${d.name}/index.ts`))
    .map((d) => [`${d.name}/index`, `src/${d.name}/index.ts`]),
);

export default {
  input: { index: 'src/index.ts', styles: 'src/styles.ts', 'theme/vars': 'src/theme/vars.ts', ...componentEntries },
  // Every bare import (react, radix, visx, the font CSS...) stays an import for the app's bundler to resolve.
  // (vanilla-extract's own virtual CSS modules look bare too: they are ours.)
  external: (id) => !/^[./\0]/.test(id) && !id.includes('.vanilla.css'),
  plugins: [
    vanillaExtractPlugin({ identifiers: 'short' }),
    json({ compact: true }),
    esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json' }),
  ],
  output: {
    dir: 'dist',
    format: 'esm',
    preserveModules: true,
    preserveModulesRoot: 'src',
    // A compiled style module must not be named *.css.js: an app's vanilla-extract plugin would compile it again.
    entryFileNames: ({ name }) => (name.endsWith('.css') ? `${name}.vanilla.js` : `${name}.js`),
    // CSS beside the module that owns it: dist/Button/Button.css. (Not *.vanilla.css: an app's vanilla-extract
    // plugin takes those for its own virtual files and looks for the .css.ts source.)
    assetFileNames: ({ originalFileNames, names }) =>
      (originalFileNames[0] ?? names[0] ?? 'assets/[name]-[hash][extname]')
        .replace(/^src\//, '')
        .replace(/\.css\.ts\.vanilla\.css$/, '.css'),
  },
  onwarn(warning, warn) {
    // Stories, tests and foundations are not part of the library; nothing else may warn.
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
    warn(warning);
  },
};

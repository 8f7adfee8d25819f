// Builds @oa/ui as a library (`npm run build -w @oa/ui`): one entry per component folder (`@oa/ui/Button` ->
// dist/Button/index.js), modules preserved so an app's bundler keeps only what it imports, and vanilla-extract
// compiled at build time: each style module's CSS is a file beside it (dist/Button/Button.css), imported by its
// JS. No CSS is computed at runtime. Vite (rolldown) rather than rollup: rollup's platform binaries are not all
// on this registry, which breaks `npm ci` of the lock file on other platforms.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';

const notEntries = new Set(['internal', 'theme', 'foundations']);
const componentEntries = Object.fromEntries(
  readdirSync('src', { withFileTypes: true })
    .filter((d) => d.isDirectory() && !notEntries.has(d.name) && existsSync(`src/${d.name}/index.ts`))
    .map((d) => [`${d.name}/index`, `src/${d.name}/index.ts`]),
);

/**
 * In library mode Vite extracts each module's CSS to a file but does not import it from the JS (an app would
 * have to import every stylesheet by hand). This adds the import, so importing a component brings its CSS.
 */
/** @returns {import('vite').Plugin} */
function importExtractedCss() {
  return {
    name: 'oa-import-extracted-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const css = [...(chunk.viteMetadata?.importedCss ?? [])];
        if (css.length === 0) continue;
        const fromDir = path.posix.dirname(chunk.fileName);
        const imports = css.map((file) => {
          const relative = path.posix.relative(fromDir, file);
          return `import '${relative.startsWith('.') ? relative : `./${relative}`}';\n`;
        });
        chunk.code = imports.join('') + chunk.code;
      }
    },
  };
}

/**
 * `import { ArrowUp } from 'lucide-react'` becomes `import ArrowUp from 'lucide-react/icons/arrow-up'` (the
 * package's own per-icon export), so an app's module graph names the icons each component uses rather than the
 * package's index of 1,900 icons: the console's chunking (apps/console/chunks.ts) places an icon by who imports
 * it, and its builds resolve fewer modules. Names are looked up in lucide's index, aliases included.
 */
/** @returns {import('vite').Plugin} */
function lucideIconImports() {
  const lucideIndex = path.join(
    path.dirname(createRequire(import.meta.url).resolve('lucide-react/package.json')),
    'dist/esm/lucide-react.mjs',
  );
  const files = new Map();
  for (const [, names, file] of readFileSync(lucideIndex, 'utf8').matchAll(
    /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g,
  )) {
    for (const [, name] of names.matchAll(/default as (\w+)/g)) files.set(name, file);
  }
  return {
    name: 'oa-lucide-icon-imports',
    apply: 'build',
    renderChunk(code) {
      if (!code.includes('"lucide-react"')) return null;
      return code.replace(/import \{([^}]*)\} from "lucide-react";/g, (statement, list) => {
        const specifiers = list.split(',').map((part) => part.trim().split(/\s+as\s+/));
        if (specifiers.some(([name]) => !files.has(name))) return statement;
        return specifiers
          .map(([name, local = name]) => `import ${local} from "lucide-react/icons/${files.get(name)}";`)
          .join('\n');
      });
    },
  };
}

export default defineConfig({
  plugins: [vanillaExtractPlugin({ identifiers: 'short' }), importExtractedCss(), lucideIconImports()],
  build: {
    outDir: 'dist',
    target: 'es2022',
    minify: false,
    cssCodeSplit: true,
    lib: {
      entry: { index: 'src/index.ts', styles: 'src/styles.ts', 'theme/vars': 'src/theme/vars.ts', ...componentEntries },
      formats: ['es'],
    },
    rollupOptions: {
      external: (id) => !/^[./\0]/.test(id) && !id.includes('.vanilla.css') && !id.startsWith('virtual:'),
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: ({ name }) => (name.endsWith('.css') ? `${name}.vanilla.js` : `${name}.js`),
        // dist/Button/Button.css beside its module (not *.vanilla.css: an app's vanilla-extract plugin takes
        // those for its own virtual files).
        assetFileNames: ({ names }) => (names[0] ?? 'asset').replace(/\.css\.ts\.vanilla\.css$/, '.css'),
      },
    },
  },
});

import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import MagicString from 'magic-string';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, loadEnv, type Plugin, type ResolveModulePreloadDependenciesFn, type Rolldown } from 'vite';
import { mockServiceWorkerPlugin } from '@oa/api/mocks/vite';
import { consoleChunks } from './chunks';
// By path, not '@oa/contract': Vite's config loader leaves workspace packages to Node, which cannot load .ts.
import { CSP_NONCE_PLACEHOLDER } from '../../packages/contract/src/csp';

// React Router 7 points every export condition at its development build (remix-run/react-router#14102, open): its
// warnings ship and it is larger. A production build takes the package's own dist/production files instead.
const reactRouterDist = dirname(dirname(createRequire(import.meta.url).resolve('react-router')));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'production/dom-export.mjs') },
];

/**
 * React Router's files leave two things the bundler cannot drop when no page takes them:
 * - top-level names for React's developer tools (`NavLink.displayName = "NavLink"`), each a write the bundler must
 *   keep, and with it what it names;
 * - components made by `React.forwardRef(...)` and contexts by `React.createContext(...)` with no pure mark, calls
 *   the bundler must keep.
 * So every route shipped NavLink, Form and ScrollRestoration, and Link with framework mode's prefetching even once
 * the console had its own (src/routerLink.tsx): 3.2 kB brotli (docs/performance.md). A production build removes
 * those names and marks those calls pure; what a page takes is kept as ever, only without its developer-tools name.
 * The source map follows the edit.
 */
const DEV_TOOLS_NAME = /^[\w$]+\.displayName = "[^"\n]*";\n/gm;
const UNMARKED_CALL = /^var [\w$]+ = (?=React\d*\.(?:forwardRef|createContext)\()/gm;
const reactRouterTreeShaken: Plugin = {
  name: 'oa:react-router-tree-shaken',
  apply: 'build',
  transform: {
    filter: { id: /react-router\/dist\/production\// },
    handler(code, id) {
      const edited = new MagicString(code);
      for (const name of code.matchAll(DEV_TOOLS_NAME)) edited.remove(name.index, name.index + name[0].length);
      for (const call of code.matchAll(UNMARKED_CALL))
        edited.appendLeft(call.index + call[0].length, '/* @__PURE__ */ ');
      return { code: edited.toString(), map: edited.generateMap({ source: id, hires: 'boundary' }) };
    },
  },
};

/**
 * SWR reads `useSyncExternalStore` through the `use-sync-external-store` shim, kept for React 17; React 18 and 19
 * have it, so the shim's own code (0.3 kB brotli on every signed-in screen) is replaced by React's hook.
 */
const useSyncExternalStoreFromReact: Plugin = {
  name: 'oa:use-sync-external-store-from-react',
  enforce: 'pre',
  resolveId: (id) => (id === 'use-sync-external-store/shim' ? '\0use-sync-external-store-shim' : null),
  load: (id) => (id === '\0use-sync-external-store-shim' ? "export { useSyncExternalStore } from 'react';" : null),
};

/**
 * The sidebar's version stamp, when this build was made (shown as 'YY.MM.DD HH:mm', domain.md), travels in the page
 * (`<meta name="oa-build-time">`), not in a script: the chunks of two builds of the same code are then the same
 * files with the same names, so browsers keep them cached across such a deploy and the route bench compares like
 * with like.
 */
function buildTimeInPage(): Plugin {
  const builtAt = new Date().toISOString();
  return {
    name: 'oa:build-time-in-page',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'oa-build-time', content: builtAt }, injectTo: 'head' }],
  };
}

/**
 * What a dynamic import asks Vite to preload with it. By default every `import()` carries the list of all the
 * chunks its module needs, so they load at once. Here:
 * - the page (index.html) names all of the entry's own imports;
 * - the screen registry (src/screenRegistry.ts, which no first load needs) gives each screen every chunk it needs
 *   beyond the entry and the signed-in layout, so a move to another screen fetches them in one step;
 * - every other `import()` (the entry's public pages and the signed-in routes, a screen's dialogs) preloads only
 *   its own direct imports that the entry and the signed-in layout have not already loaded; deeper chunks follow
 *   one step later. Those lists sit in chunks a first load needs, so they are kept short.
 * A route opened directly is not affected: the server names all its chunks in the page
 * (scripts/route-preloads.mjs). CSS is always listed (Vite keeps it).
 */
function lazyPreloads(): { plugin: Plugin; resolveDependencies: ResolveModulePreloadDependenciesFn } {
  let chunks: Rolldown.OutputBundle = {};
  const loaded = new Set<string>();
  let registry: string | undefined;
  const addClosure = (file: string) => {
    const chunk = chunks[file];
    if (loaded.has(file) || chunk?.type !== 'chunk') return;
    loaded.add(file);
    chunk.imports.forEach(addClosure);
  };
  return {
    plugin: {
      name: 'oa:lazy-preloads',
      apply: 'build',
      // Runs before Vite's own generateBundle, which calls resolveDependencies.
      generateBundle(_options, bundle) {
        chunks = bundle;
        loaded.clear();
        registry = undefined;
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          if (chunk.facadeModuleId?.endsWith('/src/screenRegistry.ts')) registry = chunk.fileName;
          if (chunk.isEntry || chunk.facadeModuleId?.endsWith('/src/layout/signedInRoutes.tsx'))
            addClosure(chunk.fileName);
        }
      },
    },
    resolveDependencies: (file, deps, { hostId, hostType }) => {
      if (hostType === 'html') return deps;
      if (hostId === registry) return deps.filter((dep) => !loaded.has(dep));
      const chunk = chunks[file];
      const direct = chunk?.type === 'chunk' ? chunk.imports : [];
      return deps.filter((dep) => direct.includes(dep) && !loaded.has(dep));
    },
  };
}
const preloads = lazyPreloads();

// @oa/ui resolves to its sources in development (instant updates) and to the library's built dist/ in a
// production build (package.json "production" export condition), so the console ships what the library emits.
export default defineConfig(({ command, mode }) => ({
  resolve: { alias: command === 'build' && mode === 'production' ? reactRouterProduction : [] },
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // The mock service worker exists only in a test-automation build (VITE_TEST_AUTOMATION=true, spec §4).
    mockServiceWorkerPlugin(loadEnv(mode, process.cwd(), 'VITE_')),
    preloads.plugin,
    useSyncExternalStoreFromReact,
    reactRouterTreeShaken,
    buildTimeInPage(),
  ],
  // A placeholder on the generated tags and <meta property="csp-nonce">; the server puts a fresh nonce in its
  // place in every copy of index.html it sends (apps/server/src/app.ts), and main.tsx passes it to get-nonce.
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  // The manifest lets scripts/route-budgets.mjs follow each route's chunks.
  // No modulepreload polyfill: every browser the console supports (es2022) has modulepreload or loads modules anyway.
  // terser (two compress passes, top-level names mangled, ES2020 output) instead of Rolldown's own minifier: 0.5 kB
  // brotli less on a list screen's first load (docs/performance.md), for about 8 s more build.
  build: {
    minify: 'terser',
    terserOptions: { ecma: 2020, module: true, toplevel: true, compress: { passes: 2 } },
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    // Which code travels together (chunks.ts): the entry, the layout's, what the sign-in page shares, the lists' kit.
    rolldownOptions: { output: { codeSplitting: consoleChunks() } },
  },
  // The EXCEL export worker (@oa/api) is an ES module worker, so its chunk can share code and load xlsx itself.
  worker: { format: 'es' },
  server: {
    // In development the console runs on Vite and the API on the reference server (apps/server).
    proxy: {
      '^/(oa|apps|cuid|seoul-cup|health)(/|$)': { target: 'http://127.0.0.1:3000' },
    },
  },
}));

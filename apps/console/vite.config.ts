import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { mockServiceWorkerPlugin } from '@oa/api/mocks/vite';
// By path, not '@oa/contract': Vite's config loader leaves workspace packages to Node, which cannot load .ts.
import { CSP_NONCE_PLACEHOLDER } from '../../packages/contract/src/csp';

// @oa/ui resolves to its sources in development (instant updates) and to the library's built dist/ in a
// production build (package.json "production" export condition), so the console ships what the library emits.
export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // The mock service worker exists only in a test-automation build (VITE_TEST_AUTOMATION=true, spec §4).
    mockServiceWorkerPlugin(loadEnv(mode, process.cwd(), 'VITE_')),
  ],
  // A placeholder on the generated tags and <meta property="csp-nonce">; the server puts a fresh nonce in its
  // place in every copy of index.html it sends (apps/server/src/app.ts), and main.tsx passes it to get-nonce.
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  // The manifest lets scripts/route-budgets.mjs follow each route's chunks.
  // No modulepreload polyfill: every browser the console supports (es2022) has modulepreload or loads modules anyway.
  build: { target: 'es2022', sourcemap: true, manifest: true, modulePreload: { polyfill: false } },
  // The sidebar's version stamp: when this build was made (shown as 'YY.MM.DD HH:mm', domain.md).
  define: { __BUILD_TIME__: JSON.stringify(new Date().toISOString()) },
  // The EXCEL export worker (@oa/api) is an ES module worker, so its chunk can share code and load xlsx itself.
  worker: { format: 'es' },
  server: {
    // In development the console runs on Vite and the API on the reference server (apps/server).
    proxy: {
      '^/(oa|apps|cuid|seoul-cup|health)(/|$)': { target: 'http://127.0.0.1:3000' },
    },
  },
}));

import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig(({ command }) => ({
  plugins: [react(), vanillaExtractPlugin()],
  // In development @oa/ui is used from its sources (instant updates); the production build uses the library's
  // built dist/ (package.json "source" condition), so the console ships exactly what the library build emits.
  resolve: { conditions: command === 'serve' ? ['source', ...defaultClientConditions] : [...defaultClientConditions] },
  build: { target: 'es2022', sourcemap: true },
  server: {
    // In development the console runs on Vite and the API on the reference server (apps/server).
    proxy: {
      '^/(oa|apps|cuid|seoul-cup|health)(/|$)': { target: 'http://127.0.0.1:3000' },
    },
  },
}));

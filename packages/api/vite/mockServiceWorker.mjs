// Plain JavaScript: Vite loads its config with Node, which cannot import the package's TypeScript sources.
/**
 * A Vite plugin for the console: serves `/mockServiceWorker.js` in development and emits it into the build, but
 * only when the test-automation flag is on (`VITE_TEST_AUTOMATION=true`, spec §4), so a normal build ships no mock
 * worker at all. The flag rule is the one of `isTestAutomation` in src/mocks/settings.ts.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const WORKER_FILE = fileURLToPath(new URL('../mocks-public/mockServiceWorker.js', import.meta.url));

/** @param {Record<string, string | undefined>} env the `VITE_` variables of the build (`loadEnv`) */
export function mockServiceWorkerPlugin(env) {
  const enabled = env.VITE_TEST_AUTOMATION === 'true';
  return {
    name: 'oa-mock-service-worker',
    apply: () => enabled,
    /** @param {import('vite').ViteDevServer} server */
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(readFileSync(WORKER_FILE));
      });
    },
    /** @this {import('rollup').PluginContext} */
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: readFileSync(WORKER_FILE) });
    },
  };
}

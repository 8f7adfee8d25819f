import type { Plugin } from 'vite';

/** Serves and emits /mockServiceWorker.js when `env.VITE_TEST_AUTOMATION === 'true'`; does nothing otherwise. */
export function mockServiceWorkerPlugin(env: Record<string, string | undefined>): Plugin;

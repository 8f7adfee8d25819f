// The real server for the benchmark scripts (route-budgets.mjs, lighthouse.mjs): the built server on a port of
// its own with a fresh embedded database (migrated and seeded at start), serving a console build. It runs as
// `npm start` does (development: the demo accounts and their seed), whatever NODE_ENV the script has.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Starts the server and waits until it answers /health. `env`: more settings (CONSOLE_DIR, SIMULATOR, ...).
 * @returns {Promise<{ origin: string, stop: () => Promise<void> }>}
 */
export async function startBenchServer({ port, env = {} }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'oa-bench-'));
  const settings = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env };
  delete settings.NODE_ENV;
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], { cwd: root, env: settings, stdio: 'ignore' });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    server.kill();
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${String(port)}`;
  // A first start seeds every area's demo data (the cup programme's year of rentals and their refunds: about 45 s
  // on PGlite alone on a busy two-core machine): up to three minutes.
  for (let attempt = 0; attempt < 900; attempt += 1) {
    try {
      if ((await fetch(`${origin}/health`)).ok) return { origin, stop };
    } catch {
      // not up yet
    }
    if (server.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error('the server did not start');
}

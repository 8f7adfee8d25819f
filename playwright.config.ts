import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.config';

const port = Number(process.env.E2E_PORT ?? 3100);
/**
 * A fresh embedded database for every run (the server migrates and seeds it at start), about 700 MB once seeded, so
 * the run removes it when it ends (after the server has stopped). Playwright reads this file again in every worker:
 * the workers inherit the folder's name from the environment and make none of their own.
 */
const DATA_DIR_VARIABLE = 'OA_E2E_DATA_DIR';
const dataDir = process.env[DATA_DIR_VARIABLE] ?? newDataDir();

function newDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'oa-e2e-'));
  process.env[DATA_DIR_VARIABLE] = dir;
  process.on('exit', () => {
    rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

/**
 * End-to-end: Playwright drives Chromium through the built console, served by the real server.
 * `npm run test:e2e` builds both first.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // Two browsers, the server with both simulators and scrypt sign-ins share two cores: an answer may take seconds.
  expect: { timeout: 10_000 },
  use: {
    // An action waits as long as an expect may (Playwright's default is the whole test's 4 minutes).
    actionTimeout: 15_000,
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } }],
  webServer: {
    command: 'node apps/server/dist/main.js',
    url: `http://127.0.0.1:${port}/health`,
    // Access tokens live 10 s here, so tests cross their expiry (the console must refresh invisibly).
    // The embedded database (what `npm start` runs), even when the suite around it has a DATABASE_URL (.ci/run).
    // The simulated bank and text carrier refuse nothing by chance here (an account starting 000 is still refused as
    // wrong, which the refund test relies on), and the remitter runs every second.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ACCESS_TOKEN_TTL: '10',
      DATABASE_URL: '',
      BANK_FAILURE_PERCENT: '0',
      MESSAGE_FAILURE_PERCENT: '0',
      REMITTANCE_INTERVAL_MS: '1000',
    },
    reuseExistingServer: false,
    // A first start seeds every area's demo data (the cup programme's year of rentals and their refunds: about 20 s
    // on PGlite, more on a busy two-core machine).
    timeout: 180_000,
  },
});

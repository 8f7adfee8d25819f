/** The server's settings, read from the environment (docs/server.md "Running it"). */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ServerConfig {
  host: string;
  port: number;
  /** The built console (apps/console/dist), served as static files on the same origin. */
  consoleDir: string;
  /** `production` refuses demo credentials and needs JWT_SECRET. */
  production: boolean;
  /** A real PostgreSQL; unset = PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** PGlite's folder (and the development JWT secret's file). */
  dataDir: string;
  /** Uploaded files (RC 4.0 programs and AI models): `UPLOAD_DIR`, default `<dataDir>/uploads`. */
  uploadDir: string;
  /** HS256 key for access tokens; in development, generated once and kept in `dataDir` when unset. */
  jwtSecret: string | undefined;
  /** The cup programme's key of members' phones and accounts (32 bytes, CUP_SECRET_KEY in base64); in development,
   * generated once and kept in `dataDir` when unset. */
  cupSecretKey: Uint8Array | undefined;
  /** During a rotation: the previous key (CUP_SECRET_KEY_PREVIOUS), still read until `npm run cup:rekey` is done. */
  cupSecretKeyPrevious: Uint8Array | undefined;
  /** During a rotation: the previous JWT_SECRET (JWT_SECRET_PREVIOUS), still accepted for access tokens it signed. */
  jwtSecretPrevious: string | undefined;
  /** Seconds. Short by default: a stolen access token is useful for minutes (security.md). */
  accessTokenTtl: number;
  /** Seconds. A refresh token is rotated on every use; its family ends after this long without use. */
  refreshTokenTtl: number;
  /** log2 of scrypt's N; 17 is OWASP's minimum (N=2^17, r=8, p=1). Tests lower it for speed. */
  passwordCost: number;
  /** How much generated data the first start seeds (users per client etc.; see seed.ts). */
  seedSize: number;
  /** Trust X-Forwarded-For (behind a proxy), for the per-IP login limit. */
  trustProxy: boolean;
  /** Run the robot simulator (areas/robots/simulator.ts): on by default, off in production and under the test runner. */
  simulator: boolean;
  /** The simulator's tick, ms. */
  simulatorIntervalMs: number;
  /**
   * Send requested refunds to the bank every `remittanceIntervalMs` (areas/cup/remitter.ts). The bank and the text
   * carrier are simulated (no real adapter exists yet): on by default, off in production and under the test runner.
   */
  remitter: boolean;
  remittanceIntervalMs: number;
  /** The simulated bank refuses this % of transfers (bank closed, limit), besides accounts starting 000. */
  bankFailurePercent: number;
  /** The simulated carrier loses this % of texts. */
  messageFailurePercent: number;
  /** How often live streams look in the database for changes made by other processes, ms. */
  streamPollMs: number;
  /**
   * Every statement of the running server (requests, simulators, rounds) ends within this many ms or fails, and
   * its request answers 503 (`statement_timeout`); the migrations and the seed at start run without a limit. 0: none.
   */
  statementTimeoutMs: number;
  /** This process's name in the fleet's record of background work (`work_runs`); default host:pid. */
  processName: string | undefined;
  /** The statistics' closed ranges are sealed this often (the refresh of the statistics pages' past figures), ms. */
  statisticsIntervalMs: number;
  /** Ended sign-in windows, expired sessions and old background-work records are deleted this often, ms. */
  pruneIntervalMs: number;
  /** A refund left PROCESSING by a round that died is asked about and resent after this long, ms. */
  remittanceStaleAfterMs: number;
  /** On SIGTERM: how long the readiness endpoint answers "draining" before the process stops taking connections, ms
   * (a balancer that polls /ready needs a few of its intervals; nginx's passive checks need none). */
  drainDelayMs: number;
  /** On SIGTERM: the longest a drain may take before the process exits anyway, ms. */
  drainTimeoutMs: number;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${String(min)} to ${String(max)}, got ${raw}`);
  }
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw new Error(`${name} must be 0 or 1, got ${raw}`);
}

/** A key given in base64, or undefined when unset or empty. */
function base64Of(env: NodeJS.ProcessEnv, name: string): Buffer | undefined {
  const raw = env[name];
  return raw === undefined || raw === '' ? undefined : Buffer.from(raw, 'base64');
}

/** Reads the server's settings from the environment; every setting has a default for `npm start`. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const jwtSecret = env.JWT_SECRET === '' ? undefined : env.JWT_SECRET;
  if (jwtSecret !== undefined && Buffer.byteLength(jwtSecret) < 32) {
    throw new Error('JWT_SECRET must be at least 32 bytes');
  }
  if (production && jwtSecret === undefined) throw new Error('JWT_SECRET is required when NODE_ENV=production');
  const cupSecretKey = base64Of(env, 'CUP_SECRET_KEY');
  if (cupSecretKey !== undefined && cupSecretKey.length !== 32) {
    throw new Error('CUP_SECRET_KEY must be 32 bytes in base64 (openssl rand -base64 32)');
  }
  if (production && cupSecretKey === undefined) throw new Error('CUP_SECRET_KEY is required when NODE_ENV=production');
  const cupSecretKeyPrevious = base64Of(env, 'CUP_SECRET_KEY_PREVIOUS');
  if (cupSecretKeyPrevious !== undefined && cupSecretKeyPrevious.length !== 32) {
    throw new Error('CUP_SECRET_KEY_PREVIOUS must be 32 bytes in base64');
  }
  const jwtSecretPrevious = env.JWT_SECRET_PREVIOUS === '' ? undefined : env.JWT_SECRET_PREVIOUS;
  if (jwtSecretPrevious !== undefined && Buffer.byteLength(jwtSecretPrevious) < 32) {
    throw new Error('JWT_SECRET_PREVIOUS must be at least 32 bytes');
  }
  const dataDir = env.DATA_DIR ?? fileURLToPath(new URL('../data', import.meta.url));
  return {
    host: env.HOST ?? '127.0.0.1',
    port: integer(env, 'PORT', 3000, 0, 65535),
    consoleDir: env.CONSOLE_DIR ?? fileURLToPath(new URL('../../console/dist', import.meta.url)),
    production,
    databaseUrl: env.DATABASE_URL === '' ? undefined : env.DATABASE_URL,
    dataDir,
    uploadDir: env.UPLOAD_DIR === undefined || env.UPLOAD_DIR === '' ? join(dataDir, 'uploads') : env.UPLOAD_DIR,
    jwtSecret,
    cupSecretKey,
    cupSecretKeyPrevious,
    jwtSecretPrevious,
    accessTokenTtl: integer(env, 'ACCESS_TOKEN_TTL', 5 * 60, 10, 24 * 60 * 60),
    refreshTokenTtl: integer(env, 'REFRESH_TOKEN_TTL', 14 * 24 * 60 * 60, 60, 365 * 24 * 60 * 60),
    passwordCost: integer(env, 'PASSWORD_COST', 17, 10, 20),
    seedSize: integer(env, 'SEED_SIZE', 1, 0, 100_000),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    // Fake robot data must never move real robots' rows by accident: production turns it on only explicitly.
    simulator: flag(env, 'SIMULATOR', !production && process.env.VITEST === undefined),
    simulatorIntervalMs: integer(env, 'SIMULATOR_INTERVAL_MS', 3000, 100, 3_600_000),
    remitter: flag(env, 'REMITTER', !production && process.env.VITEST === undefined),
    remittanceIntervalMs: integer(env, 'REMITTANCE_INTERVAL_MS', 5000, 100, 3_600_000),
    bankFailurePercent: integer(env, 'BANK_FAILURE_PERCENT', 5, 0, 100),
    messageFailurePercent: integer(env, 'MESSAGE_FAILURE_PERCENT', 2, 0, 100),
    streamPollMs: integer(env, 'STREAM_POLL_MS', 1500, 100, 60_000),
    statementTimeoutMs: integer(env, 'STATEMENT_TIMEOUT_MS', 5000, 0, 3_600_000),
    processName: env.PROCESS_NAME === undefined || env.PROCESS_NAME === '' ? undefined : env.PROCESS_NAME,
    statisticsIntervalMs: integer(env, 'STATISTICS_INTERVAL_MS', 10 * 60_000, 1000, 86_400_000),
    pruneIntervalMs: integer(env, 'PRUNE_INTERVAL_MS', 10 * 60_000, 1000, 86_400_000),
    remittanceStaleAfterMs: integer(env, 'REMITTANCE_STALE_AFTER_MS', 60_000, 1000, 86_400_000),
    drainDelayMs: integer(env, 'DRAIN_DELAY_MS', 0, 0, 600_000),
    drainTimeoutMs: integer(env, 'DRAIN_TIMEOUT_MS', 20_000, 1000, 600_000),
  };
}

import { loadConfig } from './config';
import { startServer } from './server';

const config = loadConfig();
const server = await startServer(config, { announce: true });

// SIGTERM or Ctrl-C: drain (server.ts), within DRAIN_TIMEOUT_MS; a second signal stops at once.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`${signal}: 연결을 정리하고 종료합니다 (최대 ${String(config.drainTimeoutMs / 1000)}초).`);
    setTimeout(() => {
      console.error('The drain did not finish in DRAIN_TIMEOUT_MS: exiting anyway.');
      process.exit(1);
    }, config.drainTimeoutMs).unref();
    for (const again of ['SIGINT', 'SIGTERM'] as const) process.once(again, () => process.exit(1));
    server.drain().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('The drain failed', error);
        process.exit(1);
      },
    );
  });
}

const where = config.databaseUrl === undefined ? `PGlite (${config.dataDir})` : 'PostgreSQL (DATABASE_URL)';
console.log(`OA Console: ${server.url}/  · API 문서: ${server.url}/docs  · 데이터베이스: ${where}`);

import { loadConfig } from './config';
import { startServer } from './server';

const config = loadConfig();
const server = await startServer(config, { announce: true });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}

const where = config.databaseUrl === undefined ? `PGlite (${config.dataDir})` : 'PostgreSQL (DATABASE_URL)';
console.log(`OA Console: ${server.url}/  · API 문서: ${server.url}/docs  · 데이터베이스: ${where}`);

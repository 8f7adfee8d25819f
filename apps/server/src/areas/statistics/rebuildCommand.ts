/**
 * `npm run stats:rebuild -w @oa/server`: the statistics' rollups computed again from every deposit (stat_rebuild(),
 * which forgets every sealed range), then the whole city's closed days, weeks and months of the last 400 days
 * sealed, on the database of the environment (DATABASE_URL, or PGlite in DATA_DIR: stop the server first, PGlite
 * is one process's). The triggers keep the rollups current; this is for a repair or after a bulk load that ran
 * without them.
 */
import { join } from 'node:path';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { rebuildStatistics, sealStatistics } from './rollups';

const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.databaseUrl === undefined ? join(config.dataDir, 'pglite') : undefined,
});
try {
  await database.migrate();
  const started = Date.now();
  await rebuildStatistics(database.db);
  const rebuilt = Date.now();
  await sealStatistics(database.db, new Date());
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  console.log(
    `통계 집계를 다시 만들었습니다: ${seconds(rebuilt - started)} s, 지난 400일 봉인: ${seconds(Date.now() - rebuilt)} s`,
  );
} finally {
  await database.close();
}

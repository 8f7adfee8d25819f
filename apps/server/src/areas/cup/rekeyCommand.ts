/**
 * `npm run cup:rekey -w @oa/server`: after CUP_SECRET_KEY became the new key and CUP_SECRET_KEY_PREVIOUS the old one
 * on every server (docs/deploy.md "Rotating the secrets"), rewrites every stored phone number and refund account
 * under the new key (rekey.ts), on the database of the environment. Safe while the servers run; PGlite: stop the
 * server first (one process's database).
 */
import { join } from 'node:path';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { rekeyCup } from './rekey';
import { createSecretCipher } from './secrets';

const config = loadConfig();
if (config.cupSecretKey === undefined) throw new Error('cup:rekey needs CUP_SECRET_KEY (the new key)');
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.databaseUrl === undefined ? join(config.dataDir, 'pglite') : undefined,
});
try {
  const started = Date.now();
  const done = await rekeyCup(
    database.db,
    createSecretCipher(
      config.cupSecretKey,
      config.cupSecretKeyPrevious === undefined ? [] : [config.cupSecretKeyPrevious],
    ),
  );
  console.log(
    `새 키로 다시 암호화했습니다: 회원 ${String(done.members)}명, 환급 ${String(done.refunds)}건, ${((Date.now() - started) / 1000).toFixed(1)} s` +
      (done.unreadable > 0 ? `; 어느 키로도 읽지 못한 값 ${String(done.unreadable)}개 (그대로 두었습니다)` : ''),
  );
  if (done.unreadable > 0) process.exitCode = 1;
} finally {
  await database.close();
}

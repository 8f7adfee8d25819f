/**
 * The cup area's own services, background work and seed (the Area hooks of index.ts): the platform hands it the
 * database and the clock, and the area makes its cipher's users, live changes, bank, messenger and remitter from its
 * options (CupOptions). server.ts derives the options from its configuration through `cupOptionsFrom`.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerConfig } from '../../config';
import { withKeysCheckedAfter } from '../../db/bulk';
import { createRandom } from '../../seed/random';
import type { AreaContext, AreaSeedContext, StopWork } from '../area';
import type { StopJob } from '../../work/fleet';
import { simulatedBank, simulatedMessenger } from './refunds/bank';
import type { CupContext, CupOptions, CupServices } from './context';
import { createCupLive } from './machines/live';
import { createRemitter } from './refunds/remitter';
import { createSecretCipher } from './secrets';
import { cupSeedSize, seedCup } from './machines/seed';
import { createCupSimulator } from './machines/simulator';

/** The cup's services over the platform's context. */
export function cupServices(context: AreaContext, options: CupOptions | undefined): CupServices {
  if (options === undefined)
    throw new Error('the cup area needs its options (AppOptions.areas.cup: at least the cipher of its secrets)');
  const { db, onError } = context;
  const now = options.now ?? context.now;
  const random = options.random ?? createRandom(1);
  const cupLive = createCupLive({ db, pollMs: context.streamPollMs, now, onError });
  const messenger = options.messenger ?? simulatedMessenger({ failureRate: options.messageFailureRate ?? 0, random });
  const bank =
    typeof options.bank === 'function'
      ? options.bank(db)
      : (options.bank ?? simulatedBank({ db: context.db, failureRate: options.bankFailureRate ?? 0, random }));
  const remitter = createRemitter({
    db,
    bank,
    messenger,
    secrets: options.secrets,
    now,
    onError,
    ...(options.remittanceStaleAfterMs === undefined ? {} : { staleAfterMs: options.remittanceStaleAfterMs }),
  });
  return { secrets: options.secrets, cupLive, remitter, messenger };
}

/** The cup simulator and the remitter's rounds, when the configuration turns them on. */
export function startCupWork(context: CupContext, config: ServerConfig): StopWork | undefined {
  const { fleet, remitter } = context;
  const jobs: StopJob[] = [];
  if (config.simulator) {
    const simulator = createCupSimulator({ db: context.db, live: context.cupLive });
    jobs.push(fleet.every('cup-simulator', config.simulatorIntervalMs, (now) => simulator.tick(now)));
  }
  if (config.remitter) {
    remitter.start();
    jobs.push(fleet.every('cup-remitter', config.remittanceIntervalMs, () => remitter.run()));
  }
  return async () => {
    await Promise.all(jobs.map((stop) => stop()));
    await remitter.stop();
  };
}

/** Ends the cup's open streams' polls and a round under way. */
export async function closeCupServices(services: CupServices): Promise<void> {
  services.cupLive.close();
  await services.remitter.stop();
}

/** The development key of members' phones and accounts: made once, kept beside the data, said on the first start. */
function developmentCupKey(dataDir: string): Uint8Array {
  const file = join(dataDir, 'cup-secret-key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
    console.log(
      `서울컵 회원 전화번호 암호화 키를 만들었습니다: ${file} (이 컴퓨터 전용입니다. 운영 환경에서는 CUP_SECRET_KEY를 설정하세요.)`,
    );
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
}

/** The cup's options from the server's configuration: its key, the simulated bank's and carrier's failure rates. */
export const cupOptionsFrom = (config: ServerConfig): CupOptions => ({
  secrets: createSecretCipher(
    config.cupSecretKey ?? developmentCupKey(config.dataDir),
    config.cupSecretKeyPrevious === undefined ? [] : [config.cupSecretKeyPrevious],
  ),
  bankFailureRate: config.bankFailurePercent / 100,
  messageFailureRate: config.messageFailurePercent / 100,
  random: createRandom(Date.now() % 2_147_483_647),
  seed: cupSeedSize(config.seedSize),
  remittanceStaleAfterMs: config.remittanceStaleAfterMs,
});

/** The programme's year of rows (its tables have no triggers): keys checked once at the end, not row by row. */
export async function seedCupArea({ db }: AreaSeedContext, options: CupOptions | undefined): Promise<void> {
  if (options?.seed === undefined) return;
  const { secrets, seed } = options;
  await withKeysCheckedAfter(db, () => seedCup(db, secrets, seed));
}

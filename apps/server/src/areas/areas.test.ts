/**
 * Each area registers its own services (issue 29: the platform depends on the cup area no more). The cup area
 * makes its bank, messenger, remitter and live changes from its own options, so a test hands it a failing bank
 * (made over the database, as a bank with a ledger is) and its own cipher without the platform knowing any of it;
 * the robots make their live events; every area's services are on `app.areas`.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { createRandom } from '../seed/random';
import { startTestApi, testSecrets, type TestApi } from '../testing/harness';
import { AREAS } from '.';
import { simulatedBank } from './cup/refunds/bank';
import { cupRefunds } from './cup/schema';

describe('the areas', () => {
  let api: TestApi;
  const banksMadeWith: Db[] = [];

  beforeAll(async () => {
    api = await startTestApi({
      areas: {
        cup: {
          bank: (db) => {
            banksMadeWith.push(db);
            return simulatedBank({ db, failureRate: 1, random: createRandom(5) });
          },
        },
      },
    });
  });
  afterAll(async () => {
    await api.close();
  });

  it('are one list, each with its name, in the order of registration', () => {
    expect(AREAS.map((area) => area.name)).toEqual(['users', 'clients', 'robots', 'cup', 'home', 'statistics']);
  });

  it('make their own services: the cup its remitter over the test’s bank, the robots their live events', async () => {
    expect(banksMadeWith).toEqual([api.database.db]);
    expect(api.app.areas.cup.secrets).toBe(testSecrets);
    expect(api.app.areas.cup.remitter).toBe(api.app.remitter);
    expect(api.app.areas.robots.robotEvents).toBe(api.app.robotEvents);
    const requested = await api.database.db.select().from(cupRefunds).where(eq(cupRefunds.state, 'REQUESTED'));
    expect(requested.length).toBeGreaterThan(0);
    const round = await api.app.remitter.run();
    // The test's bank refuses every transfer: the round's refunds are FAILED, none completed.
    expect(round.sent).toBe(Math.min(requested.length, 200));
    expect(round.completed).toBe(0);
    expect(round.failed).toBe(round.sent);
  });
});

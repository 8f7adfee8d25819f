/**
 * Every cup's and box's history is a path the contract allows (CUP_MOVES, BOX_MOVES; an operator's moves only by
 * hand), from its registration to the state its row is in: the seeded year's, and after the simulator's ticks (which
 * move cups and boxes only through the domain: the machines' reports, the crew's, shipping's and washing's work).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom } from '../../../seed/random';
import { startTestApi, type TestApi } from '../../../testing/harness';
import { historyRefusals } from '../life/history';
import { createCupSimulator } from './simulator';

describe("cups' and boxes' histories", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api.close();
  });

  it("the seeded year's histories are paths the contract allows", async () => {
    expect((await historyRefusals(api.database.db)).slice(0, 10)).toEqual([]);
  });

  it("after simulator ticks every cup's and box's history is a path the contract allows", async () => {
    const db = api.database.db;
    const simulator = createCupSimulator({
      db,
      random: createRandom(29),
      rates: { rentals: 20, returns: 20, drop: 0.05, recover: 0.5, service: 0.5, washing: 200 },
    });
    const totals = { rentals: 0, returns: 0, refills: 0, retrievals: 0, washed: 0 };
    const start = Date.now();
    for (let n = 0; n < 8; n += 1) {
      const summary = await simulator.tick(new Date(start + n * 60_000));
      expect(summary.ran).toBe(true);
      for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += summary[key];
    }
    // The ticks did each kind of work.
    for (const done of Object.values(totals)) expect(done).toBeGreaterThan(0);
    expect((await historyRefusals(db)).slice(0, 10)).toEqual([]);
  });
});

/** The robot seed at its real size (300 robots at size 1), with a short history (deposits too): placement, shape, determinism. */
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MACHINE_ID_PATTERN, type SeoulDistrictName } from '@oa/contract';
import { createPasswordHasher } from '../../auth/passwords';
import type { Database } from '../../db/database';
import { alertHistory, alertRecipients, collectionEvents, robotLogs, robots } from './schema';
import { clients } from '../clients/schema';
import { seedIfEmpty } from '../../seed/seed';
import { freshDatabase, TEST_PASSWORD_COST } from '../../testing/harness';
import { districtAt } from '../../geo/districts';
import { capacityStatesOf } from './model';
import { ANCHOR_MACHINE_ID } from './seed';

const NOW = new Date('2026-11-20T03:00:00Z');

describe('robot seed', () => {
  const opened: { database: Database; drop: () => Promise<void> }[] = [];
  const seeded = async () => {
    const fresh = await freshDatabase();
    opened.push(fresh);
    await fresh.database.migrate();
    await seedIfEmpty(fresh.database.db, {
      size: 1,
      demo: true,
      hasher: createPasswordHasher(TEST_PASSWORD_COST),
      areas: { robots: { seed: { days: 3, depositDays: 3, now: NOW } } },
    });
    return fresh.database;
  };
  afterAll(async () => {
    for (const { database, drop } of opened) {
      await database.close();
      await drop();
    }
  });

  it('places 300 robots inside their districts, with valid ids, bins and the demo client’s share', async () => {
    const database = await seeded();
    const rows = await database.db.select().from(robots);
    expect(rows).toHaveLength(300);
    expect(new Set(rows.map((row) => row.machineId)).size).toBe(300);
    for (const row of rows) {
      expect(row.machineId).toMatch(MACHINE_ID_PATTERN);
      expect(districtAt(row.lat, row.lng), row.machineId).toBe(row.district as SeoulDistrictName);
      expect(row.address.startsWith(`서울특별시 ${row.district} `)).toBe(true);
      expect(row.capacityStates).toEqual(capacityStatesOf(row.bins));
      expect(row.bins.length).toBeGreaterThanOrEqual(2);
      expect(row.installedAt <= '2026-11-20').toBe(true);
    }
    expect(new Set(rows.map((row) => row.district)).size).toBe(25);
    const [gangnam] = await database.db.select().from(clients).where(eq(clients.name, '강남구청'));
    const own = rows.filter((row) => row.clientId === gangnam?.id);
    expect(own.length).toBeGreaterThanOrEqual(20);
    expect(own.some((row) => row.generation === 'RC_4_0')).toBe(true);
    const anchor = rows.find((row) => row.machineId === ANCHOR_MACHINE_ID);
    expect(anchor).toMatchObject({ operationState: 'OPERATION', clientId: gangnam?.id, generation: 'RC_4_0' });
    const generations = new Set(rows.map((row) => row.generation));
    expect(generations).toEqual(new Set(['RC_3', 'RC_4_0']));
    for (const [table, least] of [
      [robotLogs, 900],
      [alertHistory, 50],
      [collectionEvents, 200],
      [alertRecipients, 5],
    ] as const) {
      const [{ total }] = (await database.db.select({ total: count() }).from(table)) as [{ total: number }];
      expect(total).toBeGreaterThanOrEqual(least);
    }
    // History ends before the seed's moment, and log ids grow with time (as live lines do).
    const lines = await database.db.select({ at: robotLogs.at }).from(robotLogs).orderBy(robotLogs.id);
    const times = lines.map((line) => line.at.getTime());
    expect(Math.max(...times)).toBeLessThan(NOW.getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('is deterministic: the same options give the same robots and history', async () => {
    const [first, second] = [opened[0]?.database, await seeded()];
    if (first === undefined) throw new Error('first seed missing');
    const digest = async (database: Database) => ({
      robots: await database.db
        .select({ machineId: robots.machineId, name: robots.name, lat: robots.lat, bins: robots.bins })
        .from(robots)
        .orderBy(robots.id),
      logs: await database.db
        .select({ code: robotLogs.code, at: robotLogs.at })
        .from(robotLogs)
        .orderBy(robotLogs.id)
        .limit(500),
    });
    expect(await digest(second)).toEqual(await digest(first));
  });
});

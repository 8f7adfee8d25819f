/**
 * The statistics endpoints agree with the deposits themselves: thousands of random deposits (robots of every
 * client and district, a few hundred members, months of days, today's too), then for random queries (granularity,
 * period, client, district, robot; staff and a client's admin user) every figure of every endpoint equals a
 * brute-force query over collection_events and robots. Again after back-dated deposits land in sealed ranges,
 * after a robot moves to another client and district, after deposits are deleted and changed; and
 * `stat_rebuild()` gives the very rollups the triggers kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '@oa/auth/tables';
import {
  MATERIAL_TYPES,
  SEOUL_DISTRICT_NAMES,
  STAT_GRANULARITIES,
  STATISTICS_PATHS,
  type AverageStatistics,
  type EmissionStatistics,
  type InstallStatus,
  type MaterialType,
  type NewInstallations,
  type StatGranularity,
  type UsageStatistics,
} from '@oa/contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import { seoulDate } from '../../geo/placeFields';
import { createRandom } from '../../seed/random';
import { clientIdOf, startTestApi, type TestApi } from '../../testing/harness';
import { insertDeposits } from '../robots/bulk';
import { robots } from '../robots/schema';
import { LIVE_MAX_AGE_MS, rebuildStatistics } from './rollups';

interface Combo {
  granularity: StatGranularity;
  from: string;
  to: string;
  clientId?: number;
  district?: string;
  machineId?: string;
  /** Asked by the client's admin user (its clients' robots only). */
  admin: boolean;
}

type Row = Record<string, unknown>;
const DAY_MS = 86_400_000;

describe('statistics agree with the deposits (brute force)', () => {
  let api: TestApi;
  let staff: string;
  let admin: string;
  let adminClients: number[];
  let today: string;
  const random = createRandom(19);
  const combos: Combo[] = [];

  const rows = async (query: SQL): Promise<Row[]> => {
    const result: unknown = await api.database.db.execute(query);
    return (result as { rows: Row[] }).rows;
  };
  const day = (daysAgo: number) => seoulDate(new Date(Date.now() - daysAgo * DAY_MS));

  /** `count` random deposits between `oldest` and `newest` days ago (0: today, before now). */
  async function deposit(count: number, oldest: number, newest: number) {
    const robotRows = await api.database.db.select({ id: robots.id }).from(robots);
    const members = Array.from({ length: 300 }, (_, index) => `M${String(90_000_000 + index)}`);
    const events = Array.from({ length: count }, () => {
      const accepted = random.chance(0.85);
      const daysAgo = random.int(newest, oldest);
      const at = new Date(Date.now() - daysAgo * DAY_MS - random.int(daysAgo === 0 ? 60 : 0, 20 * 3600) * 1000);
      const material = random.pick(MATERIAL_TYPES);
      return {
        robotId: random.pick(robotRows).id,
        // A few members deposit much more than the others.
        memberId: members[Math.floor(members.length * random.next() ** 2)] ?? 'M0',
        material,
        aiResult: accepted ? material : 'NONE',
        confidence: random.int(300, 999),
        accepted,
        points: accepted ? random.int(5, 30) : 0,
        at,
      };
    });
    await insertDeposits(api.database.db, events);
  }

  /** The robots a combo covers, as a condition on `r` (robots). */
  function robotFilter(combo: Combo): SQL {
    const parts: SQL[] = [sql`true`];
    if (combo.admin)
      parts.push(
        sql`r.client_id in (${sql.join(
          adminClients.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    if (combo.clientId !== undefined) parts.push(sql`r.client_id = ${combo.clientId}`);
    if (combo.district !== undefined) parts.push(sql`r.district = ${combo.district}`);
    if (combo.machineId !== undefined) parts.push(sql`r.machine_id = ${combo.machineId}`);
    return sql.join(parts, sql` and `);
  }

  const keyOf = (granularity: StatGranularity, dayColumn: SQL) =>
    granularity === 'day'
      ? sql`to_char(${dayColumn}, 'YYYY-MM-DD')`
      : granularity === 'week'
        ? sql`to_char(date_trunc('week', ${dayColumn}), 'YYYY-MM-DD')`
        : sql`to_char(${dayColumn}, 'YYYY-MM')`;

  /** The period's buckets straight from its days: key, first and last day inside the period. */
  const bucketsSql = (combo: Combo, granularity: StatGranularity) => sql`
    select ${keyOf(granularity, sql`d::date`)} as key, min(d::date) as first, max(d::date) as last
    from generate_series(${combo.from}::date, ${combo.to}::date, interval '1 day') as d group by 1`;

  const depositDay = sql`(e.at at time zone 'Asia/Seoul')::date`;

  async function expectedCounts(combo: Combo) {
    const perMaterial = sql.join(
      MATERIAL_TYPES.map((material) => sql`count(*) filter (where e.accepted and e.material = ${material})::int`),
      sql`, `,
    );
    const found = await rows(sql`
      with b as (${bucketsSql(combo, combo.granularity)})
      select b.key, count(e.id)::int as deposits, count(e.id) filter (where e.accepted)::int as accepted,
             count(distinct e.member_id)::int as users, array[${perMaterial}] as materials
      from b
      left join (collection_events e join robots r on r.id = e.robot_id and ${robotFilter(combo)})
        on ${depositDay} between b.first and b.last
      group by b.key order by b.key`);
    return found.map((row) => ({
      period: String(row.key),
      deposits: Number(row.deposits),
      accepted: Number(row.accepted),
      users: Number(row.users),
      materials: Object.fromEntries(
        MATERIAL_TYPES.map((material, index) => [material, Number((row.materials as unknown[])[index])]),
      ) as Record<MaterialType, number>,
    }));
  }

  const spreadSql = (value: SQL) => sql`
    count(${value})::int as count, coalesce(sum(${value}), 0)::float8 as total, coalesce(min(${value}), 0)::float8 as min,
    coalesce(percentile_cont(0.25) within group (order by ${value}), 0) as p25,
    coalesce(percentile_cont(0.5) within group (order by ${value}), 0) as median,
    coalesce(percentile_cont(0.75) within group (order by ${value}), 0) as p75,
    coalesce(percentile_cont(0.9) within group (order by ${value}), 0) as p90,
    coalesce(max(${value}), 0)::float8 as max`;

  async function expectedSpreads(combo: Combo, figure: 'devices' | 'deposits' | 'points') {
    const values =
      figure === 'devices'
        ? sql`
          select b.key, (select count(*) from collection_events e
                         where e.robot_id = r.id and ${depositDay} between b.first and b.last) as v
          from b join robots r on r.generation = 'RC_4_0' and r.installed_at <= b.last and ${robotFilter(combo)}`
        : sql`
          select b.key, ${figure === 'deposits' ? sql`count(*)` : sql`sum(e.points)`} as v
          from b join (collection_events e join robots r on r.id = e.robot_id and ${robotFilter(combo)})
            on ${depositDay} between b.first and b.last
          group by b.key, e.member_id`;
    const found = await rows(sql`
      with b as (${bucketsSql(combo, 'month')}), v as (${values})
      select b.key, ${spreadSql(sql`v.v`)}
      from b left join v on v.key = b.key group by b.key order by b.key`);
    return found.map((row) => ({ period: String(row.key), ...row }));
  }

  const query = (combo: Combo, granularity = true) =>
    new URLSearchParams({
      from: combo.from,
      to: combo.to,
      ...(granularity ? { granularity: combo.granularity } : {}),
      ...(combo.clientId === undefined ? {} : { clientId: String(combo.clientId) }),
      ...(combo.district === undefined ? {} : { district: combo.district }),
      ...(combo.machineId === undefined ? {} : { machineId: combo.machineId }),
    }).toString();

  async function ask<T>(combo: Combo, prefix: '/oa' | '/apps', path: string): Promise<T> {
    const answer = await api.request<{ _data: T }>('GET', `${prefix}${path}?${query(combo)}`, {
      token: combo.admin ? admin : staff,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body._data;
  }

  const close = (actual: number, expected: number) => Math.abs(actual - expected) <= 1e-9 * Math.max(1, expected);

  function expectSpreads(answer: AverageStatistics, expected: Row[]) {
    expect(answer.points.map((point) => point.period)).toEqual(expected.map((row) => row.period));
    answer.points.forEach((point, index) => {
      const row = expected[index] ?? {};
      expect(point.count).toBe(Number(row.count));
      expect(point.total).toBe(Number(row.total));
      for (const field of ['min', 'p25', 'median', 'p75', 'p90', 'max'] as const) {
        expect(close(point[field], Number(row[field])), `${point.period} ${field}`).toBe(true);
      }
      expect(close(point.mean, point.count === 0 ? 0 : Number(row.total) / point.count)).toBe(true);
    });
    const total = expected.reduce((sum, row) => sum + Number(row.total), 0);
    const count = expected.reduce((sum, row) => sum + Number(row.count), 0);
    expect(answer.summary.total).toBe(total);
    expect(close(answer.summary.mean, count === 0 ? 0 : total / count)).toBe(true);
  }

  async function checkCombo(combo: Combo) {
    const label = JSON.stringify(combo);
    const counts = await expectedCounts(combo);
    const usage = await ask<UsageStatistics>(combo, '/oa', STATISTICS_PATHS.usage);
    expect(usage.points, label).toEqual(counts.map(({ materials: _, ...point }) => point));
    const deposits = counts.reduce((sum, point) => sum + point.deposits, 0);
    expect(usage.summary.deposits).toBe(deposits);
    expect(close(usage.summary.averageDeposits, deposits / counts.length)).toBe(true);
    expect(close(usage.summary.averageUsers, counts.reduce((sum, point) => sum + point.users, 0) / counts.length)).toBe(
      true,
    );

    const emissions = await ask<EmissionStatistics>(combo, '/oa', STATISTICS_PATHS.emissions);
    expect(emissions.points, label).toEqual(
      counts.map((point) => ({ period: point.period, total: point.accepted, ...point.materials })),
    );
    expect(emissions.summary.total).toBe(counts.reduce((sum, point) => sum + point.accepted, 0));

    expectSpreads(await ask(combo, '/oa', STATISTICS_PATHS.devices), await expectedSpreads(combo, 'devices'));
    expectSpreads(
      await ask(combo, '/apps', STATISTICS_PATHS.emissionsPerUser),
      await expectedSpreads(combo, 'deposits'),
    );
    expectSpreads(await ask(combo, '/apps', STATISTICS_PATHS.pointsPerUser), await expectedSpreads(combo, 'points'));

    const installed = await rows(sql`
      select r.generation, r.district, r.client_id, count(*)::int as n from robots r
      where r.installed_at <= ${combo.to}::date and ${robotFilter(combo)} group by 1, 2, 3`);
    const status = await ask<InstallStatus>(combo, '/oa', STATISTICS_PATHS.installStatus);
    expect(status.total).toBe(installed.reduce((sum, row) => sum + Number(row.n), 0));
    expect(status.byDistrict.map((row) => row.district)).toEqual([...SEOUL_DISTRICT_NAMES]);
    for (const district of status.byDistrict) {
      const inDistrict = installed.filter((row) => row.district === district.district);
      expect(district.robots).toBe(inDistrict.reduce((sum, row) => sum + Number(row.n), 0));
      expect(district.rc40).toBe(
        inDistrict.filter((row) => row.generation === 'RC_4_0').reduce((sum, row) => sum + Number(row.n), 0),
      );
    }
    for (const client of status.byClient) {
      const ofClient = installed.filter((row) => (row.client_id ?? null) === client.clientId);
      expect(client.robots).toBe(ofClient.reduce((sum, row) => sum + Number(row.n), 0));
    }

    const months = await rows(sql`
      with b as (${bucketsSql(combo, 'month')})
      select b.key,
             (select count(*)::int from robots r where r.installed_at between b.first and b.last
                and ${robotFilter(combo)}) as installed,
             (select count(*)::int from robots r where r.installed_at <= b.last and ${robotFilter(combo)}) as cumulative
      from b order by b.key`);
    const installations = await ask<NewInstallations>(combo, '/oa', STATISTICS_PATHS.newInstallations);
    expect(installations.points).toEqual(
      months.map((row) => ({ period: row.key, installed: row.installed, cumulative: row.cumulative })),
    );
  }

  beforeAll(async () => {
    api = await startTestApi();
    today = day(0);
    const gangnam = await clientIdOf(api, '강남구청');
    adminClients = (
      await rows(sql`select id from clients where id = ${gangnam} or parent_id = ${gangnam} order by id`)
    ).map((row) => Number(row.id));
    const permissions = [P.STATISTICS_RC_VIEW, P.STATISTICS_RC_MONTHLY_VIEW];
    staff = (await api.userWith(permissions)).accessToken;
    admin = (await api.userWith(permissions, { clientId: gangnam })).accessToken;
    await deposit(4000, 100, 0);
    await deposit(300, 0, 0);

    const clientIds = (await rows(sql`select distinct client_id from robots where client_id is not null`)).map((row) =>
      Number(row.client_id),
    );
    const machines = (await rows(sql`select machine_id, client_id from robots order by id`)).map((row) => ({
      machineId: String(row.machine_id),
      clientId: row.client_id === null ? null : Number(row.client_id),
    }));
    const districts = (await rows(sql`select distinct district from robots`)).map((row) => String(row.district));
    for (let index = 0; index < 20; index += 1) {
      const isAdmin = index % 4 === 3;
      const ends = random.int(0, 3) === 0 ? random.int(1, 40) : 0;
      const combo: Combo = {
        granularity: STAT_GRANULARITIES[index % 3] ?? 'day',
        from: day(ends + random.int(0, 110)),
        to: day(ends),
        admin: isAdmin,
      };
      const kind = random.int(0, 4);
      const ownMachines = machines.filter(
        (machine) => !isAdmin || (machine.clientId !== null && adminClients.includes(machine.clientId)),
      );
      if (kind === 1) combo.clientId = isAdmin ? random.pick(adminClients) : random.pick(clientIds);
      if (kind === 2) combo.district = random.pick(districts);
      if (kind === 3) combo.machineId = random.pick(ownMachines).machineId;
      if (kind === 4) {
        combo.clientId = isAdmin ? random.pick(adminClients) : random.pick(clientIds);
        combo.district = random.pick(districts);
      }
      combos.push(combo);
    }
    // The whole span, every granularity, unfiltered and by the admin.
    for (const granularity of STAT_GRANULARITIES) {
      combos.push({ granularity, from: day(105), to: today, admin: false });
      combos.push({ granularity, from: day(105), to: today, admin: true });
    }
  }, 120_000);
  afterAll(async () => {
    await api.close();
  });

  /** After a change: live answers are served up to LIVE_MAX_AGE_MS old, so the clock moves past that. */
  const afterChange = () => {
    api.advance(LIVE_MAX_AGE_MS / 1000 + 1);
  };

  it('agrees for every query, first asked (sealing) and again (sealed)', async () => {
    for (const combo of combos) await checkCombo(combo);
    for (const combo of combos) await checkCombo(combo);
  }, 240_000);

  it('agrees after back-dated deposits land in sealed ranges, and today gets more', async () => {
    const [{ sealed = 0 } = {}] = await rows(sql`select count(*)::int as sealed from stat_sealed`);
    expect(Number(sealed)).toBeGreaterThan(0);
    await deposit(600, 100, 1);
    await deposit(100, 0, 0);
    afterChange();
    for (const combo of combos) await checkCombo(combo);
  }, 240_000);

  it('agrees after a robot moves to another client and district', async () => {
    const asked = combos.flatMap((combo) => (combo.machineId === undefined ? [] : [combo.machineId]));
    const [moved] = await rows(sql`
      select r.id from robots r where r.client_id = ${adminClients[0] ?? 0}
        and r.machine_id not in (${sql.join(
          ['', ...asked].map((id) => sql`${id}`),
          sql`, `,
        )})
        and exists (select 1 from collection_events e where e.robot_id = r.id) order by r.id limit 1`);
    expect(moved).toBeDefined();
    const [elsewhere] = await rows(sql`
      select id, district from clients where id not in (${sql.join(
        adminClients.map((id) => sql`${id}`),
        sql`, `,
      )}) and district is not null order by id limit 1`);
    await api.database.db
      .update(robots)
      .set({ clientId: Number(elsewhere?.id), district: String(elsewhere?.district) })
      .where(eq(robots.id, Number(moved?.id)));
    afterChange();
    for (const combo of combos) await checkCombo(combo);
  }, 240_000);

  it('agrees after deposits are deleted and changed', async () => {
    await api.database.db.execute(
      sql`delete from collection_events where id in (select id from collection_events order by id desc limit 150)`,
    );
    await api.database.db.execute(
      sql`delete from collection_events where id in (select id from collection_events where id % 37 = 0)`,
    );
    await api.database.db.execute(sql`
      update collection_events set accepted = not accepted, points = case when accepted then 0 else 12 end,
             at = at - interval '3 days'
      where id % 41 = 0`);
    afterChange();
    for (const combo of combos.slice(0, 12)) await checkCombo(combo);
  }, 240_000);

  it('stat_rebuild() gives the rollups the triggers kept', async () => {
    const snapshot = async () => ({
      robotDays: await rows(
        sql`select day::text, robot_id, material, deposits, accepted, points::int from stat_robot_day order by 1, 2, 3`,
      ),
      memberDays: await rows(
        sql`select day::text, robot_id, member_id, deposits, accepted, points::int from stat_member_day order by 1, 2, 3`,
      ),
    });
    const kept = await snapshot();
    expect(kept.robotDays.length).toBeGreaterThan(100);
    await rebuildStatistics(api.database.db);
    expect(await snapshot()).toEqual(kept);
    const [{ sealed = 1 } = {}] = await rows(sql`select count(*)::int as sealed from stat_sealed`);
    expect(Number(sealed)).toBe(0);
    afterChange();
    for (const combo of combos.slice(0, 6)) await checkCombo(combo);
  }, 240_000);
});

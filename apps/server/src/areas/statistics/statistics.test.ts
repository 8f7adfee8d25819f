/**
 * The statistics endpoints through real HTTP on the seeded database: each answer's shape, who may ask (401, 403),
 * a wrong query (400 with a Korean message on the field), and a client's admin user: its own clients' figures,
 * another client's id or robot refused as unknown. The numbers themselves: agreement.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '@oa/auth/tables';
import {
  MATERIAL_TYPES,
  SEOUL_DISTRICT_NAMES,
  STATISTICS_PATHS,
  type AverageStatistics,
  type EmissionStatistics,
  type InstallStatus,
  type NewInstallations,
  type UsageStatistics,
} from '@oa/contract';
import { seoulDate } from '../../geo/placeFields';
import { eq } from 'drizzle-orm';
import { ANCHOR_MACHINE_ID } from '../robots/seed';
import { robots } from '../robots/schema';
import { clientIdOf, startTestApi, type TestApi } from '../../testing/harness';
import { NO_CLIENT_NAME } from './installations';

const OA = (path: string) => `/oa${path}`;
const APPS = (path: string) => `/apps${path}`;
const PAGES = [
  OA(STATISTICS_PATHS.installStatus),
  OA(STATISTICS_PATHS.newInstallations),
  OA(STATISTICS_PATHS.usage),
  OA(STATISTICS_PATHS.emissions),
];
const AVERAGES = [
  OA(STATISTICS_PATHS.devices),
  APPS(STATISTICS_PATHS.emissionsPerUser),
  APPS(STATISTICS_PATHS.pointsPerUser),
];

describe('statistics endpoints', () => {
  let api: TestApi;
  let viewer: string;
  let monthly: string;
  let gangnam: number;
  let admin: string;
  const today = seoulDate(new Date());
  const daysAgo = (days: number) => seoulDate(new Date(Date.now() - days * 86_400_000));
  const year = `from=${daysAgo(364)}&to=${today}`;

  const get = (path: string, token: string | null) => api.request('GET', path, { token });
  const data = async <T>(path: string, token: string) => {
    const answer = await get(path, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body as { _data: T })._data;
  };

  beforeAll(async () => {
    api = await startTestApi({ robots: { days: 40, depositDays: 400, depositsPerDay: 2 } });
    viewer = (await api.userWith([P.STATISTICS_RC_VIEW])).accessToken;
    monthly = (await api.userWith([P.STATISTICS_RC_MONTHLY_VIEW])).accessToken;
    gangnam = await clientIdOf(api, '강남구청');
    admin = (await api.userWith([P.STATISTICS_RC_VIEW, P.STATISTICS_RC_MONTHLY_VIEW, P.RC_VIEW], { clientId: gangnam }))
      .accessToken;
  }, 120_000);
  afterAll(async () => {
    await api.close();
  });

  it('answers the install status: every district in order, clients by robots, as of `to`', async () => {
    const status = await data<InstallStatus>(OA(`${STATISTICS_PATHS.installStatus}?${year}`), viewer);
    expect(status.asOf).toBe(today);
    expect(status.byDistrict.map((row) => row.district)).toEqual([...SEOUL_DISTRICT_NAMES]);
    expect(status.byDistrict.reduce((sum, row) => sum + row.robots, 0)).toBe(status.total);
    expect(status.byGeneration.RC_3 + status.byGeneration.RC_4_0).toBe(status.total);
    expect(status.byClient.reduce((sum, row) => sum + row.robots, 0)).toBe(status.total);
    const counts = status.byClient.map((row) => row.robots);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const row of status.byClient) if (row.clientId === null) expect(row.clientName).toBe(NO_CLIENT_NAME);
    // The seeded robots were installed over years: fewer as of a year ago.
    const before = await data<InstallStatus>(
      OA(`${STATISTICS_PATHS.installStatus}?from=${daysAgo(400)}&to=${daysAgo(365)}`),
      viewer,
    );
    expect(before.total).toBeLessThan(status.total);
  });

  it('answers new installations per month, with the running total', async () => {
    const answer = await data<NewInstallations>(OA(`${STATISTICS_PATHS.newInstallations}?${year}`), viewer);
    expect(answer.points.length).toBe(13);
    expect(answer.points.map((point) => point.period)).toEqual([...answer.points.map((point) => point.period)].sort());
    expect(answer.points[0]?.period).toBe(daysAgo(364).slice(0, 7));
    for (const [index, point] of answer.points.entries()) {
      const before =
        index === 0 ? answer.summary.cumulative - answer.summary.installed : answer.points[index - 1]?.cumulative;
      expect(point.cumulative).toBe((before ?? 0) + point.installed);
    }
    expect(answer.summary.cumulative).toBe(answer.points.at(-1)?.cumulative);
    expect(answer.summary.installed).toBeGreaterThan(0);
  });

  it('answers usage and emissions per day, week (Mondays) and month, zeros included', async () => {
    const days = await data<UsageStatistics>(OA(`${STATISTICS_PATHS.usage}?from=${daysAgo(29)}&to=${today}`), viewer);
    expect(days.granularity).toBe('day');
    expect(days.points.map((point) => point.period)).toEqual(
      Array.from({ length: 30 }, (_, index) => daysAgo(29 - index)),
    );
    expect(days.summary.deposits).toBeGreaterThan(0);
    expect(days.summary.averageDeposits).toBeCloseTo(days.summary.deposits / 30, 9);
    expect(days.summary.peak?.value).toBe(Math.max(...days.points.map((point) => point.deposits)));

    const weeks = await data<UsageStatistics>(OA(`${STATISTICS_PATHS.usage}?${year}&granularity=week`), viewer);
    expect(weeks.granularity).toBe('week');
    for (const point of weeks.points.slice(1)) expect(new Date(`${point.period}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(weeks.summary.deposits).toBeGreaterThanOrEqual(days.summary.deposits);

    const emissions = await data<EmissionStatistics>(
      OA(`${STATISTICS_PATHS.emissions}?${year}&granularity=month`),
      viewer,
    );
    expect(emissions.points.map((point) => point.period)[0]).toBe(daysAgo(364).slice(0, 7));
    expect(Object.keys(emissions.totals)).toEqual([...MATERIAL_TYPES]);
    expect(emissions.summary.total).toBe(Object.values(emissions.totals).reduce((sum, value) => sum + value, 0));
    expect(emissions.summary.total).toBeLessThanOrEqual(weeks.summary.deposits);
    const top = emissions.summary.top;
    expect(top).not.toBeNull();
    if (top !== null) expect(emissions.totals[top]).toBe(Math.max(...Object.values(emissions.totals)));
  });

  it('answers the three monthly spreads (the averages pages)', async () => {
    for (const path of AVERAGES) {
      const answer = await data<AverageStatistics>(`${path}?${year}`, monthly);
      expect(answer.points.length).toBe(13);
      const last = answer.points.at(-1);
      expect(last?.count).toBeGreaterThan(0);
      if (last !== undefined) {
        expect(last.mean).toBeCloseTo(last.total / last.count, 9);
        expect(last.min).toBeLessThanOrEqual(last.p25);
        expect(last.p25).toBeLessThanOrEqual(last.median);
        expect(last.median).toBeLessThanOrEqual(last.p75);
        expect(last.p75).toBeLessThanOrEqual(last.p90);
        expect(last.p90).toBeLessThanOrEqual(last.max);
      }
      expect(answer.summary.highestMonth).not.toBeNull();
    }
  });

  it('refuses without a token (401) and without the page permission (403)', async () => {
    const other = (await api.userWith([P.RC_VIEW])).accessToken;
    for (const path of [...PAGES, ...AVERAGES]) {
      expect((await get(`${path}?${year}`, null)).status).toBe(401);
      expect((await get(`${path}?${year}`, other)).status).toBe(403);
    }
    for (const path of PAGES) expect((await get(`${path}?${year}`, monthly)).status).toBe(403);
    for (const path of AVERAGES) expect((await get(`${path}?${year}`, viewer)).status).toBe(403);
  });

  it('refuses a wrong query with a Korean message on the field', async () => {
    const cases: [string, string][] = [
      [`from=${today}&to=2026-02-30`, 'to'],
      ['from=2026-13-01&to=2026-12-31', 'from'],
      [`from=${today}&to=${daysAgo(1)}`, 'to'],
      [`from=${daysAgo(800)}&to=${today}`, 'to'],
      [`${year}&district=${encodeURIComponent('부산진구')}`, 'district'],
      [`${year}&granularity=year`, 'granularity'],
      [`${year}&machineId=NO-SUCH-ROBOT`, 'machineId'],
      [`${year}&clientId=999999`, 'clientId'],
      [`to=${today}`, 'from'],
    ];
    for (const [query, field] of cases) {
      for (const path of [OA(STATISTICS_PATHS.usage), APPS(STATISTICS_PATHS.pointsPerUser)]) {
        const answer = await api.request('GET', `${path}?${query}`, {
          token: path.startsWith('/apps') ? monthly : viewer,
        });
        expect(answer.status, `${path}?${query}`).toBe(400);
        const message = (answer.body as { error: { fields: Record<string, string> } }).error.fields[field];
        expect(message, `${query}: ${JSON.stringify(answer.body)}`).toMatch(/[가-힣]/);
      }
    }
    const machine = await api.request('GET', OA(`${STATISTICS_PATHS.usage}?${year}&machineId=NO-SUCH-ROBOT`), {
      token: viewer,
    });
    expect(machine.body.error.fields.machineId).toBe('없는 기기 ID입니다.');
  });

  it("gives a client's admin user its own clients' figures only, and refuses another client's as unknown", async () => {
    const own = await data<InstallStatus>(OA(`${STATISTICS_PATHS.installStatus}?${year}`), admin);
    const robotList = await api.request('GET', '/oa/v1/robots?size=1', { token: admin });
    expect(own.total).toBe(robotList.body._data.total);
    const everyone = await data<InstallStatus>(OA(`${STATISTICS_PATHS.installStatus}?${year}`), viewer);
    expect(own.total).toBeLessThan(everyone.total);
    expect(own.byDistrict.filter((row) => row.robots > 0).map((row) => row.district)).toEqual(['강남구']);

    // Its own client asked explicitly: the same as the staff's answer for that client.
    const usage = `${STATISTICS_PATHS.usage}?${year}&granularity=month&clientId=${String(gangnam)}`;
    const mine = await data<UsageStatistics>(OA(usage), admin);
    expect(mine).toEqual(await data<UsageStatistics>(OA(usage), viewer));
    const anchor = `${STATISTICS_PATHS.emissionsPerUser}?${year}&machineId=${ANCHOR_MACHINE_ID}`;
    expect((await get(APPS(anchor), admin)).status).toBe(200);

    const seocho = await clientIdOf(api, '서초구청');
    const other = await get(OA(`${STATISTICS_PATHS.usage}?${year}&clientId=${String(seocho)}`), admin);
    expect(other.status).toBe(400);
    expect((other.body as unknown as { error: { fields: Record<string, string> } }).error.fields.clientId).toBe(
      '없는 고객사입니다.',
    );
    const [foreign] = await api.database.db
      .select({ machineId: robots.machineId })
      .from(robots)
      .where(eq(robots.clientId, seocho))
      .limit(1);
    const foreignRobot = await get(
      OA(`${STATISTICS_PATHS.usage}?${year}&machineId=${foreign?.machineId ?? ''}`),
      admin,
    );
    expect(foreignRobot.status).toBe(400);
    expect((foreignRobot.body as unknown as { error: { fields: Record<string, string> } }).error.fields.machineId).toBe(
      '없는 기기 ID입니다.',
    );
    // Staff may ask for it.
    expect(
      (await get(OA(`${STATISTICS_PATHS.usage}?${year}&machineId=${foreign?.machineId ?? ''}`), viewer)).status,
    ).toBe(200);
  });

  it('answers zeros for a robot outside the other filters', async () => {
    const answer = await data<UsageStatistics>(
      OA(`${STATISTICS_PATHS.usage}?${year}&machineId=${ANCHOR_MACHINE_ID}&district=${encodeURIComponent('마포구')}`),
      viewer,
    );
    expect(answer.summary.deposits).toBe(0);
    expect(answer.points.length).toBe(365);
    expect(answer.summary.peak).toBeNull();
  });
});

/**
 * Story and test support (not part of the app): the statistics endpoints as msw handlers whose answers follow the
 * query (the period's buckets, a filter scales the figures down), deterministic, so a filter visibly changes the
 * chart, the table and the numbers together. `STATISTICS_FIXTURE.failing` makes every endpoint answer 500.
 */
import { MATERIAL_TYPES, ROBOT_GENERATIONS } from '@oa/contract/robots';
import { SEOUL_DISTRICT_NAMES } from '@oa/contract/seoul';
import type {
  AverageStatistics,
  EmissionStatistics,
  InstallStatus,
  NewInstallations,
  StatGranularity,
  UsageStatistics,
} from '@oa/contract/statistics';
import { http, HttpResponse } from 'msw';
import { unanswered } from '@oa/api/mocks/unanswered';
import { addDays } from './statisticsQuery';

export const STATISTICS_FIXTURE = { failing: false, empty: false, slow: false };

/** A deterministic wave: 0.5 to 1.5 by the bucket's index and a seed. */
const wave = (index: number, seed: number) => 1 + 0.5 * Math.sin(index * 0.9 + seed);

/** The share of the whole a filter keeps (a district, a client, a robot). */
function shareOf(params: URLSearchParams): number {
  let share = 1;
  if (params.has('clientId')) share *= 0.3;
  const district = params.get('district');
  if (district !== null) share *= 0.02 + (SEOUL_DISTRICT_NAMES.indexOf(district as never) % 5) * 0.02;
  if (params.has('machineId')) share *= 0.01;
  return STATISTICS_FIXTURE.empty ? 0 : share;
}

/** The buckets of `from`..`to`: days, Mondays or months ('YYYY-MM'). */
export function buckets(from: string, to: string, granularity: StatGranularity): string[] {
  const keys: string[] = [];
  let day = from;
  while (day <= to) {
    const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
    const key = granularity === 'day' ? day : granularity === 'week' ? addDays(day, -weekday) : day.slice(0, 7);
    if (keys.at(-1) !== key) keys.push(key);
    day = addDays(day, 1);
  }
  return keys;
}

const read = (request: Request) => {
  const params = new URL(request.url).searchParams;
  const from = params.get('from') ?? '2026-10-28';
  const to = params.get('to') ?? '2026-11-26';
  const granularity = (params.get('granularity') ?? 'day') as StatGranularity;
  return { params, from, to, granularity, share: shareOf(params) };
};

const answer = async (request: Request, data: unknown) => {
  if (STATISTICS_FIXTURE.slow) return unanswered({ request });
  if (STATISTICS_FIXTURE.failing)
    return HttpResponse.json({ error: { code: 'INTERNAL', message: '통계를 계산하지 못했습니다.' } }, { status: 500 });
  return HttpResponse.json({ _data: data });
};

const perBucket = (granularity: StatGranularity) => (granularity === 'day' ? 1 : granularity === 'week' ? 7 : 30);

export function usageAnswer(request: Request): UsageStatistics {
  const { from, to, granularity, share } = read(request);
  const points = buckets(from, to, granularity).map((period, index) => {
    const deposits = Math.round(4200 * perBucket(granularity) * share * wave(index, 1));
    return { period, deposits, accepted: Math.round(deposits * 0.92), users: Math.round(deposits / 6.5) };
  });
  const deposits = points.reduce((sum, point) => sum + point.deposits, 0);
  const peak = points.reduce<(typeof points)[number] | null>(
    (best, point) => (point.deposits > (best?.deposits ?? 0) ? point : best),
    null,
  );
  return {
    granularity,
    points,
    summary: {
      deposits,
      accepted: points.reduce((sum, point) => sum + point.accepted, 0),
      averageDeposits: points.length === 0 ? 0 : deposits / points.length,
      averageUsers: points.length === 0 ? 0 : points.reduce((sum, point) => sum + point.users, 0) / points.length,
      peak: peak === null ? null : { period: peak.period, value: peak.deposits },
    },
  };
}

const MATERIAL_WEIGHTS = { PET: 0.42, CAN: 0.24, PAPER: 0.17, TETRA_PAK: 0.12, NONE: 0.05 } as const;

export function emissionAnswer(request: Request): EmissionStatistics {
  const { from, to, granularity, share } = read(request);
  const points = buckets(from, to, granularity).map((period, index) => {
    const counts = Object.fromEntries(
      MATERIAL_TYPES.map((material, order) => [
        material,
        Math.round(3900 * perBucket(granularity) * share * MATERIAL_WEIGHTS[material] * wave(index, order)),
      ]),
    ) as Record<(typeof MATERIAL_TYPES)[number], number>;
    return { period, ...counts, total: MATERIAL_TYPES.reduce((sum, material) => sum + counts[material], 0) };
  });
  const totals = Object.fromEntries(
    MATERIAL_TYPES.map((material) => [material, points.reduce((sum, point) => sum + point[material], 0)]),
  ) as Record<(typeof MATERIAL_TYPES)[number], number>;
  const total = MATERIAL_TYPES.reduce((sum, material) => sum + totals[material], 0);
  return {
    granularity,
    points,
    totals,
    summary: { total, top: total === 0 ? null : 'PET' },
  };
}

export function installStatusAnswer(request: Request): InstallStatus {
  const { to, share } = read(request);
  const byDistrict = SEOUL_DISTRICT_NAMES.map((district, index) => {
    const robots = Math.round(((index * 7) % 23) * 1.6 * Math.min(1, share * 3));
    return { district, robots, rc40: Math.round(robots * 0.6) };
  });
  const total = byDistrict.reduce((sum, row) => sum + row.robots, 0);
  const rc40 = byDistrict.reduce((sum, row) => sum + row.rc40, 0);
  const byClient = [
    { clientId: 3, clientName: '그린리사이클', robots: Math.round(total * 0.4) },
    { clientId: 7, clientName: '서울시 자원순환과', robots: Math.round(total * 0.35) },
    { clientId: null, clientName: '고객사 없음', robots: total - Math.round(total * 0.4) - Math.round(total * 0.35) },
  ].filter((row) => row.robots > 0);
  const generations = Object.fromEntries(ROBOT_GENERATIONS.map((generation) => [generation, 0])) as Record<
    (typeof ROBOT_GENERATIONS)[number],
    number
  >;
  return { asOf: to, total, byGeneration: { ...generations, RC_4_0: rc40, RC_3: total - rc40 }, byDistrict, byClient };
}

export function newInstallationsAnswer(request: Request): NewInstallations {
  const { from, to, share } = read(request);
  let cumulative = Math.round(180 * Math.min(1, share * 3));
  const points = buckets(from, to, 'month').map((period, index) => {
    const installed = Math.round(12 * Math.min(1, share * 3) * wave(index, 2));
    cumulative += installed;
    return { period, installed, cumulative };
  });
  const busiest = points.reduce<(typeof points)[number] | null>(
    (best, point) => (point.installed > (best?.installed ?? 0) ? point : best),
    null,
  );
  return {
    points,
    summary: {
      installed: points.reduce((sum, point) => sum + point.installed, 0),
      cumulative: points.at(-1)?.cumulative ?? cumulative,
      busiest: busiest === null ? null : { period: busiest.period, value: busiest.installed },
    },
  };
}

export function averageAnswer(request: Request, scale: number): AverageStatistics {
  const { from, to, share } = read(request);
  const points = buckets(from, to, 'month').map((period, index) => {
    const count = Math.round(900 * share);
    const mean = count === 0 ? 0 : scale * wave(index, 3);
    return {
      period,
      count,
      total: Math.round(mean * count),
      mean,
      min: count === 0 ? 0 : mean * 0.05,
      p25: count === 0 ? 0 : mean * 0.55,
      median: count === 0 ? 0 : mean * 0.85,
      p75: count === 0 ? 0 : mean * 1.25,
      p90: count === 0 ? 0 : mean * 1.8,
      max: count === 0 ? 0 : mean * (index === 4 ? 9 : 3.2),
    };
  });
  const total = points.reduce((sum, point) => sum + point.total, 0);
  const counted = points.reduce((sum, point) => sum + point.count, 0);
  const highest = points.reduce<(typeof points)[number] | null>(
    (best, point) => (point.mean > (best?.mean ?? 0) ? point : best),
    null,
  );
  return {
    points,
    summary: {
      mean: counted === 0 ? 0 : total / counted,
      total,
      highestMonth: highest === null ? null : { period: highest.period, value: highest.mean },
    },
  };
}

export const statisticsHandlers = [
  http.get('/oa/v1/statistics/usage', ({ request }) => answer(request, usageAnswer(request))),
  http.get('/oa/v1/statistics/emissions', ({ request }) => answer(request, emissionAnswer(request))),
  http.get('/oa/v1/statistics/install-status', ({ request }) => answer(request, installStatusAnswer(request))),
  http.get('/oa/v1/statistics/new-installations', ({ request }) => answer(request, newInstallationsAnswer(request))),
  http.get('/oa/v1/statistics/averages/devices', ({ request }) => answer(request, averageAnswer(request, 3100))),
  http.get('/apps/v1/statistics/averages/emissions-per-user', ({ request }) =>
    answer(request, averageAnswer(request, 38)),
  ),
  http.get('/apps/v1/statistics/averages/points-per-user', ({ request }) =>
    answer(request, averageAnswer(request, 350)),
  ),
];

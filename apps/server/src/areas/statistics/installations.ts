/**
 * 로봇 설치 현황 and 신규 설치 통계: read from `robots` itself (thousands of rows, one grouped query each), as they
 * are now (their client and district today) and by their installation day.
 */
import {
  ROBOT_GENERATIONS,
  SEOUL_DISTRICT_NAMES,
  type InstallStatus,
  type NewInstallations,
  type RobotGeneration,
} from '@oa/contract';
import { and, count, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clients } from '../clients/schema';
import { robots } from '../robots/schema';
import { bucketsOf } from './buckets';
import { peakOf } from './figures';
import { robotsOf, type StatRequest } from './query';

/** The name of robots without a client (as the console's lists say it). */
export const NO_CLIENT_NAME = '고객사 없음';

export async function installStatus(db: Db, { to, scope }: StatRequest): Promise<InstallStatus> {
  const rows = scope.empty
    ? []
    : await db
        .select({
          generation: robots.generation,
          district: robots.district,
          clientId: robots.clientId,
          clientName: clients.name,
          robots: count(),
        })
        .from(robots)
        .leftJoin(clients, eq(clients.id, robots.clientId))
        .where(and(lte(robots.installedAt, to), robotsOf(scope)))
        .groupBy(robots.generation, robots.district, robots.clientId, clients.name);
  const byGeneration = Object.fromEntries(ROBOT_GENERATIONS.map((generation) => [generation, 0])) as Record<
    RobotGeneration,
    number
  >;
  const districts = new Map(SEOUL_DISTRICT_NAMES.map((district) => [district as string, { robots: 0, rc40: 0 }]));
  const byClient = new Map<number | null, { clientName: string; robots: number }>();
  for (const row of rows) {
    byGeneration[row.generation] += row.robots;
    const district = districts.get(row.district);
    if (district !== undefined) {
      district.robots += row.robots;
      if (row.generation === 'RC_4_0') district.rc40 += row.robots;
    }
    const client = byClient.get(row.clientId) ?? { clientName: row.clientName ?? NO_CLIENT_NAME, robots: 0 };
    client.robots += row.robots;
    byClient.set(row.clientId, client);
  }
  return {
    asOf: to,
    total: rows.reduce((total, row) => total + row.robots, 0),
    byGeneration,
    byDistrict: [...districts].map(([district, counts]) => ({ district, ...counts })),
    byClient: [...byClient]
      .map(([clientId, client]) => ({ clientId, ...client }))
      .sort((a, b) => b.robots - a.robots || a.clientName.localeCompare(b.clientName, 'ko')),
  };
}

export async function newInstallations(db: Db, { from, to, scope }: StatRequest): Promise<NewInstallations> {
  const days = scope.empty
    ? []
    : await db
        .select({ day: robots.installedAt, robots: count() })
        .from(robots)
        .where(and(lte(robots.installedAt, to), robotsOf(scope)))
        .groupBy(robots.installedAt);
  const installedIn = (first: string, last: string) =>
    days.filter((row) => row.day >= first && row.day <= last).reduce((total, row) => total + row.robots, 0);
  const installedBy = (last: string) => installedIn('', last);
  const points = bucketsOf(from, to, 'month').map((bucket) => ({
    period: bucket.period,
    installed: installedIn(bucket.first, bucket.last),
    cumulative: installedBy(bucket.last),
  }));
  return {
    points,
    summary: {
      installed: points.reduce((total, point) => total + point.installed, 0),
      cumulative: installedBy(to),
      busiest: peakOf(
        points,
        (point) => point.installed,
        (point) => point.period,
      ),
    },
  };
}

/**
 * A statistics query checked and turned into its scope: the period (real days, `from` not after `to`, at most
 * STAT_MAX_DAYS), the granularity, and the robots it covers. Filters combine (AND). A client's admin user sees its
 * client's and its child clients' robots only: without `clientId` those are its scope; another client's id answers
 * as an unknown one (400 '없는 고객사입니다.', as the robot form does), and so does a robot it cannot see
 * ('없는 기기 ID입니다.'): nothing tells it that the other exists.
 */
import {
  SEOUL_DISTRICT_NAMES,
  STAT_MAX_DAYS,
  type SeoulDistrictName,
  type StatGranularity,
  type StatisticsQuery,
} from '@oa/contract';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { MESSAGES, invalid } from '../../http/errors';
import { collector } from '../../http/forms';
import type { Principal } from '../../http/access';
import { clients } from '../clients/schema';
import { robots } from '../robots/schema';
import { daysBetween, isCalendarDay } from '@oa/contract/days';

/**
 * The robots a query covers, normalised so that one set of robots has one `key` (the sealed figures are kept per
 * key): 'all'; 'r=<robot id>' (a robot matching the other filters is that robot alone); 'c=<client ids>',
 * 'd=<district>' or both, 'c=12,31|d=강남구'. `empty`: a robot outside the other filters, nothing to count.
 */
export interface StatScope {
  key: string;
  robotId: number | null;
  clientIds: readonly number[] | null;
  district: SeoulDistrictName | null;
  empty: boolean;
}

export interface StatRequest {
  from: string;
  to: string;
  granularity: StatGranularity;
  scope: StatScope;
}

/** Every robot, unfiltered (staff without a filter). */
export const ALL_ROBOTS: StatScope = { key: 'all', robotId: null, clientIds: null, district: null, empty: false };

export const UNKNOWN_MACHINE = '없는 기기 ID입니다.';

/** The robots of the scope, as a condition on `robots` (undefined: every robot). */
export function robotsOf(scope: StatScope): SQL | undefined {
  if (scope.robotId !== null) return eq(robots.id, scope.robotId);
  return and(
    scope.clientIds === null ? undefined : inArray(robots.clientId, [...scope.clientIds]),
    scope.district === null ? undefined : eq(robots.district, scope.district),
  );
}

const isDistrict = (value: string): value is SeoulDistrictName =>
  (SEOUL_DISTRICT_NAMES as readonly string[]).includes(value);

/** The ids of the clients a principal sees (its client and those under it); null for staff (every client). */
async function visibleClients(db: Db, principal: Pick<Principal, 'clientId'>): Promise<number[] | null> {
  if (principal.clientId === null) return null;
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(or(eq(clients.id, principal.clientId), eq(clients.parentId, principal.clientId)));
  return rows.map((row) => row.id);
}

export async function checkStatisticsQuery(
  db: Db,
  principal: Pick<Principal, 'clientId'>,
  query: StatisticsQuery,
): Promise<StatRequest> {
  const { fields, fail } = collector();
  const { from, to } = query;
  if (!isCalendarDay(from)) fail('from', '날짜를 YYYY-MM-DD 형식의 실제 날짜로 입력해 주세요.');
  if (!isCalendarDay(to)) fail('to', '날짜를 YYYY-MM-DD 형식의 실제 날짜로 입력해 주세요.');
  else if (isCalendarDay(from) && from > to) fail('to', '종료일은 시작일과 같거나 그 뒤여야 합니다.');
  else if (isCalendarDay(from) && daysBetween(from, to) > STAT_MAX_DAYS) {
    fail('to', `기간은 최대 ${String(STAT_MAX_DAYS)}일까지 조회할 수 있습니다.`);
  }
  const district = query.district ?? null;
  if (district !== null && !isDistrict(district)) fail('district', '서울시의 구를 선택해 주세요.');

  const visible = await visibleClients(db, principal);
  let clientIds: number[] | null = visible;
  if (query.clientId !== undefined) {
    const known =
      visible === null
        ? (await db.select({ id: clients.id }).from(clients).where(eq(clients.id, query.clientId))).length > 0
        : visible.includes(query.clientId);
    if (known) clientIds = [query.clientId];
    else fail('clientId', MESSAGES.unknownClient);
  }

  let robot: { id: number; clientId: number | null; district: string } | null = null;
  if (query.machineId !== undefined) {
    const [row] = await db
      .select({ id: robots.id, clientId: robots.clientId, district: robots.district })
      .from(robots)
      .where(eq(robots.machineId, query.machineId));
    const seen = row !== undefined && (visible === null || (row.clientId !== null && visible.includes(row.clientId)));
    if (seen) robot = row;
    else fail('machineId', UNKNOWN_MACHINE);
  }
  if (Object.keys(fields).length > 0) throw invalid(fields);

  const granularity = query.granularity ?? 'day';
  const checkedDistrict = district as SeoulDistrictName | null;
  if (robot !== null) {
    const inClients = clientIds === null || (robot.clientId !== null && clientIds.includes(robot.clientId));
    const inDistrict = checkedDistrict === null || robot.district === checkedDistrict;
    const empty = !(inClients && inDistrict);
    return {
      from,
      to,
      granularity,
      scope: {
        key: empty ? 'none' : `r=${String(robot.id)}`,
        robotId: robot.id,
        clientIds: null,
        district: null,
        empty,
      },
    };
  }
  const sortedClients = clientIds === null ? null : [...clientIds].sort((a, b) => a - b);
  const parts = [
    ...(sortedClients === null ? [] : [`c=${sortedClients.join(',')}`]),
    ...(checkedDistrict === null ? [] : [`d=${checkedDistrict}`]),
  ];
  return {
    from,
    to,
    granularity,
    scope: {
      key: parts.length === 0 ? 'all' : parts.join('|'),
      robotId: null,
      clientIds: sortedClients,
      district: checkedDistrict,
      empty: false,
    },
  };
}

/**
 * Story data: 253 robots generated from fixed values (no clock, no randomness), and a stand-in for the
 * server's list endpoint (sort, then slice), so stories page and sort like the console does.
 */
import type { TableSort } from './sort';

export type OperationState = 'OPERATION' | 'CHECK' | 'WAIT' | 'STOP' | 'DEFAULT';

export const OPERATION_STATE_LABEL: Record<OperationState, string> = {
  OPERATION: '운영 중',
  CHECK: '점검 중',
  WAIT: '대기',
  STOP: '정지',
  DEFAULT: '미설정',
};

export interface Robot {
  machineId: string;
  name: string;
  client: string;
  district: string;
  generation: 'RC 3.x' | 'RC 4.0';
  state: OperationState;
  /** Deposits collected so far. */
  collected: number;
  /** Fill of the PET bin, %. */
  fill: number;
  programVersion: string;
  address: string;
  installedAt: string;
  createdAt: string;
}

const CLIENTS: readonly (readonly [client: string, district: string, site: string])[] = [
  ['강남구청', '강남구', '역삼1동 주민센터'],
  ['서초구청', '서초구', '반포종합운동장'],
  ['송파구청', '송파구', '잠실새내역'],
  ['마포구청', '마포구', '망원한강공원'],
  ['서울시설공단', '중구', '서울역 광장'],
  ['연세대학교', '서대문구', '학생회관'],
  ['고려대학교', '성북구', '중앙광장'],
  ['롯데마트', '송파구', '잠실점'],
  ['이마트', '성동구', '성수점'],
  ['홈플러스', '영등포구', '영등포점'],
];

const STATES: readonly OperationState[] = [
  'OPERATION',
  'OPERATION',
  'CHECK',
  'OPERATION',
  'WAIT',
  'OPERATION',
  'STOP',
  'OPERATION',
  'OPERATION',
  'DEFAULT',
];

const DAY = 86_400_000;
const FIRST_DAY = Date.UTC(2022, 2, 2);
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function makeRobot(i: number): Robot {
  const [client, district, site] = CLIENTS[i % CLIENTS.length] ?? ['강남구청', '강남구', '역삼1동 주민센터'];
  const created = FIRST_DAY + (i * 4 + (i % 3)) * DAY;
  return {
    machineId: `WB-${String(i + 1).padStart(4, '0')}`,
    name: `${site} ${String(Math.floor(i / CLIENTS.length) + 1)}호기`,
    client,
    district,
    generation: i % 4 === 0 ? 'RC 4.0' : 'RC 3.x',
    state: STATES[(i * 7) % STATES.length] ?? 'OPERATION',
    collected: ((i * 7919) % 48_000) + 1_200,
    fill: (i * 37) % 101,
    programVersion: i % 4 === 0 ? '4.0.12' : '3.8.5',
    address: `서울특별시 ${district} ${site}`,
    installedAt: isoDate(created + 7 * DAY),
    createdAt: isoDate(created),
  };
}

export const ROBOTS: readonly Robot[] = Array.from({ length: 253 }, (_, i) => makeRobot(i));

const collator = new Intl.Collator('ko-KR', { numeric: true });

/** What the server's list endpoint would answer: `sort` applied to all rows, then the page sliced. */
export function queryRobots(
  { page, pageSize, sort }: { page: number; pageSize: number; sort?: TableSort },
  rows: readonly Robot[] = ROBOTS,
): { items: Robot[]; total: number } {
  const sorted = [...rows];
  if (sort) {
    const key = sort.key as keyof Robot;
    const sign = sort.direction === 'ASC' ? 1 : -1;
    sorted.sort((a, b) => {
      const x = a[key];
      const y = b[key];
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
      return sign * order || collator.compare(a.machineId, b.machineId);
    });
  }
  return { items: sorted.slice((page - 1) * pageSize, page * pageSize), total: rows.length };
}

/**
 * Story and test data for the robot screens (not part of the app): robots shaped as the server answers them,
 * fixed times so pictures never depend on the clock, and msw handlers for the list contract and client options.
 */
import type { ClientOption, Robot, RobotBin } from '@oa/api';
import { http, HttpResponse } from 'msw';

export const CLIENTS: ClientOption[] = [
  { id: 1, name: '강남구청' },
  { id: 2, name: '마포구청' },
  { id: 3, name: '서울대학교' },
];

const DISTRICTS = ['강남구', '마포구', '관악구', '송파구', '종로구'] as const;
const STATES = ['OPERATION', 'OPERATION', 'CHECK', 'WAIT', 'STOP'] as const;
const bin = (slot: number, material: RobotBin['material'], fillPercent: number): RobotBin => ({
  slot,
  material,
  capacityLiters: 120,
  fillPercent,
  capacityState: fillPercent >= 95 ? 'FULL' : fillPercent >= 80 ? 'WARNING' : 'ON',
});

/** Robot n (1-based): WB-0001 ... in five districts and three clients; every fourth has a full bin. */
export function robotFixture(n: number, overrides: Partial<Robot> = {}): Robot {
  const district = DISTRICTS[(n - 1) % DISTRICTS.length] ?? '강남구';
  const client = CLIENTS[(n - 1) % CLIENTS.length] ?? null;
  const created = new Date(Date.UTC(2026, 0, 1, 9, 0) + n * 86_400_000).toISOString();
  return {
    machineId: `WB-${String(n).padStart(4, '0')}`,
    name: `${district} 수거함 ${String(n)}호기`,
    generation: n % 3 === 0 ? 'RC_4_0' : 'RC_3',
    clientId: client?.id ?? null,
    clientName: client?.name ?? null,
    address: `서울특별시 ${district} 테헤란로 ${String(100 + n)}`,
    district,
    lat: 37.5 + (n % 10) / 100,
    lng: 127.0 + (n % 10) / 100,
    installedAt: `2025-${String((n % 12) + 1).padStart(2, '0')}-15`,
    operationState: STATES[(n - 1) % STATES.length] ?? 'OPERATION',
    bins: [bin(1, 'PET', n % 4 === 0 ? 97 : 40 + (n % 30)), bin(2, 'CAN', n % 5 === 0 ? 85 : 20 + (n % 40))],
    schedule: { dayType: n % 2 === 0 ? 'WEEKDAY' : 'EVERYDAY', openTime: '09:00', closeTime: '18:00' },
    doorState: 'LOCKED',
    programVersion: '4.2.0',
    aiModelVersion: n % 3 === 0 ? '1.3.0' : null,
    lastHeartbeatAt: n % 7 === 0 ? null : new Date(Date.UTC(2026, 10, 22, 8, 0) - n * 60_000).toISOString(),
    online: n % 7 !== 0,
    memo: '',
    revision: 1,
    createdAt: created,
    updatedAt: created,
    ...overrides,
  };
}

export const ROBOTS: Robot[] = Array.from({ length: 57 }, (_, index) => robotFixture(index + 1));

export const clientOptionsHandler = http.get('/oa/v1/client-options', () => HttpResponse.json({ _data: CLIENTS }));

/** What the list endpoint was asked in the current story (its query strings), for assertions. */
export const listRequests: URLSearchParams[] = [];

const fieldValue = (robot: Robot, field: string): string => {
  const value = (robot as unknown as Record<string, unknown>)[field];
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
};

/** GET /oa/v1/robots on the list contract: the robot filters (eq, like on q, any on capacityState), sort, page. */
export const robotListHandler = (rows: readonly Robot[] = ROBOTS) =>
  http.get('/oa/v1/robots', ({ request }) => {
    const params = new URL(request.url).searchParams;
    listRequests.push(params);
    let found = [...rows];
    for (const filter of params.getAll('filter')) {
      const [field = '', op = '', ...rest] = filter.split(':');
      const value = rest.join(':');
      found = found.filter((robot) => {
        if (field === 'q' && op === 'like')
          return [robot.machineId, robot.name, robot.address].some((t) => t.includes(value));
        if (field === 'capacityState' && op === 'any') return robot.bins.some((b) => b.capacityState === value);
        return fieldValue(robot, field) === value;
      });
    }
    const [key = 'createdAt', direction = 'DESC'] = (params.get('sort') ?? 'createdAt,DESC').split(',');
    found.sort((a, b) => (direction === 'ASC' ? 1 : -1) * fieldValue(a, key).localeCompare(fieldValue(b, key)));
    const page = Number(params.get('page') ?? '1');
    const size = Number(params.get('size') ?? '10');
    return HttpResponse.json({
      _data: { items: found.slice((page - 1) * size, page * size), page, size, total: found.length },
    });
  });

/**
 * Story support (not part of the app): robots, live states and communication log lines with fixed times, the
 * list endpoints answered the way the reference server answers them, and a server-sent event feed the stories
 * drive from their `play` functions. Shared by the realtime, RC 4.0 board and communication log stories.
 */
import type { Robot, RobotBin, RobotLiveState, RobotLogEntry, RobotLogType } from '@oa/api';
import { delay, http, HttpResponse } from 'msw';

/** The stories' clock: 2026-11-22 17:00 in Seoul. Every time below is relative to it. */
export const STORY_NOW = Date.parse('2026-11-22T08:00:00Z');
export const storyTime = (secondsAgo: number) => new Date(STORY_NOW - secondsAgo * 1000).toISOString();

const bins = (fills: readonly number[]): RobotBin[] =>
  fills.map((fillPercent, index) => ({
    slot: index + 1,
    material: (['PET', 'CAN', 'PAPER', 'TETRA_PAK'] as const)[index] ?? 'NONE',
    capacityLiters: 120,
    fillPercent,
    capacityState: fillPercent >= 95 ? 'FULL' : fillPercent >= 80 ? 'WARNING' : 'ON',
  }));

export function liveState(overrides: Partial<RobotLiveState> = {}): RobotLiveState {
  return {
    machineId: 'WB-GN-0001',
    name: '강남역 1호기',
    generation: 'RC_4_0',
    district: '강남구',
    operationState: 'OPERATION',
    bins: bins([42, 81, 96]),
    doorState: 'LOCKED',
    lastHeartbeatAt: storyTime(12),
    online: true,
    programVersion: '4.2.0',
    aiModelVersion: '1.3.1',
    updatedAt: storyTime(12),
    ...overrides,
  };
}

/** RC 4.0 robots across districts in every state, for the board. */
export const RC40_STATES: RobotLiveState[] = [
  liveState(),
  liveState({
    machineId: 'WB-GN-0002',
    name: '강남역 2호기',
    operationState: 'CHECK',
    bins: bins([12, 30]),
  }),
  liveState({ machineId: 'WB-MP-0001', name: '합정역 1호기', district: '마포구', bins: bins([97, 40, 55]) }),
  liveState({
    machineId: 'WB-MP-0002',
    name: '망원시장 1호기',
    district: '마포구',
    operationState: 'STOP',
    online: false,
    lastHeartbeatAt: storyTime(3 * 3600),
    bins: bins([64, 10]),
  }),
  liveState({
    machineId: 'WB-JN-0001',
    name: '광화문 1호기',
    district: '종로구',
    operationState: 'WAIT',
    bins: bins([5, 8, 2]),
  }),
  liveState({ machineId: 'WB-SC-0001', name: '서초구청 1호기', district: '서초구', bins: bins([71, 84, 33, 20]) }),
];

const ROBOT_ROW_DEFAULTS = {
  clientId: 1,
  clientName: '서울시설공단',
  address: '서울특별시',
  lat: 37.5,
  lng: 127.0,
  installedAt: '2026-03-02',
  schedule: { dayType: 'EVERYDAY', openTime: '07:00', closeTime: '22:00' },
  memo: '',
  revision: 1,
  createdAt: '2026-03-02T00:00:00.000Z',
} as const;

/** The same robots as list rows (GET /oa/v1/robots), for the picker. */
export const ROBOT_ROWS: Robot[] = RC40_STATES.map((state) => ({
  ...ROBOT_ROW_DEFAULTS,
  ...state,
  schedule: { ...ROBOT_ROW_DEFAULTS.schedule },
  address: `서울특별시 ${state.district}`,
}));

const LOG_SAMPLES: { type: RobotLogType; code: string; message: string; actorName: string | null }[] = [
  { type: 'HEARTBEAT', code: 'HEARTBEAT', message: '정상 신호를 받았습니다.', actorName: null },
  { type: 'COMMAND', code: 'RESTART', message: '재시작 명령을 실행했습니다.', actorName: '이로봇' },
  { type: 'EVENT', code: 'BIN_WARNING', message: '2번 수거함 적재율이 80%를 넘었습니다.', actorName: null },
  { type: 'ERROR', code: 'DOOR_JAM', message: '문이 걸려 닫히지 않았습니다.', actorName: null },
  { type: 'EVENT', code: 'BIN_FULL', message: '3번 수거함이 가득 찼습니다.', actorName: null },
];

/** 64 log lines over the last days, newest first, across three robots. */
export const LOG_LINES: RobotLogEntry[] = Array.from({ length: 64 }, (_, index) => {
  const sample = LOG_SAMPLES[index % LOG_SAMPLES.length] ?? LOG_SAMPLES[0];
  const robot = RC40_STATES[index % 3] ?? RC40_STATES[0];
  return {
    id: 1000 - index,
    machineId: robot?.machineId ?? '',
    robotName: robot?.name ?? '',
    type: sample?.type ?? 'HEARTBEAT',
    code: sample?.code ?? '',
    message: sample?.message ?? '',
    actorName: sample?.actorName ?? null,
    result: sample?.type === 'COMMAND' ? (index % 10 === 6 ? 'FAILED' : 'OK') : null,
    at: storyTime(60 + index * 2_700),
  };
});

/** A Seoul day 'YYYY-MM-DD' as the server reads it: its start in Asia/Seoul. */
const seoulDayStart = (day: string) => Date.parse(`${day}T00:00:00+09:00`);

/** GET /oa/v1/robot-logs on the list contract: machineId (like/eq), type (eq), at (bte), sort by at. */
export const robotLogsHandler = (lines: readonly RobotLogEntry[] = LOG_LINES) =>
  http.get('/oa/v1/robot-logs', ({ request }) => {
    const params = new URL(request.url).searchParams;
    let rows = [...lines];
    for (const filter of params.getAll('filter')) {
      const [field = '', op = '', ...rest] = filter.split(':');
      const value = rest.join(':');
      if (field === 'machineId') {
        rows = rows.filter((line) => (op === 'eq' ? line.machineId === value : line.machineId.includes(value)));
      }
      if (field === 'type') rows = rows.filter((line) => line.type === value);
      if (field === 'at' && op === 'bte') {
        const [from = '', to = ''] = value.split(',');
        rows = rows.filter((line) => {
          const at = Date.parse(line.at);
          return at >= seoulDayStart(from) && at < seoulDayStart(to);
        });
      }
    }
    const ascending = params.get('sort') === 'at,ASC';
    rows.sort((a, b) => (ascending ? 1 : -1) * (Date.parse(a.at) - Date.parse(b.at)));
    const page = Number(params.get('page') ?? '1');
    const size = Number(params.get('size') ?? '10');
    return HttpResponse.json({
      _data: { items: rows.slice((page - 1) * size, page * size), page, size, total: rows.length },
    });
  });

/** GET /oa/v1/robots with `q:like:` (machine id, name or address), for the picker. */
export const robotsHandler = (rows: readonly Robot[] = ROBOT_ROWS) =>
  http.get('/oa/v1/robots', async ({ request }) => {
    const params = new URL(request.url).searchParams;
    const q = (params.getAll('filter').find((filter) => filter.startsWith('q:like:')) ?? '').slice('q:like:'.length);
    const needle = q.toLowerCase();
    const found = rows.filter((robot) =>
      [robot.machineId, robot.name, robot.address].some((text) => text.toLowerCase().includes(needle)),
    );
    await delay(50);
    const size = Number(params.get('size') ?? '10');
    return HttpResponse.json({ _data: { items: found.slice(0, size), page: 1, size, total: found.length } });
  });

/**
 * /dashboard/rc-4_0-realtime (RC 4.0 실시간 현황, RC_4_0_REALTIME_VIEW): every RC 4.0 robot live, from
 * GET /oa/v1/rc40/stream (`snapshot` first, then `state` per changed robot): summary counts, a card per robot
 * (state, bins, heartbeat) linking to its realtime control, filters by district and state (in the URL), a brief
 * highlight on a card whose robot changed, and the connection's state.
 */
import { ROBOT_PATHS, useEventStream, type RobotLiveState } from '@oa/api';
import { Card, StatCard } from '@oa/ui/Card';
import { EmptyState } from '@oa/ui/EmptyState';
import { Stack } from '@oa/ui/Stack';
import {
  materialType,
  robotConnection,
  robotOperationStatus,
  StatusBadge,
  statusLabel,
  statusOptions,
} from '@oa/ui/StatusBadge';
import { useMemo, useState } from 'react';
import { BoardHeader, districtFilter, useBoardFilters } from '../../../app/live/BoardHeader';
import { formatElapsed, useNow } from '../../../app/live/clock';
import { realtimeControlPath as realtimePath } from '../shared/robotPaths';
import { isRobotOnline } from '../realtime/robotLive';
import { BinGauge } from '../realtime/RobotStatePanel';
import {
  applyState,
  boardFromSnapshot,
  filterBoard,
  summarize,
  type Board,
  type BoardRobot,
  type BoardStateFilter,
} from './rc40Board';
import * as s from '../../../app/live/liveBoard.css';
import { Link } from '../../../routerLink';

const STREAM_EVENTS = ['snapshot', 'state'] as const;
const STATE_OPTIONS = [
  ...statusOptions(robotOperationStatus),
  { value: 'FULL', label: '가득 참' },
  { value: 'OFFLINE', label: '연결 끊김' },
];
const STATE_VALUES = STATE_OPTIONS.map((option) => option.value);

function RobotCard({ robot, now }: { robot: BoardRobot; now: number }) {
  const { value: state, version } = robot;
  const online = isRobotOnline(state, now);
  return (
    <li className={s.cell} data-machine-id={state.machineId}>
      <Card title={<Link to={realtimePath(state.machineId)}>{state.name}</Link>} headingLevel={2}>
        <Stack gap="8">
          <p className={s.meta}>
            {state.machineId} · {state.district}
          </p>
          <div className={s.badges}>
            <StatusBadge table={robotOperationStatus} value={state.operationState} />
            <StatusBadge table={robotConnection} value={online ? 'ONLINE' : 'OFFLINE'} />
          </div>
          {state.bins.map((bin) => (
            <BinGauge
              key={bin.slot}
              bin={bin}
              label={`${String(bin.slot)}번 ${statusLabel(materialType, bin.material)} 적재율`}
            />
          ))}
          <p className={s.meta}>마지막 신호 {formatElapsed(state.lastHeartbeatAt, now)}</p>
        </Stack>
      </Card>
      {/* A new element per change, so its animation runs again. */}
      {version > 0 && <span key={version} className={s.changed} data-changed={version} aria-hidden />}
    </li>
  );
}

export function Rc40RealtimePage() {
  const now = useNow();
  const [board, setBoard] = useState<Board | null>(null);
  const stream = useEventStream<RobotLiveState[] | RobotLiveState>(ROBOT_PATHS.rc40Stream, {
    events: STREAM_EVENTS,
    onEvent: (name, data) => {
      if (name === 'snapshot') setBoard(boardFromSnapshot(data as RobotLiveState[]));
      else setBoard((previous) => applyState(previous ?? new Map(), data as RobotLiveState));
    },
  });

  const filters = useBoardFilters();
  const district = filters.value('district');
  const stateFilter = filters.value('state', STATE_VALUES) as BoardStateFilter;

  const states = useMemo(
    () =>
      [...(board?.values() ?? [])].map((robot) => robot.value).sort((a, b) => a.machineId.localeCompare(b.machineId)),
    [board],
  );
  const summary = summarize(states, now);
  const shown = filterBoard(states, { district, state: stateFilter }, now);
  const loading = board === null;

  return (
    <Stack gap="16">
      <BoardHeader
        filters={[
          districtFilter(district, states),
          { name: 'state', label: '상태', value: stateFilter, options: STATE_OPTIONS },
        ]}
        onChange={filters.set}
        status={stream.status}
        onRetry={stream.retry}
      />
      <section aria-label="현황 요약" className={s.summary}>
        <StatCard label="운영 중" unit="대" value={summary.operating} loading={loading} />
        <StatCard label="점검" unit="대" value={summary.checking} loading={loading} />
        <StatCard label="가득 참" unit="대" value={summary.full} loading={loading} />
        <StatCard label="연결 끊김" unit="대" value={summary.offline} loading={loading} />
      </section>
      {!loading && states.length === 0 && <EmptyState title="등록된 RC 4.0 로봇이 없습니다" />}
      {!loading && states.length > 0 && (
        <>
          <p className={s.count} role="status">
            전체 {states.length}대 중 {shown.length}대 표시
          </p>
          {shown.length === 0 ? (
            <EmptyState title="조건에 맞는 로봇이 없습니다" description="자치구나 상태를 바꿔 보세요." />
          ) : (
            <ul className={s.grid} aria-label="RC 4.0 로봇">
              {shown.map((state) => {
                const robot = board.get(state.machineId);
                return robot === undefined ? null : <RobotCard key={state.machineId} robot={robot} now={now} />;
              })}
            </ul>
          )}
        </>
      )}
    </Stack>
  );
}

export { Rc40RealtimePage as Component };

/**
 * /dashboard/realtime-control[/:machineId] (실시간 제어, RC_REALTIME_VIEW): pick a robot (its machine id goes into
 * the URL), watch its live state pushed by the server (GET /oa/v1/robots/:machineId/stream: `state` and `log`
 * events), send it commands, and read its latest communication log lines. A lost connection is shown and
 * reconnects by itself (@oa/api useEventStream).
 */
import { useRobotLogs } from '../shared/robotData';
import {
  isHttpError,
  ROBOT_PATHS,
  useEventStream,
  type ListQuery,
  type RobotCommandResult,
  type RobotLiveState,
  type RobotLogEntry,
} from '@oa/api';
import type { ROBOT_LOG_LIST } from '@oa/contract/robots';
import { listFilterForm } from '../../../app/lists/listFilterForm';
import { EmptyState } from '@oa/ui/EmptyState';
import { ErrorState } from '@oa/ui/ErrorState';
import { Skeleton } from '@oa/ui/Skeleton';
import { Stack } from '@oa/ui/Stack';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useCanOpen } from '../../../app/shell/access';
import { useNow } from '../../../app/live/clock';
import { CommunicationLogPanel } from './CommunicationLogPanel';
import { ConnectionIndicator } from '../../../app/live/ConnectionIndicator';
import * as s from './RealtimeControlPage.css';
import { realtimeControlPath as realtimePath } from '../shared/robotPaths';
import { isRobotOnline, LOG_PANEL_SIZE, mergeLogLines, newerState } from './robotLive';
import { useRobotCommands } from './RobotCommands';
import { RobotPicker } from './RobotPicker';
import { RobotStatePanel } from './RobotStatePanel';
import { Link } from '../../../routerLink';

const LOG_PATH = '/dashboard/webin-connection-log';
const STREAM_EVENTS = ['state', 'log'] as const;

/** One robot's lines of the communication log (the contract's ROBOT_LOG_LIST). */
const ONE_ROBOT = listFilterForm<typeof ROBOT_LOG_LIST>()({ machineId: 'eq' });

export function RealtimeControlPage() {
  const { machineId } = useParams();
  const navigate = useNavigate();
  return (
    <Stack gap="16">
      <div className={s.toolbar}>
        <RobotPicker
          value={machineId ?? ''}
          onSelect={(robot) => {
            void navigate(realtimePath(robot.machineId));
          }}
        />
      </div>
      {machineId === undefined ? (
        <EmptyState
          title="제어할 로봇을 선택해 주세요"
          description="기기 ID, 이름 또는 주소로 로봇을 검색해 선택하면 실시간 상태와 제어 명령이 표시됩니다."
        />
      ) : (
        // A new robot starts from nothing: no state or log lines of the previous one.
        <RobotLive key={machineId} machineId={machineId} />
      )}
    </Stack>
  );
}

function RobotLive({ machineId }: { machineId: string }) {
  const now = useNow();
  const [state, setState] = useState<RobotLiveState | null>(null);
  const [lines, setLines] = useState<RobotLogEntry[]>([]);
  const stream = useEventStream<RobotLiveState | RobotLogEntry>(ROBOT_PATHS.stream(machineId), {
    events: STREAM_EVENTS,
    onEvent: (name, data) => {
      if (name === 'state') setState((previous) => newerState(previous, data as RobotLiveState));
      else setLines((previous) => mergeLogLines(previous, [data as RobotLogEntry]));
    },
  });

  // The lines stored before the screen opened, when the user may read the communication log.
  const mayReadLog = useCanOpen(LOG_PATH);
  const logQuery = useMemo<ListQuery>(
    () => ({
      size: LOG_PANEL_SIZE,
      sort: { key: 'at', direction: 'DESC' },
      filters: ONE_ROBOT.toFilters({ machineId }),
    }),
    [machineId],
  );
  const stored = useRobotLogs(mayReadLog ? logQuery : null);
  const shownLines = useMemo(() => mergeLogLines(stored.items, lines), [stored.items, lines]);

  const onResult = useCallback((result: RobotCommandResult) => {
    setState((previous) => newerState(previous, result.state));
    setLines((previous) => mergeLogLines(previous, [result.log]));
  }, []);
  const online = state !== null && isRobotOnline(state, now);
  const commands = useRobotCommands({ machineId, state, online, onResult });

  const header = (
    <div className={s.liveHeader}>
      <ConnectionIndicator status={stream.status} onRetry={stream.retry} />
    </div>
  );

  if (state === null) {
    if (stream.status === 'closed') {
      const missing = isHttpError(stream.error) && stream.error.status === 404;
      return (
        <ErrorState
          title={missing ? '로봇을 찾을 수 없습니다' : '실시간 상태를 불러오지 못했습니다'}
          message={missing ? `기기 ID ${machineId}인 로봇이 없습니다. 다른 로봇을 선택해 주세요.` : undefined}
          {...(missing ? {} : { onRetry: stream.retry })}
        />
      );
    }
    return (
      <Stack gap="16">
        {header}
        <div aria-busy="true" aria-label="실시간 상태를 불러오는 중…" role="status">
          <Skeleton variant="block" height={240} />
        </div>
      </Stack>
    );
  }

  return (
    <Stack gap="16">
      {header}
      {commands.panel}
      <div className={s.columns}>
        <RobotStatePanel state={state} now={now} binAction={commands.binAction} />
        <CommunicationLogPanel
          lines={shownLines}
          action={
            mayReadLog ? (
              <Link to={`${LOG_PATH}?filter=${encodeURIComponent(`machineId:like:${machineId}`)}`}>전체 로그 보기</Link>
            ) : undefined
          }
        />
      </div>
      {commands.dialogs}
    </Stack>
  );
}

export { RealtimeControlPage as Component };

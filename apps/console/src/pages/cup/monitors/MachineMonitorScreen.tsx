/**
 * 대여기 모니터링 and 반납기 모니터링 (/cup/rental-machine-monitor, /cup/return-machine-monitor; the kind's
 * DATA_VIEW): every machine's stock (or fill) live, from the kind's stream (`snapshot`, then `machine` per change),
 * recovering by itself when the connection drops. The counts of what needs an operator, a card per machine, worst
 * first (a gauge of its stock or fill, its band, connection and open alerts), flashing when it changes, filters by
 * district and condition in the URL, and a link to the machine's page for those who may edit it.
 */
import { useEventStream } from '@oa/api';
import { useCan } from '@oa/auth';
import { CUP_PATHS, type CupMachineKind, type MachineStatus } from '@oa/contract/cup';
import { Card, StatCard } from '@oa/ui/Card';
import { EmptyState } from '@oa/ui/EmptyState';
import { formatNumber } from '@oa/ui/format';
import { ProgressBar } from '@oa/ui/ProgressBar';
import { Stack } from '@oa/ui/Stack';
import { Badge, cupMachineState, StatusBadge } from '@oa/ui/StatusBadge';
import { memo, useMemo, useState } from 'react';
import { BoardHeader, districtFilter, useBoardFilters } from '../../../app/live/BoardHeader';
import { formatElapsed, useNow } from '../../../app/live/clock';
import { applyChange, boardFromSnapshot, type LiveBoard } from '../../../app/live/liveBoard';
import * as board from '../../../app/live/liveBoard.css';
import {
  CONDITION_ORDER,
  MACHINE_CONDITIONS as CONDITIONS,
  machineConnection,
  MACHINE_WORDS,
} from '../shared/cupLabels';
import { machineManagePath } from '../shared/cupPaths';
import { byWorry, conditionOf, filterMachines, summarize, type MachineCondition } from './machineBoard';
import { Link } from '../../../routerLink';

const STREAM_EVENTS = ['snapshot', 'machine'] as const;
const keyOf = (machine: MachineStatus) => machine.machineId;

const ACTION = { RENTAL: 'editRentalMachine', RETURN: 'editReturnMachine' } as const;

/**
 * A machine's card. Memoized: a change re-renders its own card, not the hundreds beside it (the board keeps an
 * unchanged machine's object).
 */
const MachineCard = memo(function MachineCard({
  machine,
  version,
  now,
  canEdit,
}: {
  machine: MachineStatus;
  version: number;
  now: number;
  canEdit: boolean;
}) {
  const words = MACHINE_WORDS[machine.kind];
  const condition = CONDITIONS[machine.kind][conditionOf(machine)];
  const percent = (machine.level * 100) / Math.max(1, machine.capacity);
  return (
    <li className={board.cell} data-machine-id={machine.machineId}>
      <Card
        title={
          canEdit ? <Link to={machineManagePath(machine.kind, machine.machineId)}>{machine.name}</Link> : machine.name
        }
        headingLevel={2}
      >
        <Stack gap="8">
          <p className={board.meta}>
            {machine.machineId} · {machine.district}
          </p>
          <ProgressBar
            label={words.level}
            value={percent}
            tone={condition.tone === 'neutral' ? 'info' : condition.tone}
            valueText={`${formatNumber(machine.level)} / ${formatNumber(machine.capacity)}개`}
          />
          <div className={board.badges}>
            <StatusBadge table={words.bands} value={machine.levelBand} />
            {machine.online ? null : <StatusBadge table={machineConnection} value="OFFLINE" />}
            {machine.state === 'NORMAL' ? null : <StatusBadge table={cupMachineState} value={machine.state} />}
            {machine.openAlerts > 0 ? <Badge tone="danger">알림 {formatNumber(machine.openAlerts)}건</Badge> : null}
          </div>
          <p className={board.meta}>마지막 통신 {formatElapsed(machine.lastHeartbeatAt, now)}</p>
        </Stack>
      </Card>
      {/* A new element per change, so its animation runs again. */}
      {version > 0 && <span key={version} className={board.changed} data-changed={version} aria-hidden />}
    </li>
  );
});

export function MachineMonitorScreen({ kind }: { kind: CupMachineKind }) {
  const now = useNow();
  const words = MACHINE_WORDS[kind];
  const canEdit = useCan(ACTION[kind]);
  const [machines, setMachines] = useState<LiveBoard<MachineStatus> | null>(null);
  const stream = useEventStream<MachineStatus[] | MachineStatus>(CUP_PATHS.machineStream(kind), {
    client: 'SEOUL_CUP',
    events: STREAM_EVENTS,
    onEvent: (name, data) => {
      if (name === 'snapshot') setMachines(boardFromSnapshot(data as MachineStatus[], keyOf));
      else setMachines((previous) => applyChange(previous ?? new Map(), data as MachineStatus, keyOf));
    },
  });

  const filters = useBoardFilters();
  const district = filters.value('district');
  const condition = filters.value('condition', CONDITION_ORDER) as MachineCondition | '';

  const all = useMemo(() => [...(machines?.values() ?? [])].map((item) => item.value).sort(byWorry), [machines]);
  const summary = summarize(all);
  const shown = filterMachines(all, { district, condition });
  const loading = machines === null;
  const labels = CONDITIONS[kind];

  return (
    <Stack gap="16">
      <BoardHeader
        filters={[
          districtFilter(district, all),
          {
            name: 'condition',
            label: '상태',
            value: condition,
            options: CONDITION_ORDER.map((value) => ({ value, label: labels[value].label })),
          },
        ]}
        onChange={filters.set}
        status={stream.status}
        onRetry={stream.retry}
      />
      <section aria-label="현황 요약" className={board.summary}>
        <StatCard label={labels.ALERT.label} unit="대" value={summary.ALERT} loading={loading} />
        <StatCard label={labels.WATCH.label} unit="대" value={summary.WATCH} loading={loading} />
        <StatCard label="연결 끊김" unit="대" value={summary.OFFLINE} loading={loading} />
        <StatCard label={`전체 ${words.level}`} unit="개" value={loading ? null : summary.level} loading={loading} />
      </section>
      {!loading && all.length === 0 && <EmptyState title={`등록된 ${words.noun}가 없습니다`} />}
      {!loading && all.length > 0 && (
        <>
          <p className={board.count} role="status">
            전체 {formatNumber(all.length)}대 중 {formatNumber(shown.length)}대 표시 · 주의가 필요한 순
          </p>
          {shown.length === 0 ? (
            <EmptyState title={`조건에 맞는 ${words.noun}가 없습니다`} description="자치구나 상태를 바꿔 보세요." />
          ) : (
            <ul className={board.grid} aria-label={`${words.noun} ${words.level} 현황`}>
              {shown.map((machine) => (
                <MachineCard
                  key={machine.machineId}
                  machine={machine}
                  version={machines.get(machine.machineId)?.version ?? 0}
                  now={now}
                  canEdit={canEdit}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </Stack>
  );
}

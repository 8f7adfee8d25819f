/**
 * A robot's live state (realtime control): operation state, online or offline with the last heartbeat (how long
 * ago and the Seoul time), door, versions, and each bin with its material, fill gauge and capacity state.
 */
import { BIN_FULL_FILL, BIN_WARNING_FILL, type RobotBin, type RobotLiveState } from '@oa/api';
import { Card } from '@oa/ui/Card';
import { DescriptionList } from '@oa/ui/DescriptionList';
import { formatDateTime } from '@oa/ui/format';
import { ProgressBar } from '@oa/ui/ProgressBar';
import {
  materialType,
  robotCapacityStatus,
  robotConnection,
  robotDoor,
  robotGeneration,
  robotOperationStatus,
  StatusBadge,
} from '@oa/ui/StatusBadge';
import type { ReactNode } from 'react';
import * as s from './RealtimeControlPage.css';
import { formatElapsed } from '../../../app/live/clock';
import { isRobotOnline } from './robotLive';

/** The fill gauge's colours: warning and full as the server counts them (contract BIN_WARNING_FILL, BIN_FULL_FILL). */
export const BIN_FILL_THRESHOLDS = { warning: BIN_WARNING_FILL, danger: BIN_FULL_FILL } as const;

/** '방금 전 (2026.11.22 16:59:48)', or '-' without a heartbeat. */
export function heartbeatText(at: string | null, now: number): string {
  return at === null ? '-' : `${formatElapsed(at, now)} (${formatDateTime(at, { seconds: true })})`;
}

export interface BinGaugeProps {
  bin: RobotBin;
  /** What the gauge is called. Default '<slot>번 수거함 적재율'. */
  label?: string;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
}

/** A bin's fill % as a gauge named after the bin and its material. */
export function BinGauge({ bin, label = `${String(bin.slot)}번 수거함 적재율`, hideLabel = false }: BinGaugeProps) {
  return <ProgressBar value={bin.fillPercent} label={label} hideLabel={hideLabel} thresholds={BIN_FILL_THRESHOLDS} />;
}

export interface RobotStatePanelProps {
  state: RobotLiveState;
  now: number;
  /** A control per bin (e.g. 수거함 비우기), shown under its gauge. */
  binAction?: (bin: RobotBin) => ReactNode;
}

export function RobotStatePanel({ state, now, binAction }: RobotStatePanelProps) {
  const online = isRobotOnline(state, now);
  return (
    <Card title={`${state.name} (${state.machineId})`} headingLevel={2}>
      <DescriptionList
        columns={2}
        items={[
          { label: '운영 상태', value: <StatusBadge table={robotOperationStatus} value={state.operationState} /> },
          { label: '연결 상태', value: <StatusBadge table={robotConnection} value={online ? 'ONLINE' : 'OFFLINE'} /> },
          { label: '마지막 신호', value: heartbeatText(state.lastHeartbeatAt, now) },
          { label: '문', value: <StatusBadge table={robotDoor} value={state.doorState} /> },
          { label: '프로그램 버전', value: state.programVersion },
          { label: 'AI 모델 버전', value: state.aiModelVersion },
          { label: '자치구', value: state.district },
          { label: '세대', value: <StatusBadge table={robotGeneration} value={state.generation} dot={false} /> },
        ]}
      />
      <ul className={s.bins} aria-label="수거함">
        {state.bins.map((bin) => (
          <li key={bin.slot} className={s.bin}>
            <h3 className={s.binHeading}>
              <span>{bin.slot}번 수거함</span>
              <StatusBadge table={materialType} value={bin.material} dot={false} />
            </h3>
            <BinGauge bin={bin} />
            <p className={s.note}>
              <StatusBadge table={robotCapacityStatus} value={bin.capacityState} /> 용량 {bin.capacityLiters}L
            </p>
            {binAction?.(bin)}
          </li>
        ))}
      </ul>
    </Card>
  );
}

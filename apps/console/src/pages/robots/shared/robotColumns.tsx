/**
 * The robot list's columns: on screen (DataTable) and in the EXCEL file (every matching row). The same words as
 * the badges and filters (robotLabels.ts), so an exported sheet reads like the screen.
 */
import type { ExcelColumn, Robot } from '@oa/api';
import type { DataTableColumn } from '@oa/ui/DataTable';
import { formatDateTime } from '@oa/ui/format';
import {
  robotCapacityStatus,
  robotConnection,
  robotGeneration,
  robotOperationStatus,
  StatusBadge,
} from '@oa/ui/StatusBadge';
import { binsDetail, binsSummary, worstCapacityState } from './robotBins';
import {
  capacityStateLabel,
  connectionLabel,
  DAY_TYPE_LABELS,
  generationLabel,
  operationStateLabel,
  ROBOT_FIELD_LABELS as L,
} from './robotLabels';
import { realtimeControlPath, robotEditPath } from './robotPaths';
import { Link } from '../../../routerLink';

export interface RobotColumnOptions {
  /** The machine id links to the edit screen (the user may editRobot). */
  canEdit: boolean;
  /** A 실시간 제어 link per row (the user may open realtime control). */
  canControl: boolean;
}

/** The list screen's columns; sortable ones are ROBOT_LIST's sortable fields (packages/contract). */
export function robotColumns({ canEdit, canControl }: RobotColumnOptions): DataTableColumn<Robot>[] {
  const columns: DataTableColumn<Robot>[] = [
    {
      id: 'machineId',
      header: L.machineId,
      sortable: true,
      width: 130,
      cell: (robot) => (canEdit ? <Link to={robotEditPath(robot.machineId)}>{robot.machineId}</Link> : robot.machineId),
    },
    { id: 'name', header: L.name, sortable: true },
    { id: 'clientName', header: L.clientId },
    { id: 'district', header: L.district, sortable: true, width: 100 },
    {
      id: 'generation',
      header: L.generation,
      width: 90,
      cell: (robot) => <StatusBadge table={robotGeneration} value={robot.generation} dot={false} />,
    },
    {
      id: 'operationState',
      header: L.operationState,
      width: 100,
      cell: (robot) => <StatusBadge table={robotOperationStatus} value={robot.operationState} />,
    },
    {
      id: 'capacityState',
      header: L.capacityState,
      width: 100,
      cell: (robot) => <StatusBadge table={robotCapacityStatus} value={worstCapacityState(robot.bins)} />,
    },
    { id: 'bins', header: L.bins, cell: (robot) => binsSummary(robot.bins) },
    {
      id: 'online',
      header: L.online,
      width: 100,
      cell: (robot) => <StatusBadge table={robotConnection} value={robot.online ? 'ONLINE' : 'OFFLINE'} />,
    },
    {
      id: 'lastHeartbeatAt',
      header: L.lastHeartbeatAt,
      sortable: true,
      sortFirstDirection: 'DESC',
      width: 150,
      cell: (robot) => formatDateTime(robot.lastHeartbeatAt),
    },
    { id: 'installedAt', header: L.installedAt, sortable: true, sortFirstDirection: 'DESC', width: 110 },
  ];
  if (canControl) {
    columns.push({
      id: 'control',
      header: '제어',
      width: 100,
      cell: (robot) => (
        // Named with the robot (visible text first, WCAG 2.5.3): each row's link says which robot it controls.
        <Link to={realtimeControlPath(robot.machineId)} aria-label={`실시간 제어 ${robot.machineId}`}>
          실시간 제어
        </Link>
      ),
    });
  }
  return columns;
}

const time = (iso: string | null) => (iso === null ? undefined : new Date(iso));

/** Every column of the EXCEL file (more than the screen shows: the sheet is for working with the data). */
export const robotExcelColumns: readonly ExcelColumn<Robot>[] = [
  { header: L.machineId, value: (robot) => robot.machineId },
  { header: L.name, value: (robot) => robot.name, width: 24 },
  { header: L.generation, value: (robot) => generationLabel(robot.generation) },
  { header: L.clientId, value: (robot) => robot.clientName ?? '' },
  { header: L.district, value: (robot) => robot.district },
  { header: L.address, value: (robot) => robot.address, width: 36 },
  { header: L.lat, value: (robot) => robot.lat },
  { header: L.lng, value: (robot) => robot.lng },
  { header: L.installedAt, value: (robot) => robot.installedAt },
  { header: L.operationState, value: (robot) => operationStateLabel(robot.operationState) },
  {
    header: L.capacityState,
    value: (robot) => {
      const worst = worstCapacityState(robot.bins);
      return worst === null ? '' : capacityStateLabel(worst);
    },
  },
  { header: L.bins, value: (robot) => binsDetail(robot.bins), width: 48 },
  { header: L.dayType, value: (robot) => DAY_TYPE_LABELS[robot.schedule.dayType] },
  { header: '운영 시간', value: (robot) => `${robot.schedule.openTime}~${robot.schedule.closeTime}` },
  { header: L.online, value: (robot) => connectionLabel(robot.online) },
  { header: L.lastHeartbeatAt, value: (robot) => time(robot.lastHeartbeatAt), width: 20 },
  { header: L.programVersion, value: (robot) => robot.programVersion ?? '' },
  { header: L.aiModelVersion, value: (robot) => robot.aiModelVersion ?? '' },
  { header: L.memo, value: (robot) => robot.memo, width: 30 },
  { header: L.createdAt, value: (robot) => time(robot.createdAt), width: 20 },
];

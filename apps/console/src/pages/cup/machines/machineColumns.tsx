/**
 * A machine list's columns, on screen and in the EXCEL file: the same words as the badges and filters
 * (cupLabels.ts), so an exported sheet reads like the screen. The level is "120 / 300개" beside its band.
 */
import type { ExcelColumn } from '@oa/api';
import type { CupMachine, CupMachineKind } from '@oa/contract/cup';
import type { DataTableColumn } from '@oa/ui/DataTable';
import { formatDateTime, formatNumber } from '@oa/ui/format';
import { cupMachineState, statusLabel, StatusBadge } from '@oa/ui/StatusBadge';
import { machineConnection, MACHINE_WORDS } from '../shared/cupLabels';
import { CUP_FIELD_LABELS as L } from '../shared/fieldLabels';
import { machineManagePath } from '../shared/cupPaths';
import { Link } from '../../../routerLink';

const levelText = (machine: CupMachine) => `${formatNumber(machine.level)} / ${formatNumber(machine.capacity)}개`;
const connection = (machine: CupMachine) => (machine.online ? 'ONLINE' : 'OFFLINE');

/** The columns; the machine id links to its manage page for a user who may edit the kind. */
export function machineColumns(kind: CupMachineKind, canEdit: boolean): DataTableColumn<CupMachine>[] {
  const words = MACHINE_WORDS[kind];
  return [
    {
      id: 'machineId',
      header: L.machineId,
      sortable: true,
      width: 120,
      cell: (machine) =>
        canEdit ? <Link to={machineManagePath(kind, machine.machineId)}>{machine.machineId}</Link> : machine.machineId,
    },
    { id: 'name', header: L.name, sortable: true },
    { id: 'district', header: L.district, sortable: true, width: 80 },
    {
      id: 'state',
      header: L.state,
      width: 90,
      cell: (machine) => <StatusBadge table={cupMachineState} value={machine.state} />,
    },
    {
      id: 'level',
      header: words.level,
      sortable: true,
      width: 170,
      cell: (machine) => (
        <>
          {levelText(machine)} <StatusBadge table={words.bands} value={machine.levelBand} dot={false} />
        </>
      ),
    },
    {
      id: 'online',
      header: L.online,
      width: 100,
      cell: (machine) => <StatusBadge table={machineConnection} value={connection(machine)} />,
    },
    {
      id: 'openAlerts',
      header: L.openAlerts,
      align: 'right',
      width: 60,
      cell: (machine) => (machine.openAlerts === 0 ? '-' : `${formatNumber(machine.openAlerts)}건`),
    },
    {
      id: 'lastHeartbeatAt',
      header: L.lastHeartbeatAt,
      sortable: true,
      sortFirstDirection: 'DESC',
      width: 140,
      cell: (machine) => (machine.lastHeartbeatAt === null ? '-' : formatDateTime(machine.lastHeartbeatAt)),
    },
  ];
}

export function machineExcelColumns(kind: CupMachineKind): ExcelColumn<CupMachine>[] {
  const words = MACHINE_WORDS[kind];
  return [
    { header: L.machineId, value: (machine) => machine.machineId },
    { header: L.name, value: (machine) => machine.name },
    { header: L.district, value: (machine) => machine.district },
    { header: '주소', value: (machine) => machine.address },
    { header: L.state, value: (machine) => statusLabel(cupMachineState, machine.state) },
    { header: words.level, value: (machine) => machine.level },
    { header: '용량', value: (machine) => machine.capacity },
    { header: `${words.level} 구간`, value: (machine) => statusLabel(words.bands, machine.levelBand) },
    { header: L.online, value: (machine) => statusLabel(machineConnection, connection(machine)) },
    { header: L.openAlerts, value: (machine) => machine.openAlerts },
    {
      header: L.lastHeartbeatAt,
      value: (machine) => (machine.lastHeartbeatAt === null ? '' : formatDateTime(machine.lastHeartbeatAt)),
    },
    { header: L.installedAt, value: (machine) => machine.installedAt },
  ];
}

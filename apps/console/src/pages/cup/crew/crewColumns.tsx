/**
 * The crew lists' columns (충전 이력, 회수 이력), on screen and in the EXCEL file: when, which machine and where,
 * how many cups, 자동/수동, who and why. A refill adds its box and the machine's stock before and after.
 */
import type { ExcelColumn } from '@oa/api';
import type { Refill, Retrieval } from '@oa/contract/cupMoney';
import type { DataTableColumn } from '@oa/ui/DataTable';
import { formatDateTime, formatNumber } from '@oa/ui/format';
import { crewEntryMode, StatusBadge, statusLabel } from '@oa/ui/StatusBadge';
import { CUP_FIELD_LABELS as L } from '../shared/fieldLabels';
import { CREW_LABELS as C, entryMode } from '../shared/moneyLabels';

type CrewRow = Refill | Retrieval;

const machine = (row: CrewRow) =>
  row.machineId === null ? '세척장 직접 입고' : `${row.machineName ?? ''} (${row.machineId})`;
const level = (refill: Refill) =>
  `${formatNumber(refill.levelBefore)} → ${formatNumber(refill.levelBefore + refill.count)}개`;
const text = (value: string | null) => (value === null || value === '' ? '-' : value);

/** The columns every crew list has, with the kind's own after the place (`place`) and after the count (`stock`). */
function crewColumns<T extends CrewRow>(
  machineLabel: string,
  { place = [], stock = [] }: { place?: DataTableColumn<T>[]; stock?: DataTableColumn<T>[] } = {},
): DataTableColumn<T>[] {
  return [
    { id: 'at', header: C.at, sortable: true, width: 140, cell: (row) => formatDateTime(row.at) },
    { id: 'machineId', header: machineLabel, cell: machine },
    { id: 'district', header: L.district, width: 80, cell: (row) => text(row.district) },
    ...place,
    { id: 'count', header: C.count, align: 'right', width: 80, cell: (row) => `${formatNumber(row.count)}개` },
    ...stock,
    {
      id: 'manual',
      header: C.mode,
      width: 80,
      cell: (row) => <StatusBadge table={crewEntryMode} value={entryMode(row.manual)} />,
    },
    { id: 'actor', header: C.actor, width: 90, cell: (row) => text(row.actor) },
    { id: 'reason', header: C.reason, cell: (row) => text(row.reason) },
  ];
}

export const REFILL_COLUMNS = crewColumns<Refill>(L.rentalMachine, {
  place: [{ id: 'boxNumber', header: C.boxNumber, width: 100, cell: (refill) => text(refill.boxNumber) }],
  stock: [{ id: 'level', header: C.level, align: 'right', width: 150, cell: level }],
});

export const RETRIEVAL_COLUMNS = crewColumns<Retrieval>(L.returnMachine);

function crewExcel<T extends CrewRow>(machineLabel: string, own: ExcelColumn<T>[]): ExcelColumn<T>[] {
  return [
    { header: C.at, value: (row) => formatDateTime(row.at) },
    { header: `${machineLabel} ID`, value: (row) => row.machineId ?? '' },
    { header: machineLabel, value: (row) => row.machineName ?? '' },
    { header: L.district, value: (row) => row.district ?? '' },
    ...own,
    { header: C.count, value: (row) => row.count },
    { header: C.mode, value: (row) => statusLabel(crewEntryMode, entryMode(row.manual)) },
    { header: C.actor, value: (row) => row.actor ?? '' },
    { header: C.reason, value: (row) => row.reason },
  ];
}

export const REFILL_EXCEL_COLUMNS = crewExcel<Refill>(L.rentalMachine, [
  { header: C.boxNumber, value: (refill) => refill.boxNumber ?? '' },
  { header: '충전 전 재고', value: (refill) => refill.levelBefore },
  { header: '충전 후 재고', value: (refill) => refill.levelBefore + refill.count },
]);

export const RETRIEVAL_EXCEL_COLUMNS = crewExcel<Retrieval>(L.returnMachine, []);

export { level as refillLevel, machine as crewMachine, text as crewText };

/** A return event's columns (반납기 정보 모니터링 이력), on screen and in the EXCEL file. */
import type { ExcelColumn } from '@oa/api';
import type { ReturnEvent } from '@oa/contract/cup';
import type { DataTableColumn } from '@oa/ui/DataTable';
import { formatDateTime } from '@oa/ui/format';
import { returnResult, statusLabel, StatusBadge } from '@oa/ui/StatusBadge';
import { CUP_FIELD_LABELS as L } from '../shared/fieldLabels';

/** A cup the machine could not read has no CUID. */
export const cupOf = (event: ReturnEvent) => event.cuid ?? '인식 불가';
export const machineOf = (event: ReturnEvent) => `${event.machineName} (${event.machineId})`;

export const RETURN_EVENT_COLUMNS: DataTableColumn<ReturnEvent>[] = [
  {
    id: 'at',
    header: L.at,
    sortable: true,
    width: 160,
    cell: (event) => formatDateTime(event.at, { seconds: true }),
  },
  { id: 'machineId', header: L.returnMachine, cell: machineOf },
  { id: 'district', header: L.district, width: 90 },
  { id: 'cuid', header: L.cuid, width: 110, cell: cupOf },
  {
    id: 'result',
    header: L.returnResult,
    width: 100,
    cell: (event) => <StatusBadge table={returnResult} value={event.result} />,
  },
  { id: 'reason', header: L.returnReason, cell: (event) => event.reason },
];

export const RETURN_EVENT_EXCEL_COLUMNS: ExcelColumn<ReturnEvent>[] = [
  { header: L.at, value: (event) => formatDateTime(event.at, { seconds: true }) },
  { header: `${L.returnMachine} ID`, value: (event) => event.machineId },
  { header: L.returnMachine, value: (event) => event.machineName },
  { header: L.district, value: (event) => event.district },
  { header: L.cuid, value: (event) => event.cuid ?? '' },
  { header: L.returnResult, value: (event) => statusLabel(returnResult, event.result) },
  { header: L.returnReason, value: (event) => event.reason },
];

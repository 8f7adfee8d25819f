/**
 * The rental lists' columns (대여 정보 모니터링, 반납 유효기간 만료), on screen and in the EXCEL file; the phone
 * masked in both (the file never carries a number in clear).
 */
import type { ExcelColumn } from '@oa/api';
import type { Rental } from '@oa/contract/cup';
import type { DataTableColumn } from '@oa/ui/DataTable';
import { formatDateTime, formatKRW } from '@oa/ui/format';
import { rentalStatus, statusLabel, StatusBadge } from '@oa/ui/StatusBadge';
import { CUP_FIELD_LABELS as L } from '../shared/fieldLabels';
import { PhoneCell } from '../shared/PhoneCell';

const returned = (rental: Rental) =>
  rental.returnedAt === null ? '-' : `${formatDateTime(rental.returnedAt)} · ${rental.returnMachineId ?? '-'}`;

export const RENTAL_COLUMNS: DataTableColumn<Rental>[] = [
  { id: 'rentedAt', header: L.rentedAt, sortable: true, width: 140, cell: (rental) => formatDateTime(rental.rentedAt) },
  { id: 'cuid', header: L.cuid, width: 110 },
  {
    id: 'phone',
    header: L.phone,
    width: 170,
    cell: (rental) => <PhoneCell memberId={rental.memberId} masked={rental.phoneMasked} />,
  },
  {
    id: 'rentalMachineId',
    header: L.rentalMachine,
    cell: (rental) => `${rental.rentalMachineName} (${rental.rentalMachineId})`,
  },
  { id: 'depositKrw', header: L.deposit, align: 'right', width: 80, cell: (rental) => formatKRW(rental.depositKrw) },
  { id: 'dueAt', header: L.dueAt, sortable: true, width: 140, cell: (rental) => formatDateTime(rental.dueAt) },
  { id: 'returnedAt', header: L.returnedAt, width: 200, cell: returned },
  {
    id: 'state',
    header: L.rentalState,
    width: 90,
    cell: (rental) => <StatusBadge table={rentalStatus} value={rental.state} />,
  },
];

export const RENTAL_EXCEL_COLUMNS: ExcelColumn<Rental>[] = [
  { header: L.rentedAt, value: (rental) => formatDateTime(rental.rentedAt) },
  { header: L.cuid, value: (rental) => rental.cuid },
  { header: L.phone, value: (rental) => rental.phoneMasked },
  { header: L.rentalMachine, value: (rental) => rental.rentalMachineId },
  { header: L.deposit, value: (rental) => rental.depositKrw },
  { header: L.dueAt, value: (rental) => formatDateTime(rental.dueAt) },
  { header: L.returnedAt, value: (rental) => (rental.returnedAt === null ? '' : formatDateTime(rental.returnedAt)) },
  { header: L.returnMachine, value: (rental) => rental.returnMachineId ?? '' },
  { header: L.rentalState, value: (rental) => statusLabel(rentalStatus, rental.state) },
  { header: '연장 횟수', value: (rental) => rental.extensions },
];

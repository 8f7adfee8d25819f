/**
 * The refund list's columns (보증금 환급 관리), on screen and in the EXCEL file: the phone and the account masked in
 * both. The message's state only for a user who may read it (the server sends null to anyone else).
 */
import type { ExcelColumn } from '@oa/api';
import type { Refund } from '@oa/contract/cupMoney';
import type { DataTableColumn } from '@oa/ui/DataTable';
import { formatDateTime, formatKRW } from '@oa/ui/format';
import {
  crewEntryMode,
  refundMessageStatus,
  refundStatus,
  StatusBadge,
  statusLabel,
  transferFailure,
} from '@oa/ui/StatusBadge';
import { PhoneCell } from '../shared/PhoneCell';
import { CUP_FIELD_LABELS as L } from '../shared/fieldLabels';
import { REFUND_LABELS as R, entryMode } from '../shared/moneyLabels';
import * as s from './refunds.css';

/** The bank's reason for a refused transfer: its words, else the kind of refusal. */
export const failureText = (refund: Pick<Refund, 'failure' | 'failureCode'>) =>
  refund.failure !== ''
    ? refund.failure
    : refund.failureCode === null
      ? ''
      : statusLabel(transferFailure, refund.failureCode);

export function FailureText({ refund }: { refund: Pick<Refund, 'failure' | 'failureCode'> }) {
  const text = failureText(refund);
  return text === '' ? null : <span className={s.failure}>{text}</span>;
}

/** The state's badge; a refused transfer says why under it. */
export function RefundStateCell({ refund }: { refund: Refund }) {
  return (
    <span className={s.stateCell}>
      <StatusBadge table={refundStatus} value={refund.state} />
      {refund.state === 'FAILED' ? <FailureText refund={refund} /> : null}
    </span>
  );
}

const dateTime = (iso: string | null) => (iso === null ? '-' : formatDateTime(iso));

const CUID: DataTableColumn<Refund> = {
  id: 'cuid',
  header: L.cuid,
  width: 130,
  cell: (refund) => (
    <span className={s.cuidCell}>
      {refund.cuid}
      {refund.manual ? <StatusBadge table={crewEntryMode} value="MANUAL" dot={false} /> : null}
    </span>
  ),
};

const MESSAGE: DataTableColumn<Refund> = {
  id: 'messageState',
  header: R.message,
  width: 80,
  cell: (refund) => <StatusBadge table={refundMessageStatus} value={refund.messageState} />,
};

/** The columns, with 알림 for a user who may read the messages. */
export function refundColumns(withMessages: boolean): DataTableColumn<Refund>[] {
  return [
    {
      id: 'requestedAt',
      header: R.requestedAt,
      sortable: true,
      width: 140,
      cell: (refund) => formatDateTime(refund.requestedAt),
    },
    CUID,
    {
      id: 'phone',
      header: R.phone,
      width: 170,
      cell: (refund) => <PhoneCell memberId={refund.memberId} masked={refund.phoneMasked} />,
    },
    {
      id: 'amountKrw',
      header: R.amount,
      align: 'right',
      width: 80,
      cell: (refund) => formatKRW(refund.amountKrw),
    },
    { id: 'bank', header: R.bank, width: 100 },
    {
      id: 'accountMasked',
      header: R.account,
      width: 130,
      cell: (refund) => <span className={s.digits}>{refund.accountMasked}</span>,
    },
    { id: 'state', header: R.state, width: 130, cell: (refund) => <RefundStateCell refund={refund} /> },
    ...(withMessages ? [MESSAGE] : []),
    {
      id: 'completedAt',
      header: R.completedAt,
      sortable: true,
      width: 140,
      cell: (refund) => dateTime(refund.completedAt),
    },
  ];
}

/** The EXCEL file's columns, with the message's for a user who may read it. */
export function refundExcelColumns(withMessages: boolean): ExcelColumn<Refund>[] {
  return [
    { header: R.requestedAt, value: (refund) => formatDateTime(refund.requestedAt) },
    { header: L.cuid, value: (refund) => refund.cuid },
    { header: R.phone, value: (refund) => refund.phoneMasked },
    { header: R.amount, value: (refund) => refund.amountKrw },
    { header: R.bank, value: (refund) => refund.bank },
    { header: R.account, value: (refund) => refund.accountMasked },
    { header: R.state, value: (refund) => statusLabel(refundStatus, refund.state) },
    { header: R.failure, value: failureText },
    { header: R.attempts, value: (refund) => refund.attempts },
    ...(withMessages
      ? [
          {
            header: R.messageState,
            value: (refund: Refund) =>
              refund.messageState === null ? '' : statusLabel(refundMessageStatus, refund.messageState),
          },
          {
            header: R.messageSentAt,
            value: (refund: Refund) => (refund.messageSentAt === null ? '' : formatDateTime(refund.messageSentAt)),
          },
        ]
      : []),
    {
      header: R.completedAt,
      value: (refund) => (refund.completedAt === null ? '' : formatDateTime(refund.completedAt)),
    },
    { header: R.manual, value: (refund) => statusLabel(crewEntryMode, entryMode(refund.manual)) },
  ];
}

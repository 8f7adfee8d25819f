/**
 * 송금 정보 조회 of one refund (viewRemittanceDetail): the refund and its rental, then every step of its story
 * (requested, sent to the bank, sent or refused, retried, the message), newest first, in Seoul time, with who did
 * it. 알림 재발송 and 재송금 when its state and the user allow them. While the bank has not answered (요청, 송금
 * 중) it is read again every 2 seconds.
 */
import type { RefundDetail, RefundEvent } from '@oa/contract/cupMoney';
import { ButtonLink } from '@oa/ui/Button';
import { Card } from '@oa/ui/Card';
import { DescriptionList } from '@oa/ui/DescriptionList';
import { EmptyState } from '@oa/ui/EmptyState';
import { formatDateTime, formatKRW, formatNumber } from '@oa/ui/format';
import { Stack } from '@oa/ui/Stack';
import { crewEntryMode, refundEventKind, refundMessageStatus, rentalStatus, StatusBadge } from '@oa/ui/StatusBadge';
import { Timeline, type TimelineEvent } from '@oa/ui/Timeline';
import { useCan } from '@oa/auth';
import { LoadRecord } from '../../../app/forms/LoadRecord';
import { renderRouterLink } from '../../../routerLink';
import { RefundStateCell } from '../refunds/refundColumns';
import { useRefundActions } from '../refunds/useRefundActions';
import { useRefundDetail } from '../shared/moneyData';
import { CUP_FIELD_LABELS as L } from '../shared/fieldLabels';
import { entryMode, REFUND_LABELS as R } from '../shared/moneyLabels';
import { REFUND_MANAGE_PATH } from '../shared/cupPaths';
import { PhoneCell } from '../shared/PhoneCell';
import * as s from './remittances.css';

/** How often a refund the bank has not answered is read again. */
export const POLL_MS = 2000;
const moving = (detail: RefundDetail | undefined) =>
  detail !== undefined && (detail.refund.state === 'REQUESTED' || detail.refund.state === 'PROCESSING');

const dateTime = (iso: string | null) => (iso === null ? '' : formatDateTime(iso));

const timelineEvent = (event: RefundEvent): TimelineEvent => ({
  id: String(event.id),
  time: event.at,
  title: <StatusBadge table={refundEventKind} value={event.kind} />,
  actor: event.actor ?? '시스템',
  mode: event.actor === null ? 'automatic' : 'manual',
  ...(event.detail === '' && event.batchId === null
    ? {}
    : {
        description: [event.detail, event.batchId === null ? '' : `송금 묶음 #${String(event.batchId)}`]
          .filter((part) => part !== '')
          .join(' · '),
      }),
});

function Story({ detail }: { detail: RefundDetail }) {
  const { refund, rental } = detail;
  const withMessages = useCan('viewRefundMessages');
  const actions = useRefundActions({ detailLink: false });
  return (
    <Stack gap="16">
      {moving(detail) ? (
        <p role="status" className={s.polling}>
          은행의 송금 결과를 기다리는 중입니다. 결과가 오면 이 화면에 바로 표시됩니다.
        </p>
      ) : null}
      <Card title="환급 정보" headingLevel={2} actions={actions.allowed ? actions.buttons(refund) : undefined}>
        <DescriptionList
          columns={3}
          items={[
            { label: L.cuid, value: refund.cuid },
            { label: R.phone, value: <PhoneCell memberId={refund.memberId} masked={refund.phoneMasked} /> },
            { label: R.state, value: <RefundStateCell refund={refund} /> },
            { label: R.amount, value: formatKRW(refund.amountKrw) },
            { label: R.bank, value: refund.bank },
            { label: R.account, value: refund.accountMasked },
            { label: R.requestedAt, value: formatDateTime(refund.requestedAt) },
            { label: R.completedAt, value: dateTime(refund.completedAt) },
            { label: R.attempts, value: `${formatNumber(refund.attempts)}회` },
            { label: R.transactionId, value: detail.transactionId },
            { label: R.manual, value: <StatusBadge table={crewEntryMode} value={entryMode(refund.manual)} /> },
            ...(withMessages
              ? [
                  {
                    label: R.message,
                    value:
                      refund.messageState === null ? null : (
                        <>
                          <StatusBadge table={refundMessageStatus} value={refund.messageState} />{' '}
                          {dateTime(refund.messageSentAt)}
                        </>
                      ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <Card title="대여 정보" headingLevel={2}>
        <DescriptionList
          columns={3}
          items={[
            { label: '대여 번호', value: String(rental.id) },
            { label: L.rentalState, value: <StatusBadge table={rentalStatus} value={rental.state} /> },
            { label: L.deposit, value: formatKRW(rental.depositKrw) },
            { label: L.rentedAt, value: formatDateTime(rental.rentedAt) },
            { label: L.rentalMachine, value: rental.rentalMachineId },
            { label: L.returnedAt, value: dateTime(rental.returnedAt) },
            { label: L.returnMachine, value: rental.returnMachineId },
          ]}
        />
      </Card>
      <Card title="송금 이력" headingLevel={2}>
        <Timeline
          label={`${refund.cuid} 환급 이력`}
          events={detail.events.map(timelineEvent)}
          emptyText="이력이 없습니다"
        />
      </Card>
      {actions.dialog}
    </Stack>
  );
}

export default function RefundStory({ refundId }: { refundId: number | null }) {
  const canDetail = useCan('viewRemittanceDetail');
  const detail = useRefundDetail(canDetail ? refundId : null, (value) => (moving(value) ? POLL_MS : 0));
  if (!canDetail) {
    return (
      <Card>
        <EmptyState
          title="권한이 없습니다"
          description="송금 상세 조회 권한이 있는 사용자만 환급의 송금 이력을 볼 수 있습니다."
          action={
            <ButtonLink href={REFUND_MANAGE_PATH} renderLink={renderRouterLink} variant="secondary" width="auto">
              환급 목록으로
            </ButtonLink>
          }
        />
      </Card>
    );
  }
  return (
    <LoadRecord
      resource={detail}
      missing={refundId === null}
      loading={{ title: '환급 정보', message: '환급의 송금 이력을 불러오는 중…' }}
      failed="환급의 송금 이력을 불러오지 못했습니다."
      notFound={{
        title: '환급을 찾을 수 없습니다',
        description: '주소의 환급이 없습니다. 환급 목록에서 다시 찾아 주세요.',
        back: { href: REFUND_MANAGE_PATH, label: '환급 목록으로' },
      }}
    >
      {(value) => <Story detail={value} />}
    </LoadRecord>
  );
}

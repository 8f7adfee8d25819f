/**
 * /cup/seoul-refund-money-manage (보증금 환급 관리, SEOUL_CUP_REFUND_VIEW): every deposit refund, newest first, under
 * the deposits' books of the last 30 days; filtered by state, message state, 자동/수동, cup, batch and period in
 * the URL; the phone masked (보기 with decryptPhoneNumber) and the account masked; the message's state only with
 * viewRefundMessages. Per row 알림 재발송 (a completed refund), 재송금 (a failed one) and 상세 (the remittance
 * story); 수동 환급 opens the manual refund; EXCEL.
 */
import { useCan } from '@oa/auth';
import { CUP_MONEY_PATHS } from '@oa/contract/cupMoney';
import { ButtonLink } from '@oa/ui/Button';
import type { TableSortOption } from '@oa/ui/DataTable';
import { formatDateTime } from '@oa/ui/format';
import { Stack } from '@oa/ui/Stack';
import { useMemo } from 'react';
import { ListTable } from '../../../app/lists/ListTable';
import { useListUrlState } from '../../../app/lists/useListUrlState';
import { withRowActions } from '../../../app/lists/withRowActions';
import { renderRouterLink } from '../../../routerLink';
import { useRefunds } from '../shared/moneyData';
import { MANUAL_REFUND_PATH } from '../shared/cupPaths';
import { ReconciliationCard } from './ReconciliationCard';
import { refundColumns, refundExcelColumns } from './refundColumns';
import { RefundFilterBar } from './RefundFilterBar';
import { REFUND_DEFAULT_SORT } from './refundFilters';
import { useRefundActions } from './useRefundActions';

const SORT_OPTIONS: readonly TableSortOption[] = [
  { label: '최신순', key: 'requestedAt', direction: 'DESC' },
  { label: '오래된순', key: 'requestedAt', direction: 'ASC' },
  { label: '최근 완료순', key: 'completedAt', direction: 'DESC' },
];

export function RefundManagePage() {
  const withMessages = useCan('viewRefundMessages');
  const canRefund = useCan('manualRefund');
  const table = useListUrlState(REFUND_DEFAULT_SORT);
  const list = useRefunds(table.query);
  const actions = useRefundActions({ detailLink: true });
  const { allowed, buttons } = actions;
  const columns = useMemo(
    () => withRowActions(refundColumns(withMessages), allowed, 190, buttons),
    [withMessages, allowed, buttons],
  );
  return (
    <Stack gap="16">
      <ReconciliationCard />
      <RefundFilterBar table={table} searching={list.isValidating && !list.isLoading} withMessages={withMessages} />
      <ListTable
        table={table}
        list={list}
        label="보증금 환급"
        columns={columns}
        getRowId={(refund) => String(refund.id)}
        rowLabel={(refund) => `${refund.cuid} ${formatDateTime(refund.requestedAt)}`}
        sortOptions={SORT_OPTIONS}
        text={{
          loadError: '환급 내역을 불러오지 못했습니다.',
          empty: '환급 내역이 없습니다',
          emptyDescription: '반납된 컵의 보증금 환급이 요청되면 여기에 표시됩니다.',
          emptyFiltered: '조건에 맞는 환급 내역이 없습니다',
        }}
        excel={{
          path: CUP_MONEY_PATHS.refunds,
          columns: refundExcelColumns(withMessages),
          fileName: '보증금 환급',
          client: 'SEOUL_CUP',
        }}
        actions={
          canRefund ? (
            <ButtonLink href={MANUAL_REFUND_PATH} renderLink={renderRouterLink} width="auto">
              수동 환급
            </ButtonLink>
          ) : null
        }
      />
      {actions.dialog}
    </Stack>
  );
}

export { RefundManagePage as Component };

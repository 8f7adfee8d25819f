/**
 * /cup/seoul-refund-money-edit (수동 환급, SEOUL_CUP_REFUND_VIEW; manualRefund): a refund the automatic flow missed.
 * Find the rental by its cup (the rentals of a CUID, newest first, the search in the URL) and pick one, or open the
 * page with `?rentalId=`; the server says what the rental is owed (its deposit) or why nothing is; the bank, the
 * account and a reason, checked in Korean; 환급 asks first with the amount and the masked account, and 확인 sends
 * once (one request id per form: a double click or a retry refunds once). A refused save keeps everything typed
 * with the server's words on their fields. Done, it opens the refund's remittance story (viewRemittanceDetail) or
 * shows the result.
 */
import { useCan } from '@oa/auth';
import type { Rental, RENTAL_LIST } from '@oa/contract/cup';
import { CUP_MONEY_PATHS, type ManualRefundInput, type RefundQuote, type RefundResult } from '@oa/contract/cupMoney';
import { Button, ButtonLink } from '@oa/ui/Button';
import { Card } from '@oa/ui/Card';
import { DescriptionList } from '@oa/ui/DescriptionList';
import { formatDateTime, formatKRW } from '@oa/ui/format';
import { SearchFilterBar } from '@oa/ui/SearchFilterBar';
import { Select } from '@oa/ui/Select';
import { Stack } from '@oa/ui/Stack';
import { refundStatus, rentalStatus, StatusBadge } from '@oa/ui/StatusBadge';
import { Textarea } from '@oa/ui/Textarea';
import { TextField } from '@oa/ui/TextField';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormActions } from '../../../app/forms/FormActions';
import { FormAlert } from '../../../app/forms/FormAlert';
import * as layout from '../../../app/forms/formLayout.css';
import { LoadRecord } from '../../../app/forms/LoadRecord';
import { useRequestForm } from '../../../app/forms/useRequestForm';
import { listFilterForm } from '../../../app/lists/listFilterForm';
import { listHref } from '../../../app/lists/listHref';
import { ListTable } from '../../../app/lists/ListTable';
import { useListFilters } from '../../../app/lists/useListFilters';
import { useListUrlState } from '../../../app/lists/useListUrlState';
import { withRowActions } from '../../../app/lists/withRowActions';
import { notify } from '../../../app/shell/notify';
import { Link, renderRouterLink } from '../../../routerLink';
import { RENTAL_COLUMNS } from '../rentals/rentalColumns';
import { RENTAL_DEFAULT_SORT } from '../rentals/rentalFilters';
import { ACCOUNT_PLACEHOLDER, bankOptions } from '../refunds/accountForm';
import { upperId } from '../shared/cupFilters';
import { useRentals } from '../shared/cupData';
import { useRefundQuote } from '../shared/moneyData';
import { CUP_FIELD_LABELS as L } from '../shared/fieldLabels';
import { REFUND_LABELS as R } from '../shared/moneyLabels';
import { REFUND_MANAGE_PATH, remittancePath } from '../shared/cupPaths';
import { REASON_MAX } from '../shared/reason';
import {
  emptyManualRefund,
  manualRefundInput,
  validateManualRefund,
  type ManualRefundValues,
} from './manualRefundForm';
import * as s from './manualRefund.css';

const ConfirmRefundDialog = lazy(() => import('./ConfirmRefundDialog'));

/** The rentals of one cup (the finder asks for none until a cup is typed). */
const FINDER = listFilterForm<typeof RENTAL_LIST>()({ cuid: { op: 'eq', normalize: upperId } });

const idOf = (text: string | null) => {
  const id = Number(text);
  return text !== null && Number.isInteger(id) && id > 0 ? id : null;
};

/** 대여 찾기: a cup's rentals, newest first, each with 선택 (the one chosen says so). */
function RentalFinder({ chosen, onChoose }: { chosen: number | null; onChoose: (rental: Rental) => void }) {
  const table = useListUrlState(RENTAL_DEFAULT_SORT);
  const searched = table.query.filters.some((filter) => filter.field === 'cuid');
  const list = useRentals(searched ? table.query : null);
  const { bar, field } = useListFilters(table, FINDER);
  const columns = useMemo(
    () =>
      withRowActions(RENTAL_COLUMNS, true, 90, (rental) =>
        rental.id === chosen ? (
          <span className={s.chosen}>선택됨</span>
        ) : (
          <Button
            variant="secondary"
            width="auto"
            aria-label={`${rental.cuid} ${formatDateTime(rental.rentedAt)} 대여 선택`}
            onClick={() => {
              onChoose(rental);
            }}
          >
            선택
          </Button>
        ),
      ),
    [chosen, onChoose],
  );
  return (
    <Card title="대여 찾기" headingLevel={2}>
      <Stack gap="16">
        <SearchFilterBar label="대여 찾기 조건" searching={list.isValidating && !list.isLoading} {...bar}>
          <TextField
            label={L.cuid}
            type="search"
            placeholder="예: SC00000001"
            hint="환급할 컵의 ID로 대여 기록을 찾습니다."
            {...field('cuid')}
          />
        </SearchFilterBar>
        {searched ? (
          <ListTable
            table={table}
            list={list}
            label="컵의 대여 기록"
            columns={columns}
            getRowId={(rental) => String(rental.id)}
            rowLabel={(rental) => `${rental.cuid} ${formatDateTime(rental.rentedAt)}`}
            sortOptions={[]}
            text={{ loadError: '대여 기록을 불러오지 못했습니다.', empty: '이 컵의 대여 기록이 없습니다' }}
          />
        ) : null}
      </Stack>
    </Card>
  );
}

/** What the rental is owed, or why nothing is (with the refund already made). */
function QuoteCard({ quote }: { quote: RefundQuote }) {
  const canDetail = useCan('viewRemittanceDetail');
  const refundHref =
    quote.refundId === null
      ? null
      : canDetail
        ? remittancePath(quote.refundId)
        : listHref(REFUND_MANAGE_PATH, [{ field: 'cuid', op: 'eq', value: quote.cuid }]);
  return (
    <Card title="환급 대상" headingLevel={2}>
      <Stack gap="16">
        <DescriptionList
          columns={3}
          items={[
            { label: L.cuid, value: quote.cuid },
            { label: R.phone, value: quote.phoneMasked },
            { label: L.rentalState, value: <StatusBadge table={rentalStatus} value={quote.state} /> },
            { label: L.returnedAt, value: quote.returnedAt === null ? '반납 전' : formatDateTime(quote.returnedAt) },
            { label: L.deposit, value: formatKRW(quote.depositKrw) },
            { label: '환급할 금액', value: <span className={s.owed}>{formatKRW(quote.owedKrw)}</span> },
          ]}
        />
        {quote.blocked === null ? null : (
          <div className={s.blocked}>
            <FormAlert message={quote.blocked} />
            {refundHref === null ? null : <Link to={refundHref}>이미 있는 환급 보기</Link>}
          </div>
        )}
      </Stack>
    </Card>
  );
}

/** The refund made: its state, what was sent, and the ways on. */
function RefundDone({ answer, onAnother }: { answer: RefundResult; onAnother: () => void }) {
  const { refund } = answer;
  return (
    <Card title={answer.changed ? '환급을 요청했습니다' : '이미 요청된 환급입니다'} headingLevel={2}>
      <Stack gap="16">
        <DescriptionList
          columns={3}
          items={[
            { label: L.cuid, value: refund.cuid },
            { label: R.state, value: <StatusBadge table={refundStatus} value={refund.state} /> },
            { label: R.requestedAt, value: formatDateTime(refund.requestedAt) },
            { label: R.amount, value: formatKRW(refund.amountKrw) },
            { label: R.bank, value: refund.bank },
            { label: R.account, value: refund.accountMasked },
          ]}
        />
        <div className={s.doneActions}>
          <Button variant="secondary" width="auto" onClick={onAnother}>
            다른 대여 환급
          </Button>
          <ButtonLink
            href={listHref(REFUND_MANAGE_PATH, [{ field: 'cuid', op: 'eq', value: refund.cuid }])}
            renderLink={renderRouterLink}
            width="auto"
          >
            환급 목록으로
          </ButtonLink>
        </div>
      </Stack>
    </Card>
  );
}

interface Asking {
  values: ManualRefundValues;
  answer: (yes: boolean) => void;
}

/** The refund's form for one owed rental; its request id lives as long as it does. */
function ManualRefundForm({ quote, onDone }: { quote: RefundQuote; onDone: (answer: RefundResult) => void }) {
  const canDetail = useCan('viewRemittanceDetail');
  const navigate = useNavigate();
  const [asking, setAsking] = useState<Asking | null>(null);
  const form = useRequestForm<ManualRefundValues, ManualRefundInput, RefundResult>({
    request: { method: 'POST', path: CUP_MONEY_PATHS.refunds, client: 'SEOUL_CUP' },
    revalidate: [CUP_MONEY_PATHS.refunds, CUP_MONEY_PATHS.refundQuote(quote.rentalId)],
    input: (values, requestId) => manualRefundInput(values, quote, requestId),
    initial: emptyManualRefund(quote),
    validate: validateManualRefund,
    confirm: (values) =>
      new Promise((resolve) => {
        setAsking({ values, answer: resolve });
      }),
    onSaved: (answer) => {
      notify(
        'success',
        answer.changed
          ? `${answer.refund.cuid} 보증금 ${formatKRW(answer.refund.amountKrw)} 환급을 요청했습니다.`
          : `${answer.refund.cuid} 환급은 이미 요청되어 있습니다.`,
      );
      if (canDetail) void navigate(remittancePath(answer.refund.id));
      else onDone(answer);
    },
  });
  const { field } = form;
  const answer = (yes: boolean) => {
    asking?.answer(yes);
    setAsking(null);
  };
  return (
    <form noValidate aria-label="수동 환급" onSubmit={form.submit}>
      <Stack gap="16">
        <Card title="환급 계좌" headingLevel={2}>
          <div className={layout.fieldGrid}>
            <Select label={R.bank} required placeholder="선택" options={bankOptions} {...field('bank')} />
            <TextField
              label={R.accountNumber}
              required
              inputMode="numeric"
              autoComplete="off"
              placeholder={ACCOUNT_PLACEHOLDER}
              hint={
                quote.memberAccountMasked === null
                  ? '숫자만 또는 하이픈(-)을 넣어 입력합니다.'
                  : `앱에 등록된 계좌: ${quote.memberBank ?? ''} ${quote.memberAccountMasked}`
              }
              {...field('account')}
            />
            <Textarea
              className={layout.wideField}
              label="환급 사유"
              required
              rows={3}
              maxLength={REASON_MAX}
              placeholder="예: 반납기 통신 장애로 자동 환급 누락"
              {...field('reason')}
            />
          </div>
        </Card>
        <FormAlert message={form.message} />
        <FormActions busy={form.busy} creating cancelTo={REFUND_MANAGE_PATH} submitLabel="환급" />
      </Stack>
      <Suspense fallback={null}>
        {asking === null ? null : (
          <ConfirmRefundDialog cuid={quote.cuid} amountKrw={quote.owedKrw} values={asking.values} answer={answer} />
        )}
      </Suspense>
    </form>
  );
}

/** The chosen rental: its quote, then the form when something is owed, or the refund just made. */
function RefundSection({ rentalId, onAnother }: { rentalId: number; onAnother: () => void }) {
  const quote = useRefundQuote(rentalId);
  const [done, setDone] = useState<RefundResult | null>(null);
  if (done !== null) return <RefundDone answer={done} onAnother={onAnother} />;
  return (
    <LoadRecord
      resource={quote}
      loading={{ title: '환급 대상', message: '환급할 금액을 확인하는 중…' }}
      failed="환급할 금액을 확인하지 못했습니다."
      notFound={{
        title: '대여를 찾을 수 없습니다',
        description: `대여 번호 ${String(rentalId)}인 대여가 없습니다. 컵 ID로 다시 찾아 주세요.`,
        back: { href: REFUND_MANAGE_PATH, label: '환급 목록으로' },
      }}
    >
      {(value) => (
        <Stack gap="16">
          <QuoteCard quote={value} />
          {value.owedKrw > 0 && value.blocked === null ? <ManualRefundForm quote={value} onDone={setDone} /> : null}
        </Stack>
      )}
    </LoadRecord>
  );
}

export function ManualRefundPage() {
  const [params, setParams] = useSearchParams();
  const rentalId = idOf(params.get('rentalId'));
  const choose = (id: number | null) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete('rentalId');
      else next.set('rentalId', String(id));
      return next;
    });
  };
  return (
    <Stack gap="16">
      <RentalFinder
        chosen={rentalId}
        onChoose={(rental) => {
          choose(rental.id);
        }}
      />
      {rentalId === null ? null : (
        <RefundSection
          key={rentalId}
          rentalId={rentalId}
          onAnother={() => {
            choose(null);
          }}
        />
      )}
    </Stack>
  );
}

export { ManualRefundPage as Component };

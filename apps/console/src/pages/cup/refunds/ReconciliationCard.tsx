/**
 * The deposits' books of the last 30 Seoul days (GET /v1/refunds/reconciliation): each day the deposits taken are
 * refunded, held (the cup not back yet, or its refund on its way) or forfeited (the validity ran out). Says
 * whether every day agrees or how many do not (with those days and their differences), each mismatch the books
 * found rental by rental (naming its rental or remittance batch), and the totals.
 */
import type { Reconciliation } from '@oa/contract/cupMoney';
import { Badge } from '@oa/ui/StatusBadge';
import { Card } from '@oa/ui/Card';
import { DescriptionList } from '@oa/ui/DescriptionList';
import { ErrorState } from '@oa/ui/ErrorState';
import { formatDate, formatKRW, formatNumber } from '@oa/ui/format';
import { Skeleton } from '@oa/ui/Skeleton';
import { useReconciliation } from '../shared/moneyData';
import { REFUND_LABELS as R } from '../shared/moneyLabels';
import * as s from './refunds.css';

type Totals = Reconciliation['totals'];

const FIGURES: readonly { label: string; value: (totals: Totals) => number }[] = [
  { label: R.taken, value: (totals) => totals.takenKrw },
  { label: R.refunded, value: (totals) => totals.refundedKrw },
  { label: R.held, value: (totals) => totals.heldKrw },
  { label: R.forfeited, value: (totals) => totals.forfeitedKrw },
];

const signed = (krw: number) => `${krw > 0 ? '+' : ''}${formatNumber(krw)}원`;

/** How many named mismatches the note spells out (the rest are counted). */
const NAMED_MAX = 5;

/**
 * The books' own mismatches, each naming its rental or remittance batch (two that cancel out on a day still show
 * here): the first few, then how many more.
 */
function namedMismatches(books: Reconciliation): string | null {
  const named = books.mismatches ?? [];
  if (named.length === 0) return null;
  const total = books.mismatchCount ?? named.length;
  const items = named
    .slice(0, NAMED_MAX)
    .map(
      (item) =>
        `${item.batchId === null ? `대여 #${String(item.rentalId)}` : `${R.batch} #${String(item.batchId)}`} ${item.message}`,
    );
  const more = total > items.length ? ` 외 ${formatNumber(total - items.length)}건` : '';
  return `맞지 않는 항목 ${formatNumber(total)}건: ${items.join(' ')}${more}`;
}

function Verdict({ books }: { books: Reconciliation }) {
  return books.mismatched === 0 && (books.mismatchCount ?? 0) === 0 ? (
    <Badge tone="success">모든 날 일치</Badge>
  ) : (
    <Badge tone="danger">{`${formatNumber(books.mismatched)}일 불일치`}</Badge>
  );
}

export function ReconciliationCard() {
  const books = useReconciliation();
  const value = books.value;
  const title = '보증금 대사 (최근 30일)';
  if (books.error !== undefined && value === undefined) {
    return (
      <Card title={title}>
        <ErrorState message="보증금 대사를 불러오지 못했습니다." onRetry={() => void books.mutate()} />
      </Card>
    );
  }
  const mismatched = value?.days.filter((day) => day.differenceKrw !== 0) ?? [];
  const named = value === undefined ? null : namedMismatches(value);
  return (
    <Card
      title={title}
      aria-busy={value === undefined || undefined}
      actions={value === undefined ? undefined : <Verdict books={value} />}
    >
      <DescriptionList
        columns={4}
        items={FIGURES.map((figure) => ({
          label: figure.label,
          value:
            value === undefined ? (
              <Skeleton width={96} />
            ) : (
              <span className={s.figure}>{formatKRW(figure.value(value.totals))}</span>
            ),
        }))}
      />
      {value === undefined ? (
        // The note's line while the books load, so the list below does not move when they arrive.
        <p className={s.booksNoteLoading}>
          <Skeleton width="60%" />
        </p>
      ) : (
        <p className={s.booksNote}>
          {`${formatDate(value.from)} ~ ${formatDate(value.to)}, ${R.taken} = ${R.refunded} + ${R.held} + ${R.forfeited}. `}
          {mismatched.length === 0
            ? '모든 날의 보증금이 맞습니다.'
            : `맞지 않는 날: ${mismatched.map((day) => `${formatDate(day.day)} (${R.difference} ${signed(day.differenceKrw)})`).join(', ')}`}
        </p>
      )}
      {named === null ? null : <p className={s.booksNote}>{named}</p>}
    </Card>
  );
}

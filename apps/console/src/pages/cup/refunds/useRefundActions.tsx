/**
 * A refund's actions, the same on the list and on its remittance detail: 알림 재발송 of a completed refund
 * (resendRefundMessage), 재송금 of a failed one (retryRemittance), each asked in its dialog (loaded on demand), and
 * on the list 상세 (viewRemittanceDetail). Only what the user may do, only where the refund's state allows it.
 */
import { useCan } from '@oa/auth';
import type { Refund } from '@oa/contract/cupMoney';
import { Button } from '@oa/ui/Button';
import { lazy, Suspense, useCallback, useState } from 'react';
import { remittancePath } from '../shared/cupPaths';
import * as s from './refunds.css';
import { Link } from '../../../routerLink';

const ResendMessageDialog = lazy(() => import('./ResendMessageDialog'));
const RetryRemittanceDialog = lazy(() => import('./RetryRemittanceDialog'));

type Acting = { kind: 'resend' | 'retry'; refund: Refund } | null;

export function useRefundActions({ detailLink }: { detailLink: boolean }) {
  const canResend = useCan('resendRefundMessage');
  const canRetry = useCan('retryRemittance');
  const canDetail = useCan('viewRemittanceDetail') && detailLink;
  const [acting, setActing] = useState<Acting>(null);
  const close = () => {
    setActing(null);
  };
  const buttons = useCallback(
    (refund: Refund) => (
      <span className={s.actions}>
        {canResend && refund.state === 'COMPLETED' ? (
          <Button
            variant="secondary"
            width="auto"
            aria-label={`${refund.cuid} 알림 재발송`}
            onClick={() => {
              setActing({ kind: 'resend', refund });
            }}
          >
            알림 재발송
          </Button>
        ) : null}
        {canRetry && refund.state === 'FAILED' ? (
          <Button
            variant="secondary"
            width="auto"
            aria-label={`${refund.cuid} 재송금`}
            onClick={() => {
              setActing({ kind: 'retry', refund });
            }}
          >
            재송금
          </Button>
        ) : null}
        {canDetail ? (
          <Link className={s.link} to={remittancePath(refund.id)} aria-label={`${refund.cuid} 송금 상세`}>
            상세
          </Link>
        ) : null}
      </span>
    ),
    [canResend, canRetry, canDetail],
  );
  return {
    /** Whether the user may use any of them (the list's 관리 column). */
    allowed: canResend || canRetry || canDetail,
    buttons,
    /** The open dialog, if any: render it once, anywhere on the page. */
    dialog: (
      <Suspense fallback={null}>
        {acting?.kind === 'resend' ? <ResendMessageDialog refund={acting.refund} onClose={close} /> : null}
        {acting?.kind === 'retry' ? <RetryRemittanceDialog refund={acting.refund} onClose={close} /> : null}
      </Suspense>
    ),
  };
}

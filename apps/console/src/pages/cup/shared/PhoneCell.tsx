/**
 * A member's phone number, masked (010-****-5678); with SEOUL_CUP_PHONE_NUMBER_VIEW a 보기 button asks the server
 * for the number in clear (POST .../decrypt, which the server audits) and shows it in place. Without the
 * permission there is no button (and the server refuses the call). One call through the cup client, not an
 * SWR mutation: the number is shown once and cached nowhere, and a list that shows phones does not load
 * swr/mutation for it (issue 31).
 */
import { serverError, useApi } from '@oa/api';
import { useCan } from '@oa/auth';
import type { Envelope } from '@oa/contract/envelope';
import { CUP_PATHS, type PhoneNumber } from '@oa/contract/cup';
import { Button } from '@oa/ui/Button';
import { useState } from 'react';
import { notify } from '../../../app/shell/notify';
import * as s from './PhoneCell.css';

export function PhoneCell({ memberId, masked }: { memberId: number; masked: string }) {
  const canDecrypt = useCan('decryptPhoneNumber');
  const { clients } = useApi();
  const [clear, setClear] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  if (clear !== null) return <span className={s.phone}>{clear}</span>;
  return (
    <span className={s.phoneCell}>
      <span className={s.phone}>{masked}</span>
      {canDecrypt ? (
        <Button
          variant="secondary"
          width="auto"
          loading={asking}
          aria-label={`${masked} 전화번호 보기`}
          onClick={() => {
            if (asking) return;
            setAsking(true);
            clients.SEOUL_CUP.request<Envelope<PhoneNumber>>({ method: 'POST', url: CUP_PATHS.decryptPhone(memberId) })
              .then(
                (response) => {
                  setClear(response.data._data.phone);
                },
                (error: unknown) => {
                  notify('error', serverError(error)?.message ?? '전화번호를 불러오지 못했습니다.');
                },
              )
              .finally(() => {
                setAsking(false);
              });
          }}
        >
          보기
        </Button>
      ) : null}
    </span>
  );
}

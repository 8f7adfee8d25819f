/**
 * A member's phone number, masked (010-****-5678); with SEOUL_CUP_PHONE_NUMBER_VIEW a 보기 button asks the server
 * for the number in clear (POST .../decrypt, which the server audits) and shows it in place. Without the
 * permission there is no button (and the server refuses the call).
 */
import { serverError, useApiMutation } from '@oa/api';
import { useCan } from '@oa/auth';
import { CUP_PATHS, type PhoneNumber } from '@oa/contract/cup';
import { Button } from '@oa/ui/Button';
import { useState } from 'react';
import { notify } from '../../../app/shell/notify';
import * as s from './PhoneCell.css';

export function PhoneCell({ memberId, masked }: { memberId: number; masked: string }) {
  const canDecrypt = useCan('decryptPhoneNumber');
  const [clear, setClear] = useState<string | null>(null);
  const { trigger, isMutating } = useApiMutation<undefined, PhoneNumber>({
    method: 'POST',
    path: CUP_PATHS.decryptPhone(memberId),
    client: 'SEOUL_CUP',
  });
  if (clear !== null) return <span className={s.phone}>{clear}</span>;
  return (
    <span className={s.phoneCell}>
      <span className={s.phone}>{masked}</span>
      {canDecrypt ? (
        <Button
          variant="secondary"
          width="auto"
          loading={isMutating}
          aria-label={`${masked} 전화번호 보기`}
          onClick={() => {
            trigger(undefined).then(
              (answer) => {
                setClear(answer.phone);
              },
              (error: unknown) => {
                notify('error', serverError(error)?.message ?? '전화번호를 불러오지 못했습니다.');
              },
            );
          }}
        >
          보기
        </Button>
      ) : null}
    </span>
  );
}

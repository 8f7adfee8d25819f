/**
 * A member's phone number, masked (010-****-5678); with SEOUL_CUP_PHONE_NUMBER_VIEW a 보기 button asks the server
 * for the number in clear (POST .../decrypt, which the server audits) and shows it in place. Without the
 * permission there is no button (and the server refuses the call). The call is `usePhoneReveal`'s (cupClient.ts).
 */
import { serverError } from '@oa/api';
import { useCan } from '@oa/auth';
import { Button } from '@oa/ui/Button';
import { notify } from '../../../app/shell/notify';
import { usePhoneReveal } from './cupClient';
import * as s from './PhoneCell.css';

export function PhoneCell({ memberId, masked }: { memberId: number; masked: string }) {
  const canDecrypt = useCan('decryptPhoneNumber');
  const { phone, asking, reveal } = usePhoneReveal(memberId);
  if (phone !== null) return <span className={s.phone}>{phone}</span>;
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
            reveal().catch((error: unknown) => {
              notify('error', serverError(error)?.message ?? '전화번호를 불러오지 못했습니다.');
            });
          }}
        >
          보기
        </Button>
      ) : null}
    </span>
  );
}

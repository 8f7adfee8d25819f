/**
 * 컵 폐기 (editCupIds): cup IDs typed or pasted (one per line, or a range `SC00000001~SC00000100`) and a required
 * reason. All or nothing: when any cup may not be discarded (a citizen has it, already discarded, unknown) the
 * server answers 409 SOME_REFUSED with each refused ID and why, nothing changes, and the dialog lists them and
 * keeps what was typed. One request id for the dialog's life, so 폐기 pressed twice discards once. Its own module,
 * loaded on demand.
 */
import { serverError } from '@oa/api';
import { CUP_LIFE_PATHS, LIFE_REASON_MAX, type DiscardCupsInput, type StateChangeResult } from '@oa/contract/cupLife';
import { formatNumber } from '@oa/ui/format';
import { Textarea } from '@oa/ui/Textarea';
import { useState } from 'react';
import { FormDialog } from '../../../app/forms/FormDialog';
import { SAVE_FAILED } from '../../../app/forms/useForm';
import { useRequestForm } from '../../../app/forms/useRequestForm';
import { notify } from '../../../app/shell/notify';
import { discardInput, EMPTY_DISCARD, parseCupIds, validateDiscard, type DiscardValues } from './idForms';
import * as s from './ids.css';

export interface DiscardCupsDialogProps {
  onClose: () => void;
}

export function DiscardCupsDialog({ onClose }: DiscardCupsDialogProps) {
  const [refused, setRefused] = useState<[string, string][]>([]);
  const form = useRequestForm<DiscardValues, DiscardCupsInput, StateChangeResult>({
    request: { method: 'POST', path: CUP_LIFE_PATHS.discardCups, client: 'SEOUL_CUP' },
    revalidate: [CUP_LIFE_PATHS.cups, CUP_LIFE_PATHS.idRanges],
    input: discardInput,
    initial: EMPTY_DISCARD,
    validate: (values) => {
      setRefused([]);
      return validateDiscard(values);
    },
    // The refused IDs are listed under the fields, not on a field of their own.
    fieldPath: () => 'refused',
    failed: (error) => {
      const body = serverError(error);
      if (body?.code === 'SOME_REFUSED') {
        setRefused(Object.entries(body.fields ?? {}));
        return body.message === '' ? '폐기할 수 없는 컵이 있어 아무것도 폐기하지 않았습니다.' : body.message;
      }
      return body?.message ?? SAVE_FAILED;
    },
    onSaved: (result) => {
      notify(
        'success',
        result.repeated ? '이미 처리된 폐기 요청입니다.' : `컵 ${formatNumber(result.count)}개를 폐기했습니다.`,
      );
      onClose();
    },
  });
  const parsed = parseCupIds(form.values.cuids);
  return (
    <FormDialog
      form={form}
      title="컵 폐기"
      description="폐기한 컵은 다시 쓸 수 없습니다. 시민이 대여 중인 컵은 폐기할 수 없습니다."
      confirmLabel={parsed.ok ? `${formatNumber(parsed.ids.length)}개 폐기` : '폐기'}
      label="컵 폐기"
      width="md"
      onClose={onClose}
    >
      <Textarea
        label="컵 ID"
        required
        rows={6}
        hint="한 줄에 하나씩 넣거나 붙여 넣으세요. 범위는 SC00000001~SC00000100처럼 씁니다."
        {...form.field('cuids')}
      />
      <Textarea
        label="폐기 사유"
        required
        rows={2}
        maxLength={LIFE_REASON_MAX}
        placeholder="예: 세척 중 파손"
        {...form.field('reason')}
      />
      {refused.length === 0 ? null : (
        <div role="region" aria-label="폐기할 수 없는 컵">
          <p
            className={s.note}
          >{`폐기할 수 없는 컵 ${formatNumber(refused.length)}개 (아무것도 폐기하지 않았습니다)`}</p>
          <ul className={s.refusedList}>
            {refused.map(([cuid, reason]) => (
              <li key={cuid}>
                <span className={s.digits}>{cuid}</span>: <span className={s.reason}>{reason}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </FormDialog>
  );
}

export default DiscardCupsDialog;

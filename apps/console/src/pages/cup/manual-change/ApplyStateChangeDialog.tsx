/**
 * 변경 asked first: how many cups or boxes become which state, and the reason. 확인 sends the prepared change
 * without `preview`, with the request id made for that preview, so a second press (or a retry after a lost answer)
 * applies it once. A 409 SOME_REFUSED changed nothing: its IDs and reasons go to the preview table and the
 * dialog says so. Its own module, loaded on demand.
 */
import { serverError, useApiMutation } from '@oa/api';
import { CUP_LIFE_PATHS, type IdKind, type StateChangeResult } from '@oa/contract/cupLife';
import { DescriptionList } from '@oa/ui/DescriptionList';
import { formatNumber } from '@oa/ui/format';
import { boxStatus, cupStatus, statusLabel } from '@oa/ui/StatusBadge';
import { ActionDialog } from '../../../app/forms/ActionDialog';
import { notify } from '../../../app/shell/notify';
import { LIFE_LABELS as T } from '../shared/lifeLabels';
import { refusedResult, type PreparedChange } from './preparedChange';
import { stateChangeInput, type StateChangeInput } from './stateChangeForm';

const WORDS = {
  CUP: { noun: '컵', path: CUP_LIFE_PATHS.cupStateChanges, table: cupStatus, revalidate: [CUP_LIFE_PATHS.cups] },
  BOX: { noun: '박스', path: CUP_LIFE_PATHS.boxStateChanges, table: boxStatus, revalidate: [CUP_LIFE_PATHS.boxes] },
} as const;

export interface ApplyStateChangeDialogProps {
  kind: IdKind;
  prepared: PreparedChange;
  /** The server refused some IDs when it was applied (nothing changed). */
  onRefused: (result: StateChangeResult) => void;
  onApplied: (result: StateChangeResult) => void;
  onClose: () => void;
}

export function ApplyStateChangeDialog({ kind, prepared, onRefused, onApplied, onClose }: ApplyStateChangeDialogProps) {
  const words = WORDS[kind];
  const apply = useApiMutation<StateChangeInput, StateChangeResult>(
    { method: 'POST', path: words.path, client: 'SEOUL_CUP' },
    { revalidate: words.revalidate },
  ).trigger as (body: StateChangeInput) => Promise<StateChangeResult>;
  const target = statusLabel(words.table, prepared.result.toState);
  const count = formatNumber(prepared.result.changes.length);
  return (
    <ActionDialog
      title="상태 변경 확인"
      confirmLabel="변경"
      question={`${words.noun} ${count}개를 '${target}'(으)로 바꿀까요? 변경 이력에 사유와 처리자가 남습니다.`}
      run={async () => {
        try {
          return await apply(stateChangeInput(kind, prepared.values, prepared.requestId, false));
        } catch (error) {
          const refused = refusedResult(error, prepared);
          if (refused !== null) onRefused(refused);
          throw error;
        }
      }}
      onDone={(result) => {
        notify(
          'success',
          result.repeated
            ? '이미 적용된 변경입니다.'
            : `${words.noun} ${formatNumber(result.count)}개를 '${target}'(으)로 바꿨습니다.`,
        );
        onApplied(result);
      }}
      failed={(error) => {
        const body = serverError(error);
        if (body?.code === 'SOME_REFUSED')
          return `${body.message} 아무것도 바뀌지 않았습니다. 미리 보기 표에서 거부된 ID를 확인해 주세요.`;
        return body?.message ?? '변경하지 못했습니다. 잠시 후 다시 시도해 주세요.';
      }}
      onClose={onClose}
    >
      <DescriptionList
        columns={1}
        items={[
          { label: '대상', value: `${words.noun} ${count}개` },
          { label: '바꿀 상태', value: target },
          { label: T.reason, value: prepared.values.reason.trim() },
        ]}
      />
    </ActionDialog>
  );
}

export default ApplyStateChangeDialog;

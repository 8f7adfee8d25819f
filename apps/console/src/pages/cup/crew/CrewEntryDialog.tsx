/**
 * 수동 충전 (manualRefill: a delivered box's cups loaded into a rental machine) and 수동 입고 (manualReceiving: a
 * return machine's cups received at the washing site), entered by hand with a reason. The server's refusal (the
 * box's or the machine's state, an unknown machine or box) stays in the dialog in its words, with what was typed.
 * The request id is made once when the dialog opens, so pressing 확인 twice enters it once. Its own module,
 * loaded on demand.
 */
import {
  CUP_MONEY_PATHS,
  type ManualReceivingInput,
  type ManualRefillInput,
  type Refill,
  type Retrieval,
} from '@oa/contract/cupMoney';
import { formatNumber } from '@oa/ui/format';
import { Textarea } from '@oa/ui/Textarea';
import { TextField } from '@oa/ui/TextField';
import { FormDialog } from '../../../app/forms/FormDialog';
import { useRequestForm } from '../../../app/forms/useRequestForm';
import { notify } from '../../../app/shell/notify';
import { CREW_LABELS as C } from '../shared/moneyLabels';
import { REASON_MAX } from '../shared/reason';
import {
  EMPTY_CREW_ENTRY,
  receivingInput,
  refillInput,
  validateCrewEntry,
  type CrewEntryKind,
  type CrewEntryValues,
} from './crewForm';

const WORDS = {
  refill: {
    title: '수동 충전',
    confirm: '충전',
    description: '배송된 박스의 컵을 대여기에 직접 넣은 경우 입력합니다. 박스의 컵이 대여기 재고가 됩니다.',
    machine: '대여기 ID',
    example: '예: RENT-GN-001',
    reason: '예: 대여기 재고 없음 민원으로 긴급 충전',
    path: CUP_MONEY_PATHS.refills,
    done: (entry: Refill | Retrieval) => `${entry.machineId ?? ''}에 컵 ${formatNumber(entry.count)}개를 충전했습니다.`,
  },
  receiving: {
    title: '수동 입고',
    confirm: '입고',
    description: '반납기의 컵을 세척장에서 직접 받은 경우 입력합니다. 반납기가 비워지고 컵이 세척장에 입고됩니다.',
    machine: '반납기 ID',
    example: '예: RTRN-GN-001',
    reason: '예: 반납기 통신 장애로 비움 미보고',
    path: CUP_MONEY_PATHS.retrievals,
    done: (entry: Refill | Retrieval) => `${entry.machineId ?? ''}의 컵 ${formatNumber(entry.count)}개를 입고했습니다.`,
  },
} as const;

export interface CrewEntryDialogProps {
  kind: CrewEntryKind;
  onClose: () => void;
}

export function CrewEntryDialog({ kind, onClose }: CrewEntryDialogProps) {
  const words = WORDS[kind];
  const form = useRequestForm<CrewEntryValues, ManualRefillInput | ManualReceivingInput, Refill | Retrieval>({
    request: { method: 'POST', path: words.path, client: 'SEOUL_CUP' },
    revalidate: [words.path],
    input: kind === 'refill' ? refillInput : receivingInput,
    initial: EMPTY_CREW_ENTRY,
    validate: (values) => validateCrewEntry(kind, values),
    onSaved: (entry) => {
      notify('success', words.done(entry));
      onClose();
    },
  });
  const { field } = form;
  return (
    <FormDialog
      form={form}
      title={words.title}
      description={words.description}
      confirmLabel={words.confirm}
      label={words.title}
      onClose={onClose}
    >
      <TextField
        label={words.machine}
        required
        autoComplete="off"
        placeholder={words.example}
        {...field('machineId')}
      />
      {kind === 'refill' ? (
        <TextField label={C.boxNumber} required autoComplete="off" placeholder="예: BX000123" {...field('boxNumber')} />
      ) : null}
      <Textarea
        label={C.reason}
        required
        rows={3}
        maxLength={REASON_MAX}
        placeholder={words.reason}
        {...field('reason')}
      />
    </FormDialog>
  );
}

export default CrewEntryDialog;

/**
 * The weight and height calibration modals (spec: lazily loaded modals; the realtime screen imports this module
 * only when one is opened). The operator picks the bin and enters the reference value; the modal is the
 * command's confirmation, so its 보정 button sends it.
 */
import { formatNumber } from '@oa/ui/format';
import { parseNumberText } from '@oa/ui/NumberField';
import { ConfirmButtons } from '@oa/ui/ConfirmButtons';
import { Modal } from '@oa/ui/Modal';
import { NumberField } from '@oa/ui/NumberField';
import { Select } from '@oa/ui/Select';
import { Stack } from '@oa/ui/Stack';
import { materialType, statusLabel } from '@oa/ui/StatusBadge';
import type { RobotBin } from '@oa/api';
import { useId, useState, type SyntheticEvent } from 'react';
import { CALIBRATION_LIMITS, COMMAND_LABELS, type RobotCommandDraft } from './robotLive';

export type CalibrationCommand = 'CALIBRATE_WEIGHT' | 'CALIBRATE_HEIGHT';

const WORDS: Record<CalibrationCommand, { field: string; hint: string; description: string }> = {
  CALIBRATE_WEIGHT: {
    field: '기준 무게',
    hint: '저울에 올린 기준 추의 무게를 입력하세요.',
    description: '수거함의 저울에 기준 추를 올린 뒤 보정하세요.',
  },
  CALIBRATE_HEIGHT: {
    field: '빈 수거함 높이',
    hint: '비어 있는 수거함의 바닥까지 잰 높이를 입력하세요.',
    description: '수거함을 비운 뒤 보정하세요.',
  },
};

export interface CalibrationModalProps {
  command: CalibrationCommand;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  bins: readonly RobotBin[];
  /** The command is being sent: the 보정 button is busy. */
  sending?: boolean;
  /** Called with a valid command; the caller sends it and closes the modal. */
  onSubmit: (draft: RobotCommandDraft) => void;
}

/** The value's problem in Korean, or null when it is within the contract's limits. */
export function calibrationValueError(command: CalibrationCommand, text: string): string | null {
  const { min, max, unit } = CALIBRATION_LIMITS[command];
  if (text.trim() === '') return '필수 항목입니다.';
  const value = parseNumberText(text);
  if (value === null || !Number.isInteger(value) || value < min || value > max) {
    return `${formatNumber(min)}${unit} 이상 ${formatNumber(max)}${unit} 이하의 정수로 입력해 주세요.`;
  }
  return null;
}

export function CalibrationModal({
  command,
  open,
  onOpenChange,
  bins,
  sending = false,
  onSubmit,
}: CalibrationModalProps) {
  const formId = useId();
  const words = WORDS[command];
  const [slot, setSlot] = useState(String(bins[0]?.slot ?? ''));
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const label = COMMAND_LABELS[command];

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = calibrationValueError(command, value);
    setError(problem);
    const parsed = parseNumberText(value);
    if (problem !== null || parsed === null) return;
    const chosen = Number(slot);
    onSubmit(
      command === 'CALIBRATE_WEIGHT'
        ? { command, slot: chosen, referenceGrams: parsed }
        : { command, slot: chosen, emptyHeightMm: parsed },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={label}
      description={words.description}
      width="sm"
      footer={
        <ConfirmButtons
          align="end"
          confirmLabel="보정"
          confirmType="submit"
          form={formId}
          confirmLoading={sending}
          onCancel={() => {
            onOpenChange(false);
          }}
        />
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Stack gap="16">
          <Select
            label="수거함"
            required
            placeholder={false}
            value={slot}
            onChange={(event) => {
              setSlot(event.target.value);
            }}
            options={bins.map((bin) => ({
              value: String(bin.slot),
              label: `${String(bin.slot)}번 수거함 (${statusLabel(materialType, bin.material)})`,
            }))}
          />
          <NumberField
            label={words.field}
            required
            unit={CALIBRATION_LIMITS[command].unit}
            hint={words.hint}
            error={error ?? undefined}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              if (error !== null) setError(null);
            }}
          />
        </Stack>
      </form>
    </Modal>
  );
}

/** For React.lazy: one default per modal would need two files; both share this chunk. */
export default CalibrationModal;

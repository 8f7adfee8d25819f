/**
 * A command's confirmation (realtime control): the question, 취소 and the command's own button; for
 * SET_OPERATION_STATE the state is chosen here. Loaded with the first command (RobotCommands.tsx).
 */
import type { OperationState } from '@oa/api';
import { ConfirmButtons } from '@oa/ui/ConfirmButtons';
import { Modal } from '@oa/ui/Modal';
import { Select } from '@oa/ui/Select';
import { Stack } from '@oa/ui/Stack';
import { robotOperationStatus, statusLabel } from '@oa/ui/StatusBadge';
import { useState } from 'react';
import * as s from './RealtimeControlPage.css';
import { COMMAND_LABELS, commandQuestion, SETTABLE_OPERATION_STATES, type RobotCommandDraft } from './robotLive';

const OPERATION_OPTIONS = SETTABLE_OPERATION_STATES.map((value) => ({
  value,
  label: statusLabel(robotOperationStatus, value),
}));

export interface CommandConfirmModalProps {
  draft: RobotCommandDraft | null;
  robotName: string;
  currentState: OperationState;
  sending: boolean;
  onChange: (draft: RobotCommandDraft | null) => void;
  onConfirm: (draft: RobotCommandDraft) => void;
}

export default function CommandConfirmModal({
  draft,
  robotName,
  currentState,
  sending,
  onChange,
  onConfirm,
}: CommandConfirmModalProps) {
  const [shown, setShown] = useState(draft);
  // Keeps the last command's words while the modal closes.
  if (draft !== null && draft !== shown) setShown(draft);
  const current = draft ?? shown;
  if (current === null) return null;
  const label = COMMAND_LABELS[current.command];
  const operationLabel =
    current.command === 'SET_OPERATION_STATE' ? statusLabel(robotOperationStatus, current.operationState) : '';
  const unchanged = current.command === 'SET_OPERATION_STATE' && current.operationState === currentState;
  return (
    <Modal
      open={draft !== null}
      onOpenChange={(open) => {
        if (!open && !sending) onChange(null);
      }}
      title={label}
      width="sm"
      footer={
        <ConfirmButtons
          align="end"
          confirmLabel={label}
          confirmLoading={sending}
          confirmDisabled={unchanged}
          cancelDisabled={sending}
          onCancel={() => {
            onChange(null);
          }}
          onConfirm={() => {
            onConfirm(current);
          }}
        />
      }
    >
      <Stack gap="16">
        {current.command === 'SET_OPERATION_STATE' && (
          <Select
            label="변경할 운영 상태"
            placeholder={false}
            value={current.operationState}
            options={OPERATION_OPTIONS}
            hint={`현재: ${statusLabel(robotOperationStatus, currentState)}`}
            onChange={(event) => {
              onChange({ command: 'SET_OPERATION_STATE', operationState: event.target.value as OperationState });
            }}
          />
        )}
        <p className={s.question}>{commandQuestion(current, robotName, operationLabel)}</p>
      </Stack>
    </Modal>
  );
}

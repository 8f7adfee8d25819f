/**
 * Commands to one robot (realtime control): restart, set the operation state, open or lock the door, empty a bin,
 * and the weight and height calibrations. Each is confirmed first, sent with a fresh requestId
 * (POST /oa/v1/robots/:machineId/commands), answered with a toast, and its log line and new state go to the
 * screen (`onResult`). Only for users who may `sendRobotCommand`; an offline robot's commands are disabled.
 */
import {
  ROBOT_PATHS,
  serverError,
  useApiMutation,
  type OperationState,
  type RobotBin,
  type RobotCommand,
  type RobotCommandResult,
  type RobotLiveState,
} from '@oa/api';
import { ACTIONS, useCan } from '@oa/auth';
import { Button } from '@oa/ui/Button';
import { Card } from '@oa/ui/Card';
import { ConfirmButtons } from '@oa/ui/ConfirmButtons';
import { Modal } from '@oa/ui/Modal';
import { Select } from '@oa/ui/Select';
import { Stack } from '@oa/ui/Stack';
import { statusLabel } from '@oa/ui/StatusBadge';
import { toast } from '@oa/ui/Toast';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import type { CalibrationCommand } from './CalibrationModal';
import * as s from './RealtimeControlPage.css';
import {
  COMMAND_LABELS,
  commandIsMoot,
  commandQuestion,
  SETTABLE_OPERATION_STATES,
  withRequestId,
  type RobotCommandDraft,
} from './robotLive';

/** spec: the weight and height modals load when first opened. */
const CalibrationModal = lazy(() => import('./CalibrationModal'));

const OPERATION_OPTIONS = SETTABLE_OPERATION_STATES.map((value) => ({
  value,
  label: statusLabel('robotOperation', value),
}));

/** What a command's toast says. */
export function commandToast(result: RobotCommandResult): { type: 'success' | 'error'; message: string } {
  const labels: Partial<Record<string, string>> = COMMAND_LABELS;
  const label = labels[result.log.code] ?? result.log.code;
  return result.log.result === 'FAILED'
    ? { type: 'error', message: `${label} 명령이 실패했습니다. ${result.log.message}` }
    : { type: 'success', message: `${label} 명령을 보냈습니다.` };
}

export interface RobotCommandsOptions {
  machineId: string;
  state: RobotLiveState | null;
  online: boolean;
  /** The server's answer to a sent command: its log line and the robot's new state. */
  onResult: (result: RobotCommandResult) => void;
}

export interface RobotCommands {
  /** Whether the user may send commands at all (otherwise nothing below is shown). */
  allowed: boolean;
  /** The command card (null when not allowed or no state yet). */
  panel: ReactNode;
  /** 수거함 비우기 for one bin (null when not allowed). */
  binAction: (bin: RobotBin) => ReactNode;
  /** The confirmation and calibration dialogs; render once. */
  dialogs: ReactNode;
}

export function useRobotCommands({ machineId, state, online, onResult }: RobotCommandsOptions): RobotCommands {
  const allowed = useCan('sendRobotCommand');
  const offlineNoteId = useId();
  const { trigger, isMutating } = useApiMutation<RobotCommand, RobotCommandResult>({
    method: 'POST',
    path: ROBOT_PATHS.commands(machineId),
  });
  const [confirming, setConfirming] = useState<RobotCommandDraft | null>(null);
  const [calibrating, setCalibrating] = useState<CalibrationCommand | null>(null);
  // The calibration modal stays mounted after its first use, so it closes with its animation.
  const [calibrationShown, setCalibrationShown] = useState<CalibrationCommand | null>(null);

  const send = async (draft: RobotCommandDraft) => {
    const label = COMMAND_LABELS[draft.command];
    try {
      const result = await trigger(withRequestId(draft));
      onResult(result);
      const { type, message } = commandToast(result);
      toast[type](message);
      setConfirming(null);
      setCalibrating(null);
    } catch (error) {
      toast.error(serverError(error)?.message ?? `${label} 명령을 보내지 못했습니다. 잠시 후 다시 시도해 주세요.`);
      // The plain confirmation closes (the toast says why); a calibration keeps what was typed.
      setConfirming(null);
    }
  };

  if (!allowed || state === null) {
    return { allowed, panel: null, binAction: () => null, dialogs: null };
  }

  const disabled = !online || isMutating;
  const ask = (draft: RobotCommandDraft) => {
    setConfirming(draft);
  };
  const button = (draft: RobotCommandDraft, variant: 'secondary' | 'danger' = 'secondary') => (
    <Button
      variant={variant}
      width="auto"
      disabled={disabled || commandIsMoot(draft, state)}
      aria-describedby={online ? undefined : offlineNoteId}
      onClick={() => {
        ask(draft);
      }}
    >
      {COMMAND_LABELS[draft.command]}
    </Button>
  );
  const calibrateButton = (command: CalibrationCommand) => (
    <Button
      variant="secondary"
      width="auto"
      disabled={disabled || state.bins.length === 0}
      aria-describedby={online ? undefined : offlineNoteId}
      onClick={() => {
        setCalibrationShown(command);
        setCalibrating(command);
      }}
    >
      {COMMAND_LABELS[command]}
    </Button>
  );

  const panel = (
    <Card title="제어" headingLevel={2}>
      <Stack gap="12">
        {!online && (
          <p id={offlineNoteId} className={s.note}>
            로봇이 연결되어 있지 않아 명령을 보낼 수 없습니다. 로봇이 다시 연결되면 명령을 보낼 수 있습니다.
          </p>
        )}
        <div className={s.commandRow} role="group" aria-label={ACTIONS.sendRobotCommand.label}>
          {button({ command: 'RESTART' }, 'danger')}
          <Button
            variant="secondary"
            width="auto"
            disabled={disabled}
            aria-describedby={online ? undefined : offlineNoteId}
            onClick={() => {
              ask({
                command: 'SET_OPERATION_STATE',
                operationState: SETTABLE_OPERATION_STATES.find((value) => value !== state.operationState) ?? 'CHECK',
              });
            }}
          >
            {COMMAND_LABELS.SET_OPERATION_STATE}
          </Button>
          {button({ command: 'OPEN_DOOR' })}
          {button({ command: 'LOCK_DOOR' })}
          {calibrateButton('CALIBRATE_WEIGHT')}
          {calibrateButton('CALIBRATE_HEIGHT')}
        </div>
      </Stack>
    </Card>
  );

  const binAction = (bin: RobotBin) => (
    <Button
      variant="secondary"
      width="auto"
      height={28}
      disabled={disabled}
      aria-label={`${String(bin.slot)}번 ${COMMAND_LABELS.EMPTY_BIN}`}
      aria-describedby={online ? undefined : offlineNoteId}
      onClick={() => {
        ask({ command: 'EMPTY_BIN', slot: bin.slot });
      }}
    >
      {COMMAND_LABELS.EMPTY_BIN}
    </Button>
  );

  const dialogs = (
    <>
      <CommandConfirmModal
        draft={confirming}
        robotName={state.name}
        currentState={state.operationState}
        sending={isMutating}
        onChange={setConfirming}
        onConfirm={(draft) => void send(draft)}
      />
      {calibrationShown !== null && (
        <Suspense fallback={null}>
          <CalibrationModal
            key={calibrationShown}
            command={calibrationShown}
            open={calibrating !== null}
            onOpenChange={(open) => {
              if (!open) setCalibrating(null);
            }}
            bins={state.bins}
            sending={isMutating}
            onSubmit={(draft) => void send(draft)}
          />
        </Suspense>
      )}
    </>
  );

  return { allowed, panel, binAction, dialogs };
}

interface CommandConfirmModalProps {
  draft: RobotCommandDraft | null;
  robotName: string;
  currentState: OperationState;
  sending: boolean;
  onChange: (draft: RobotCommandDraft | null) => void;
  onConfirm: (draft: RobotCommandDraft) => void;
}

/** 'Do you want to …?' with 취소 and the command's own button; SET_OPERATION_STATE chooses its state here. */
function CommandConfirmModal({
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
    current.command === 'SET_OPERATION_STATE' ? statusLabel('robotOperation', current.operationState) : '';
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
            hint={`현재: ${statusLabel('robotOperation', currentState)}`}
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

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
  type RobotBin,
  type RobotCommand,
  type RobotCommandResult,
  type RobotLiveState,
} from '@oa/api';
import { ACTIONS, useCan } from '@oa/auth';
import { Button } from '@oa/ui/Button';
import { Card } from '@oa/ui/Card';
import { Stack } from '@oa/ui/Stack';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import type { CalibrationCommand } from './CalibrationModal';
import { notify } from '../../../app/shell/notify';
import * as s from './RealtimeControlPage.css';
import {
  COMMAND_LABELS,
  commandIsMoot,
  SETTABLE_OPERATION_STATES,
  withRequestId,
  type RobotCommandDraft,
} from './robotLive';

/** spec: the weight and height modals load when first opened. */
const CalibrationModal = lazy(() => import('./CalibrationModal'));
/** The confirmation's Modal (Radix Dialog) loads with the first command, not with the screen. */
const CommandConfirmModal = lazy(() => import('./CommandConfirmModal'));

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
  const [confirmShown, setConfirmShown] = useState(false);
  const [calibrating, setCalibrating] = useState<CalibrationCommand | null>(null);
  // The calibration modal stays mounted after its first use, so it closes with its animation.
  const [calibrationShown, setCalibrationShown] = useState<CalibrationCommand | null>(null);

  const send = async (draft: RobotCommandDraft) => {
    const label = COMMAND_LABELS[draft.command];
    try {
      const result = await trigger(withRequestId(draft));
      onResult(result);
      const { type, message } = commandToast(result);
      notify(type, message);
      setConfirming(null);
      setCalibrating(null);
    } catch (error) {
      notify('error', serverError(error)?.message ?? `${label} 명령을 보내지 못했습니다. 잠시 후 다시 시도해 주세요.`);
      // The plain confirmation closes (the toast says why); a calibration keeps what was typed.
      setConfirming(null);
    }
  };

  if (!allowed || state === null) {
    return { allowed, panel: null, binAction: () => null, dialogs: null };
  }

  const disabled = !online || isMutating;
  const ask = (draft: RobotCommandDraft) => {
    setConfirmShown(true);
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
      {confirmShown && (
        <Suspense fallback={null}>
          <CommandConfirmModal
            draft={confirming}
            robotName={state.name}
            currentState={state.operationState}
            sending={isMutating}
            onChange={setConfirming}
            onConfirm={(draft) => void send(draft)}
          />
        </Suspense>
      )}
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

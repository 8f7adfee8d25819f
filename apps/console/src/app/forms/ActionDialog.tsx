/**
 * A change asked first (삭제, 초기화, 잠금, 추가…): the Modal with 취소 and the confirm button (busy while the change
 * runs) in its footer, the question, what else the change needs (a group to choose, a list of consequences), and the
 * refusal's message under them. A refusal keeps the dialog open with the Korean reason; a second press while the change
 * runs does nothing. Every area's confirmations are this dialog; the caller owns the request and what follows it.
 */
import { ConfirmButtons } from '@oa/ui/ConfirmButtons';
import { Modal, type ModalProps } from '@oa/ui/Modal';
import { Stack } from '@oa/ui/Stack';
import { useRef, useState, type ReactNode } from 'react';
import * as s from './ActionDialog.css';
import { FormAlert } from './FormAlert';

export interface ActionDialogProps<T> {
  title: string;
  description?: string | undefined;
  width?: ModalProps['width'];
  /** The confirm button's text (삭제, 초기화, 3명 추가…). */
  confirmLabel: string;
  /** The question asked, in a sentence: "…을(를) 삭제할까요? 되돌릴 수 없습니다." */
  question?: string;
  /** Before the change: a message when it cannot run yet (nothing chosen), or null. */
  check?: () => string | null;
  /** The change itself; what it resolves with goes to `onDone`. */
  run: () => Promise<T>;
  /** After the change: notify, pass the answer on, close. */
  onDone: (answer: T) => void;
  /** The Korean message for a refusal or a failure. */
  failed: (error: unknown) => string;
  onClose: () => void;
  children?: ReactNode;
}

export function ActionDialog<T>({
  title,
  description,
  width = 'sm',
  confirmLabel,
  question,
  check,
  run,
  onDone,
  failed,
  onClose,
  children,
}: ActionDialogProps<T>) {
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const confirm = async () => {
    if (running.current) return;
    const refusal = check?.() ?? null;
    setMessage(refusal);
    if (refusal !== null) return;
    running.current = true;
    setBusy(true);
    try {
      const answer = await run();
      onDone(answer);
    } catch (error) {
      setMessage(failed(error));
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      width={width}
      title={title}
      description={description}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <ConfirmButtons
          align="end"
          onCancel={onClose}
          confirmLabel={confirmLabel}
          confirmLoading={busy}
          onConfirm={() => void confirm()}
        />
      }
    >
      <Stack gap="16">
        {question === undefined ? null : <p className={s.question}>{question}</p>}
        {children}
        <FormAlert message={message} />
      </Stack>
    </Modal>
  );
}

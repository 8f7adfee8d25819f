/**
 * The question before leaving a form with unsaved changes: stay (the default, and Escape) or leave. Its own
 * module, loaded only when a navigation is blocked, so the dialog's code is not in the form's first load.
 */
import { ConfirmButtons } from '@oa/ui/ConfirmButtons';
import { Modal } from '@oa/ui/Modal';

export interface UnsavedChangesDialogProps {
  onStay: () => void;
  onLeave: () => void;
}

export function UnsavedChangesDialog({ onStay, onLeave }: UnsavedChangesDialogProps) {
  return (
    <Modal
      open
      width="sm"
      title="저장하지 않은 변경 사항"
      description="저장하지 않은 내용이 있습니다. 이 화면을 떠나면 입력한 내용이 사라집니다."
      onOpenChange={(open) => {
        if (!open) onStay();
      }}
      footer={
        <ConfirmButtons
          align="end"
          cancelLabel="계속 작성"
          confirmLabel="나가기"
          onCancel={onStay}
          onConfirm={onLeave}
        />
      }
    >
      <p>그래도 이 화면을 떠날까요?</p>
    </Modal>
  );
}

export default UnsavedChangesDialog;

/** AuditHistoryButton's dialog: the audit records in a wide modal (its own chunk). */
import { Modal } from '@oa/ui/Modal';
import { AuditHistory, type AuditHistoryProps } from './AuditHistory';

export default function AuditHistoryDialog({
  title,
  onClose,
  ...filter
}: Pick<AuditHistoryProps, 'actionPrefix' | 'target'> & { title: string; onClose: () => void }) {
  return (
    <Modal
      open
      width="lg"
      title={title}
      description="누가 언제 무엇을 바꿨는지, 바뀌기 전과 후의 값입니다."
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <AuditHistory {...filter} />
    </Modal>
  );
}

/**
 * A form in a dialog (등록, 수정): the Modal with 취소 and the submit button (busy while saving) in its footer, the
 * fields, and the form's message under them. Closing (Escape, 닫기, 취소) leaves without saving.
 */
import { ConfirmButtons } from '@oa/ui/ConfirmButtons';
import { Modal, type ModalProps } from '@oa/ui/Modal';
import { Stack } from '@oa/ui/Stack';
import type { ReactNode } from 'react';
import { FormAlert } from './FormAlert';
import type { Form } from './useForm';

export interface FormDialogProps {
  form: Pick<Form<object>, 'id' | 'busy' | 'message' | 'submit'>;
  title: string;
  description?: string | undefined;
  width?: ModalProps['width'];
  /** The submit button's text. */
  confirmLabel: string;
  /** The form's accessible name. */
  label?: string;
  onClose: () => void;
  children: ReactNode;
}

export function FormDialog({
  form,
  title,
  description,
  width,
  confirmLabel,
  label,
  onClose,
  children,
}: FormDialogProps) {
  return (
    <Modal
      open
      width={width}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      description={description}
      footer={
        <ConfirmButtons
          align="end"
          onCancel={onClose}
          confirmLabel={confirmLabel}
          confirmType="submit"
          form={form.id}
          confirmLoading={form.busy}
        />
      }
    >
      <form id={form.id} noValidate aria-label={label} onSubmit={form.submit}>
        <Stack gap="16">
          {children}
          <FormAlert message={form.message} />
        </Stack>
      </form>
    </Modal>
  );
}

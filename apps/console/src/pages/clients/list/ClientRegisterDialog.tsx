/**
 * 고객사 등록 in a dialog (registerClient): every field checked in Korean before sending, the server's per-field
 * answers (400, 409) on their fields, nothing typed lost on a failure, one client per save (a second click or Enter
 * while saving does nothing). Its own module, loaded when the dialog first opens.
 */
import { USER_PATHS, serverError, useApiMutation, type Client, type ClientInput } from '@oa/api';
import { ConfirmButtons } from '@oa/ui/ConfirmButtons';
import { Modal } from '@oa/ui/Modal';
import { Stack } from '@oa/ui/Stack';
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { notify } from '../../../app/shell/notify';
import { FormAlert } from '../../../app/forms/FormAlert';
import {
  clientInput,
  clientServerErrors,
  EMPTY_CLIENT_FORM,
  firstClientError,
  validateClientForm,
  type ClientField,
  type ClientFormErrors,
  type ClientFormValues,
} from '../shared/clientForm';
import { ClientFormFields } from '../shared/ClientFormFields';

export interface ClientRegisterDialogProps {
  onClose: () => void;
}

export function ClientRegisterDialog({ onClose }: ClientRegisterDialogProps) {
  const formId = useId();
  const idOf = (field: ClientField) => `${formId}-${field}`;
  const [values, setValues] = useState<ClientFormValues>(EMPTY_CLIENT_FORM);
  const [errors, setErrors] = useState<ClientFormErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const saving = useRef(false);
  const { trigger, isMutating } = useApiMutation<ClientInput, Client>(
    { method: 'POST', path: USER_PATHS.clients },
    { revalidate: [USER_PATHS.clients] },
  );

  const focusFirst = (found: ClientFormErrors) => {
    const first = firstClientError(found);
    if (first !== undefined) {
      requestAnimationFrame(() => {
        document.getElementById(idOf(first))?.focus();
      });
    }
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving.current) return;
    const found = validateClientForm(values);
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0) {
      setMessage('입력값을 확인해 주세요.');
      focusFirst(found);
      return;
    }
    saving.current = true;
    try {
      const client = await trigger(clientInput(values));
      notify('success', `고객사 ${client.name}(${client.uid})을(를) 등록했습니다.`);
      onClose();
    } catch (error) {
      const answer = serverError(error);
      const fields = clientServerErrors(answer?.fields);
      setErrors(fields);
      setMessage(answer?.message ?? '등록하지 못했습니다. 잠시 후 다시 시도해 주세요.');
      focusFirst(fields);
    } finally {
      saving.current = false;
    }
  };

  return (
    <Modal
      open
      width="md"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="고객사 등록"
      description="고객사 ID는 등록할 때 자동으로 정해집니다."
      footer={
        <ConfirmButtons
          align="end"
          onCancel={onClose}
          confirmLabel="등록"
          confirmType="submit"
          form={formId}
          confirmLoading={isMutating}
        />
      }
    >
      <form id={formId} noValidate aria-label="고객사 등록" onSubmit={(event) => void submit(event)}>
        <Stack gap="16">
          <ClientFormFields
            values={values}
            errors={errors}
            idOf={idOf}
            selfId={null}
            storedPhone={null}
            onChange={(field, value) => {
              setValues((current) => ({ ...current, [field]: value }));
            }}
          />
          <FormAlert message={message} />
        </Stack>
      </form>
    </Modal>
  );
}

export default ClientRegisterDialog;

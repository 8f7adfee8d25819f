/**
 * 고객사 등록 in a dialog (registerClient): every field checked in Korean before sending, the server's per-field
 * answers (400, 409) on their fields, nothing typed lost on a failure, one client per save (a second click or Enter
 * while saving does nothing). Its own module, loaded when the dialog first opens.
 */
import { USER_PATHS, useApiMutation, type Client, type ClientInput } from '@oa/api';
import { FormDialog } from '../../../app/forms/FormDialog';
import { useForm } from '../../../app/forms/useForm';
import { notify } from '../../../app/shell/notify';
import { clientInput, EMPTY_CLIENT_FORM, validateClientForm } from '../shared/clientForm';
import { ClientFormFields } from '../shared/ClientFormFields';

export interface ClientRegisterDialogProps {
  onClose: () => void;
}

export function ClientRegisterDialog({ onClose }: ClientRegisterDialogProps) {
  const { trigger } = useApiMutation<ClientInput, Client>(
    { method: 'POST', path: USER_PATHS.clients },
    { revalidate: [USER_PATHS.clients] },
  );
  const form = useForm({
    initial: EMPTY_CLIENT_FORM,
    validate: (values) => validateClientForm(values),
    save: (values) => trigger(clientInput(values)),
    onSaved: (client) => {
      notify('success', `고객사 ${client.name}(${client.uid})을(를) 등록했습니다.`);
      onClose();
    },
    failed: '등록하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  });

  return (
    <FormDialog
      form={form}
      width="md"
      title="고객사 등록"
      description="고객사 ID는 등록할 때 자동으로 정해집니다."
      confirmLabel="등록"
      label="고객사 등록"
      onClose={onClose}
    >
      <ClientFormFields form={form} selfId={null} storedPhone={null} />
    </FormDialog>
  );
}

export default ClientRegisterDialog;

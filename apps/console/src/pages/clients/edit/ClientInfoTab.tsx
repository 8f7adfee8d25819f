/**
 * 기본 정보: the client's form (editClient), each field checked in Korean, the server's per-field answers on the
 * same fields, nothing typed lost on a failure, one save at a time (a second click or Enter while saving does
 * nothing). The values being edited live in the page (`draft`), so switching tabs keeps them. 삭제 (deleteClient)
 * asks first and goes back to the list.
 */
import { USER_PATHS, useApiMutation, type Client, type ClientInput } from '@oa/api';
import { Can } from '@oa/auth';
import { Button, ButtonLink } from '@oa/ui/Button';
import { Card } from '@oa/ui/Card';
import { Stack } from '@oa/ui/Stack';
import { lazy, Suspense, useState } from 'react';
import { FormAlert } from '../../../app/forms/FormAlert';
import { useForm, type FormOptions } from '../../../app/forms/useForm';
import { notify } from '../../../app/shell/notify';
import { renderRouterLink } from '../../../routerLink';
import { clientFormValues, clientInput, validateClientForm, type ClientFormValues } from '../shared/clientForm';
import { ClientFormFields } from '../shared/ClientFormFields';
import { CLIENT_LIST_PATH } from '../shared/clientPaths';
import * as s from '../shared/clients.css';

const DeleteClientDialog = lazy(() => import('../list/DeleteClientDialog'));

export interface ClientInfoTabProps {
  client: Client;
  /** The page's state of the values being edited (null while they equal the client's). */
  draft: NonNullable<FormOptions<ClientFormValues, Client>['draft']>;
  /** The client as the server answered the save. */
  onSaved: (client: Client) => void;
  /** After a delete: leave the page (past the unsaved-changes question). */
  onDeleted: () => void;
}

export function ClientInfoTab({ client, draft, onSaved, onDeleted }: ClientInfoTabProps) {
  const [deleting, setDeleting] = useState(false);
  const { trigger } = useApiMutation<ClientInput, Client>(
    { method: 'PUT', path: USER_PATHS.client(client.uid) },
    { revalidate: [USER_PATHS.clients] },
  );
  const form = useForm({
    initial: clientFormValues(client),
    draft,
    validate: (values) => validateClientForm(values, client.contactPhone),
    save: (values) => trigger(clientInput(values)),
    onSaved: (saved) => {
      onSaved(saved);
      // The form shows what the server stored (e.g. the business number with its hyphens).
      form.reset(clientFormValues(saved));
      notify('success', '저장되었습니다.');
    },
    gone: '이 고객사는 삭제되어 저장할 수 없습니다. 목록에서 다시 확인해 주세요.',
  });

  return (
    <>
      <form noValidate aria-label={`고객사 ${client.name} 기본 정보`} onSubmit={form.submit}>
        <Card title="기본 정보" headingLevel={2}>
          <Stack gap="16">
            <ClientFormFields form={form} selfId={client.id} storedPhone={client.contactPhone} />
            <FormAlert message={form.message} />
            <div className={s.actions}>
              <ButtonLink href={CLIENT_LIST_PATH} renderLink={renderRouterLink} variant="secondary">
                목록
              </ButtonLink>
              <Can action="deleteClient">
                <Button
                  variant="danger"
                  onClick={() => {
                    setDeleting(true);
                  }}
                >
                  삭제
                </Button>
              </Can>
              <Button type="submit" loading={form.busy} loadingLabel="저장 중…">
                저장
              </Button>
            </div>
          </Stack>
        </Card>
      </form>
      <Suspense fallback={null}>
        {deleting ? (
          <DeleteClientDialog
            client={client}
            onClose={() => {
              setDeleting(false);
            }}
            onDeleted={onDeleted}
          />
        ) : null}
      </Suspense>
    </>
  );
}

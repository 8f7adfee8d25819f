/**
 * 기본 정보: the client's form (editClient), each field checked in Korean, the server's per-field answers on the
 * same fields, nothing typed lost on a failure, one save at a time (a second click or Enter while saving does
 * nothing). The values being edited live in the page (`draft`), so switching tabs keeps them. 삭제 (deleteClient)
 * asks first and goes back to the list.
 */
import { USER_PATHS, isHttpError, serverError, useApiMutation, type Client, type ClientInput } from '@oa/api';
import { Can } from '@oa/auth';
import { Button, ButtonLink } from '@oa/ui/Button';
import { Card } from '@oa/ui/Card';
import { Stack } from '@oa/ui/Stack';
import { lazy, Suspense, useId, useRef, useState, type SyntheticEvent } from 'react';
import { notify } from '../../../app/shell/notify';
import { FormAlert } from '../../../app/forms/FormAlert';
import {
  clientFormValues,
  clientInput,
  clientServerErrors,
  firstClientError,
  sameClientForm,
  validateClientForm,
  type ClientField,
  type ClientFormErrors,
  type ClientFormValues,
} from '../shared/clientForm';
import { ClientFormFields } from '../shared/ClientFormFields';
import { CLIENT_LIST_PATH } from '../shared/clientLabels';
import * as s from '../shared/clients.css';
import { renderRouterLink } from '../../../routerLink';

const DeleteClientDialog = lazy(() => import('../list/DeleteClientDialog'));

export interface ClientInfoTabProps {
  client: Client;
  /** The values being edited; null while they equal the client's. */
  draft: ClientFormValues | null;
  onDraft: (draft: ClientFormValues | null) => void;
  /** The client as the server answered the save. */
  onSaved: (client: Client) => void;
  /** After a delete: leave the page (past the unsaved-changes question). */
  onDeleted: () => void;
}

export function ClientInfoTab({ client, draft, onDraft, onSaved, onDeleted }: ClientInfoTabProps) {
  const formId = useId();
  const idOf = (field: ClientField) => `${formId}-${field}`;
  const loaded = clientFormValues(client);
  const values = draft ?? loaded;
  const [errors, setErrors] = useState<ClientFormErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const saving = useRef(false);
  const { trigger, isMutating } = useApiMutation<ClientInput, Client>(
    { method: 'PUT', path: USER_PATHS.client(client.uid) },
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
    const found = validateClientForm(values, client.contactPhone);
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0) {
      setMessage('입력값을 확인해 주세요.');
      focusFirst(found);
      return;
    }
    saving.current = true;
    try {
      const saved = await trigger(clientInput(values));
      onSaved(saved);
      onDraft(null);
      notify('success', '저장되었습니다.');
    } catch (error) {
      const answer = serverError(error);
      const fields = clientServerErrors(answer?.fields);
      setErrors(fields);
      setMessage(
        isHttpError(error) && error.status === 404
          ? '이 고객사는 삭제되어 저장할 수 없습니다. 목록에서 다시 확인해 주세요.'
          : (answer?.message ?? '저장하지 못했습니다. 잠시 후 다시 시도해 주세요.'),
      );
      focusFirst(fields);
    } finally {
      saving.current = false;
    }
  };

  return (
    <>
      <form noValidate aria-label={`고객사 ${client.name} 기본 정보`} onSubmit={(event) => void submit(event)}>
        <Card title="기본 정보" headingLevel={2}>
          <Stack gap="16">
            <ClientFormFields
              values={values}
              errors={errors}
              idOf={idOf}
              selfId={client.id}
              storedPhone={client.contactPhone}
              onChange={(field, value) => {
                const next = { ...values, [field]: value };
                onDraft(sameClientForm(next, loaded) ? null : next);
              }}
            />
            <FormAlert message={message} />
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
              <Button type="submit" loading={isMutating} loadingLabel="저장 중…">
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

/**
 * 도메인 설정 (editClientDomains): the host names the client's admin users' console answers on, one of them primary
 * (a radio per row: arrow keys move the choice), rows added and removed up to MAX_CLIENT_DOMAINS, each checked in
 * Korean; saved all at once (PUT /v1/clients/:uid/domains). A host name another client uses (409 DOMAIN_TAKEN) is
 * said on its row. The rows being edited live in the page (`draft`), so switching tabs keeps them.
 */
import {
  MAX_CLIENT_DOMAINS,
  USER_PATHS,
  useApiMutation,
  type Client,
  type ClientDomain,
  type ClientDomainsInput,
} from '@oa/api';
import { useCan } from '@oa/auth';
import { Button } from '@oa/ui/Button';
import { Card } from '@oa/ui/Card';
import { Stack } from '@oa/ui/Stack';
import { TextField } from '@oa/ui/TextField';
import { Plus } from 'lucide-react';
import { FormAlert } from '../../../app/forms/FormAlert';
import { LoadRecord } from '../../../app/forms/LoadRecord';
import { CHECK_INPUT, useForm, type FormOptions } from '../../../app/forms/useForm';
import { notify } from '../../../app/shell/notify';
import { useClientDomains } from '../shared/clientData';
import * as s from './ClientEditPage.css';
import {
  addDomainRow,
  choosePrimary,
  domainRows,
  domainsInput,
  hostnameErrorKey,
  removeDomainRow,
  sameDomains,
  validateDomains,
  type DomainRow,
} from './domainForm';

export interface ClientDomainsTabProps {
  client: Client;
  /** The page's state of the rows being edited (null while they equal what was loaded). */
  draft: NonNullable<FormOptions<DomainRow[], ClientDomainsInput>['draft']>;
}

interface EditorProps extends ClientDomainsTabProps {
  loaded: readonly ClientDomain[];
  onSaved: (domains: ClientDomain[]) => void;
}

function DomainsEditor({ client, loaded, draft, onSaved }: EditorProps) {
  const canEdit = useCan('editClientDomains');
  const { trigger } = useApiMutation<ClientDomainsInput, ClientDomainsInput>(
    { method: 'PUT', path: USER_PATHS.clientDomains(client.uid) },
    { revalidate: [USER_PATHS.clientDomains(client.uid)] },
  );
  const form = useForm({
    initial: domainRows(loaded),
    draft,
    validate: validateDomains,
    same: (a, b) => sameDomains(a, domainsInput(b).domains),
    // A problem of the list as a whole (no primary, too many) is the form's message.
    invalid: (errors) => errors.domains ?? CHECK_INPUT,
    save: (rows) => trigger(domainsInput(rows)),
    onSaved: (saved) => {
      onSaved(saved.domains);
      notify('success', '도메인 설정을 저장했습니다.');
    },
  });
  const rows = form.values;

  const full = rows.length >= MAX_CLIENT_DOMAINS;
  return (
    <form noValidate aria-label={`고객사 ${client.name} 도메인 설정`} onSubmit={form.submit}>
      <Card title={`도메인 (최대 ${String(MAX_CLIENT_DOMAINS)}개)`} headingLevel={2}>
        <Stack gap="16">
          <p className={s.note}>
            이 고객사의 관리자 사용자가 접속하는 주소입니다. 대표 도메인은 안내 메일과 링크에 쓰입니다.
          </p>
          {rows.length === 0 ? (
            <p className={s.note}>등록된 도메인이 없습니다.</p>
          ) : (
            <ul className={s.domainRows} aria-label="도메인 목록">
              {rows.map((row, index) => {
                const n = String(index + 1);
                return (
                  <li key={row.key} className={s.domainRow}>
                    <TextField
                      id={form.idOf(hostnameErrorKey(index))}
                      label={`도메인 ${n}`}
                      required
                      autoComplete="off"
                      spellCheck={false}
                      placeholder="예: gangnam.oa-console.kr"
                      value={row.hostname}
                      disabled={!canEdit}
                      error={form.errors[hostnameErrorKey(index)]}
                      onChange={(event) => {
                        form.setValues(
                          rows.map((each) => (each.key === row.key ? { ...each, hostname: event.target.value } : each)),
                        );
                      }}
                    />
                    <label className={s.primary}>
                      <input
                        type="radio"
                        name={`${form.id}-primary`}
                        checked={row.primary}
                        disabled={!canEdit}
                        aria-label={`도메인 ${n} 대표로 지정`}
                        onChange={() => {
                          form.setValues(choosePrimary(rows, row.key));
                        }}
                      />
                      <span aria-hidden>대표</span>
                    </label>
                    {canEdit ? (
                      <div className={s.rowButton}>
                        <Button
                          variant="ghost"
                          width="auto"
                          aria-label={`도메인 ${n} 삭제`}
                          onClick={() => {
                            form.setValues(removeDomainRow(rows, row.key));
                          }}
                        >
                          삭제
                        </Button>
                      </div>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
          <div id={form.idOf('domains')} tabIndex={-1}>
            <FormAlert message={form.message} />
          </div>
          {canEdit ? (
            <div className={s.domainActions}>
              <Button
                variant="secondary"
                width="auto"
                icon={<Plus size={16} aria-hidden />}
                disabled={full}
                onClick={() => {
                  form.setValues(addDomainRow(rows));
                }}
              >
                도메인 추가
              </Button>
              {full ? (
                <span className={s.note}>{`도메인은 ${String(MAX_CLIENT_DOMAINS)}개까지 등록할 수 있습니다.`}</span>
              ) : null}
              <span className={s.spacer} />
              <Button type="submit" loading={form.busy} loadingLabel="저장 중…">
                저장
              </Button>
            </div>
          ) : null}
        </Stack>
      </Card>
    </form>
  );
}

export function ClientDomainsTab(props: ClientDomainsTabProps) {
  const domains = useClientDomains(props.client.uid);
  return (
    <LoadRecord
      resource={domains}
      loading={{ title: '도메인', message: '도메인 설정을 불러오는 중…', lines: ['60%', '40%'] }}
      failed="도메인 설정을 불러오지 못했습니다."
    >
      {({ domains: loaded }) => (
        <DomainsEditor
          // What was saved is the new starting point.
          key={JSON.stringify(loaded)}
          {...props}
          loaded={loaded}
          onSaved={(saved) => void domains.mutate({ _data: { domains: saved } }, { revalidate: false })}
        />
      )}
    </LoadRecord>
  );
}

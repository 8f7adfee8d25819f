/**
 * 도메인 설정 (editClientDomains): the host names the client's admin users' console answers on, one of them primary
 * (a radio per row: arrow keys move the choice), rows added and removed up to MAX_CLIENT_DOMAINS, each checked in
 * Korean; saved all at once (PUT /v1/clients/:uid/domains). A host name another client uses (409 DOMAIN_TAKEN) is
 * said on its row. The rows being edited live in the page (`draft`), so switching tabs keeps them.
 */
import {
  MAX_CLIENT_DOMAINS,
  USER_PATHS,
  serverError,
  useApiMutation,
  useResource,
  type Client,
  type ClientDomain,
  type ClientDomainsInput,
} from '@oa/api';
import { useCan } from '@oa/auth';
import { Button } from '@oa/ui/Button';
import { Card } from '@oa/ui/Card';
import { ErrorState } from '@oa/ui/ErrorState';
import { Stack } from '@oa/ui/Stack';
import { TextField } from '@oa/ui/TextField';
import { Plus } from 'lucide-react';
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { notify } from '../../../app/shell/notify';
import { LoadingCard } from '../../../app/forms/LoadingCard';
import { FormAlert } from '../../../app/forms/FormAlert';
import {
  addDomainRow,
  choosePrimary,
  domainRows,
  domainsInput,
  hostnameErrorKey,
  removeDomainRow,
  sameDomains,
  serverDomainErrors,
  validateDomains,
  type DomainErrors,
  type DomainRow,
} from './domainForm';
import * as s from './ClientEditPage.css';

export interface ClientDomainsTabProps {
  client: Client;
  /** The rows being edited; null while they equal what was loaded. */
  draft: DomainRow[] | null;
  onDraft: (draft: DomainRow[] | null) => void;
}

interface EditorProps extends ClientDomainsTabProps {
  loaded: readonly ClientDomain[];
  onSaved: (domains: ClientDomain[]) => void;
}

function DomainsEditor({ client, loaded, draft, onDraft, onSaved }: EditorProps) {
  const formId = useId();
  const canEdit = useCan('editClientDomains');
  const [initialRows] = useState(() => domainRows(loaded));
  const rows = draft ?? initialRows;
  const [errors, setErrors] = useState<DomainErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const saving = useRef(false);
  const { trigger, isMutating } = useApiMutation<ClientDomainsInput, ClientDomainsInput>(
    { method: 'PUT', path: USER_PATHS.clientDomains(client.uid) },
    { revalidate: [USER_PATHS.clientDomains(client.uid)] },
  );
  const hostId = (index: number) => `${formId}-host-${String(index)}`;

  const change = (next: DomainRow[]) => {
    onDraft(sameDomains(next, loaded) ? null : next);
  };

  const focusFirst = (found: DomainErrors) => {
    const index = rows.findIndex((_, at) => found[hostnameErrorKey(at)] !== undefined);
    requestAnimationFrame(() => {
      document.getElementById(index >= 0 ? hostId(index) : `${formId}-message`)?.focus();
    });
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving.current) return;
    const found = validateDomains(rows);
    setErrors(found);
    setMessage(found.domains ?? null);
    if (Object.keys(found).length > 0) {
      setMessage(found.domains ?? '입력값을 확인해 주세요.');
      focusFirst(found);
      return;
    }
    saving.current = true;
    try {
      const saved = await trigger(domainsInput(rows));
      onSaved(saved.domains);
      onDraft(null);
      notify('success', '도메인 설정을 저장했습니다.');
    } catch (error) {
      const answer = serverError(error);
      const found = serverDomainErrors(answer?.fields, rows.length);
      setErrors(found);
      setMessage(answer?.message ?? '저장하지 못했습니다. 잠시 후 다시 시도해 주세요.');
      focusFirst(found);
    } finally {
      saving.current = false;
    }
  };

  const full = rows.length >= MAX_CLIENT_DOMAINS;
  return (
    <form noValidate aria-label={`고객사 ${client.name} 도메인 설정`} onSubmit={(event) => void submit(event)}>
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
                      id={hostId(index)}
                      label={`도메인 ${n}`}
                      required
                      autoComplete="off"
                      spellCheck={false}
                      placeholder="예: gangnam.oa-console.kr"
                      value={row.hostname}
                      disabled={!canEdit}
                      error={errors[hostnameErrorKey(index)]}
                      onChange={(event) => {
                        change(
                          rows.map((each) => (each.key === row.key ? { ...each, hostname: event.target.value } : each)),
                        );
                      }}
                    />
                    <label className={s.primary}>
                      <input
                        type="radio"
                        name={`${formId}-primary`}
                        checked={row.primary}
                        disabled={!canEdit}
                        aria-label={`도메인 ${n} 대표로 지정`}
                        onChange={() => {
                          change(choosePrimary(rows, row.key));
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
                            change(removeDomainRow(rows, row.key));
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
          <div id={`${formId}-message`} tabIndex={-1}>
            <FormAlert message={message} />
          </div>
          {canEdit ? (
            <div className={s.domainActions}>
              <Button
                variant="secondary"
                width="auto"
                icon={<Plus size={16} aria-hidden />}
                disabled={full}
                onClick={() => {
                  change(addDomainRow(rows));
                }}
              >
                도메인 추가
              </Button>
              {full ? (
                <span className={s.note}>{`도메인은 ${String(MAX_CLIENT_DOMAINS)}개까지 등록할 수 있습니다.`}</span>
              ) : null}
              <span className={s.spacer} />
              <Button type="submit" loading={isMutating} loadingLabel="저장 중…">
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
  const { client } = props;
  const domains = useResource<ClientDomainsInput>(USER_PATHS.clientDomains(client.uid));
  if (domains.error !== undefined && domains.value === undefined) {
    return (
      <Card>
        <ErrorState
          message={serverError(domains.error)?.message ?? '도메인 설정을 불러오지 못했습니다.'}
          onRetry={() => void domains.mutate()}
        />
      </Card>
    );
  }
  if (domains.value === undefined) {
    return <LoadingCard title="도메인" message="도메인 설정을 불러오는 중…" lines={['60%', '40%']} />;
  }
  const loaded = domains.value.domains;
  return (
    <DomainsEditor
      // What was saved is the new starting point.
      key={JSON.stringify(loaded)}
      {...props}
      loaded={loaded}
      onSaved={(saved) => void domains.mutate({ _data: { domains: saved } }, { revalidate: false })}
    />
  );
}

/**
 * /dashboard/client-edit/:uid (고객사 수정, OA_CONSOLE_CLIENT_EDIT): the client's name, id and type, then four tabs,
 * the tab in the URL (`?tab=children|domains|history`): 기본 정보 (the form, editClient; 삭제), 하위 고객사 (its
 * children, paged, each linking to its own page), 도메인 설정 (editClientDomains) and 변경 이력 (the audit log of
 * `client:<uid>`). What is typed in 기본 정보 and 도메인 설정 lives here, so switching tabs keeps it; leaving the page
 * with unsaved changes asks first. The breadcrumb's 고객사 목록 steps back to the list as it was.
 */
import type { Client } from '@oa/api';
import { Stack } from '@oa/ui/Stack';
import { clientType, StatusBadge } from '@oa/ui/StatusBadge';
import { Tabs } from '@oa/ui/Tabs';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { AuditHistory } from '../../../app/audit/AuditHistory';
import { LoadRecord } from '../../../app/forms/LoadRecord';
import { useUnsavedChangesPrompt } from '../../../app/forms/useUnsavedChangesPrompt';
import { useClient } from '../shared/clientData';
import type { ClientFormValues } from '../shared/clientForm';
import { CLIENT_LIST_PATH } from '../shared/clientPaths';
import { ClientChildrenTab } from './ClientChildrenTab';
import { ClientDomainsTab } from './ClientDomainsTab';
import { ClientInfoTab } from './ClientInfoTab';
import * as s from './ClientEditPage.css';
import type { DomainRow } from './domainForm';

const TABS = ['info', 'children', 'domains', 'history'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);

interface ClientEditorProps {
  client: Client;
  onSaved: (client: Client) => void;
}

function ClientEditor({ client, onSaved }: ClientEditorProps) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'info';
  // What is typed in 기본 정보 and 도메인 설정 (null: nothing unsaved), kept while another tab shows.
  const infoDraft = useState<ClientFormValues | null>(null);
  const domainsDraft = useState<DomainRow[] | null>(null);
  const infoDirty = infoDraft[0] !== null;
  const domainsDirty = domainsDraft[0] !== null;
  const { prompt, navigateFreely } = useUnsavedChangesPrompt(infoDirty || domainsDirty);

  return (
    <Stack gap="16">
      <div className={s.summary}>
        <h2 className={s.summaryName}>{client.name}</h2>
        <StatusBadge table={clientType} value={client.type} dot={false} />
        <span className={s.summaryMeta}>
          {client.uid}
          {client.parentName === null ? '' : ` · 상위 고객사 ${client.parentName}`}
        </span>
      </div>
      <Tabs
        label="고객사 정보"
        value={tab}
        onValueChange={(next) => {
          // Another tab starts afresh (a tab's table state is its own).
          setParams(next === 'info' ? {} : { tab: next });
        }}
        items={[
          {
            value: 'info',
            label: infoDirty ? '기본 정보 (수정 중)' : '기본 정보',
            content: tab === 'info' && (
              <ClientInfoTab
                client={client}
                draft={infoDraft}
                onSaved={onSaved}
                onDeleted={() => void navigateFreely(() => navigate(CLIENT_LIST_PATH, { replace: true }))}
              />
            ),
          },
          {
            value: 'children',
            label: '하위 고객사',
            count: client.children,
            content: tab === 'children' && <ClientChildrenTab client={client} />,
          },
          {
            value: 'domains',
            label: domainsDirty ? '도메인 설정 (수정 중)' : '도메인 설정',
            content: tab === 'domains' && <ClientDomainsTab client={client} draft={domainsDraft} />,
          },
          {
            value: 'history',
            label: '변경 이력',
            content: tab === 'history' && <AuditHistory target={`client:${client.uid}`} />,
          },
        ]}
      />
      {prompt}
    </Stack>
  );
}

export function ClientEditPage() {
  const { uid = '' } = useParams();
  const client = useClient(uid);
  return (
    <LoadRecord
      resource={client}
      loading={{ title: '고객사 정보', message: '고객사 정보를 불러오는 중…' }}
      failed="고객사 정보를 불러오지 못했습니다."
      notFound={{
        title: '고객사를 찾을 수 없습니다',
        description: `고객사 ID ${uid}인 고객사가 없거나 삭제되었습니다.`,
        back: { href: CLIENT_LIST_PATH, label: '고객사 목록으로' },
      }}
    >
      {(value) => (
        <ClientEditor
          key={uid}
          client={value}
          onSaved={(saved) => void client.mutate({ _data: saved }, { revalidate: false })}
        />
      )}
    </LoadRecord>
  );
}

export { ClientEditPage as Component };

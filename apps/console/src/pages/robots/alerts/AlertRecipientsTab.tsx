/**
 * 수신자: who is alerted, for which events, on which days and hours, for which client's robots. Users who may
 * `editAlertRecipients` register, edit, delete and switch recipients on and off; everyone else reads.
 */
import { useAlertRecipients } from '../shared/robotData';
import { withRowActions } from '../../../app/lists/withRowActions';
import {
  ROBOT_PATHS,
  serverError,
  useApiMutation,
  type AlertRecipient,
  type AlertRecipientInput,
  type ListSort,
} from '@oa/api';
import { useCan } from '@oa/auth';
import { Button } from '@oa/ui/Button';
import { type DataTableColumn } from '@oa/ui/DataTable';
import { Inline, Stack } from '@oa/ui/Stack';
import { alertEvent, StatusBadge } from '@oa/ui/StatusBadge';
import { Switch } from '@oa/ui/Switch';
import { notify } from '../../../app/shell/notify';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useListUrlState } from '../../../app/lists/useListUrlState';
import { ListTable } from '../../../app/lists/ListTable';
import { DAY_TYPE_OPTIONS, formOf, recipientBody } from './alertRecipientForm';
import * as s from './alerts.css';
import { useClientOptions } from '../../../app/shell/useClientOptions';

const AlertRecipientDialog = lazy(() => import('./AlertRecipientDialog'));
const DeleteRecipientDialog = lazy(() => import('./DeleteRecipientDialog'));

const SORT: ListSort = { key: 'createdAt', direction: 'DESC' };

/** '매일 09:00~18:00'. */
export const recipientHours = (recipient: AlertRecipient) =>
  `${DAY_TYPE_OPTIONS.find((option) => option.value === recipient.dayType)?.label ?? ''} ${recipient.startTime}~${recipient.endTime}`;

/** A recipient's on/off switch: saved at once (PUT of the recipient as it is, phone left out), with a toast. */
function EnabledSwitch({ recipient }: { recipient: AlertRecipient }) {
  const { trigger, isMutating } = useApiMutation<Partial<AlertRecipientInput>>(
    { method: 'PUT', path: ROBOT_PATHS.alertRecipient(recipient.id) },
    { revalidate: [ROBOT_PATHS.alertRecipients] },
  );
  return (
    <Switch
      aria-label={`${recipient.name} 알림 사용`}
      checked={recipient.enabled}
      disabled={isMutating}
      onCheckedChange={(enabled) => {
        trigger(recipientBody({ ...formOf(recipient), enabled }, true)).then(
          () => {
            notify('success', `${recipient.name}님의 알림을 ${enabled ? '켰습니다' : '껐습니다'}.`);
          },
          (error: unknown) => {
            notify('error', serverError(error)?.message ?? '알림 사용을 바꾸지 못했습니다.');
          },
        );
      }}
    />
  );
}

type Editing = { mode: 'create' } | { mode: 'edit'; recipient: AlertRecipient } | null;

export function AlertRecipientsTab() {
  const canEdit = useCan('editAlertRecipients');
  // Page and size in the URL, like every list (the tab switch starts a tab afresh).
  const table = useListUrlState(SORT);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AlertRecipient | null>(null);
  const { clients } = useClientOptions();
  const list = useAlertRecipients(table.query);

  const columns = useMemo<DataTableColumn<AlertRecipient>[]>(() => {
    const base: DataTableColumn<AlertRecipient>[] = [
      { id: 'name', header: '이름', width: 90 },
      { id: 'phone', header: '전화번호', width: 130 },
      {
        id: 'events',
        header: '알림 이벤트',
        cell: (recipient) => (
          <span className={s.row}>
            {recipient.events.map((event) => (
              <StatusBadge key={event} table={alertEvent} value={event} />
            ))}
          </span>
        ),
      },
      { id: 'hours', header: '알림 시간', cell: recipientHours, width: 150 },
      { id: 'client', header: '대상', cell: (recipient) => recipient.clientName ?? '전체 로봇', width: 110 },
      {
        id: 'enabled',
        header: '사용',
        width: 70,
        cell: (recipient) => (canEdit ? <EnabledSwitch recipient={recipient} /> : recipient.enabled ? '사용' : '중지'),
      },
    ];
    return withRowActions(base, canEdit, 130, (recipient) => (
      <Inline gap="8">
        <Button
          variant="secondary"
          width="auto"
          aria-label={`${recipient.name} 수정`}
          onClick={() => {
            setEditing({ mode: 'edit', recipient });
          }}
        >
          수정
        </Button>
        <Button
          variant="danger"
          width="auto"
          aria-label={`${recipient.name} 삭제`}
          onClick={() => {
            setDeleting(recipient);
          }}
        >
          삭제
        </Button>
      </Inline>
    ));
  }, [canEdit]);

  return (
    <Stack gap="16">
      <ListTable
        table={table}
        list={list}
        label="알림 수신자"
        columns={columns}
        getRowId={(recipient) => String(recipient.id)}
        sortOptions={[]}
        text={{
          loadError: '알림 수신자를 불러오지 못했습니다.',
          empty: '등록된 알림 수신자가 없습니다',
          emptyDescription: canEdit ? '수신자를 등록하면 로봇 알림을 문자로 받습니다.' : undefined,
        }}
        actions={
          canEdit ? (
            <Button
              icon={<Plus size={16} />}
              onClick={() => {
                setEditing({ mode: 'create' });
              }}
            >
              수신자 등록
            </Button>
          ) : undefined
        }
      />
      <Suspense fallback={null}>
        {editing !== null && (
          <AlertRecipientDialog
            recipient={editing.mode === 'edit' ? editing.recipient : null}
            clients={clients}
            onClose={() => {
              setEditing(null);
            }}
          />
        )}
        {deleting !== null && (
          <DeleteRecipientDialog
            recipient={deleting}
            onClose={() => {
              setDeleting(null);
            }}
          />
        )}
      </Suspense>
    </Stack>
  );
}

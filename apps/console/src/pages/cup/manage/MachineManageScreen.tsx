/**
 * 대여기 관리 and 반납기 관리 (/cup/rental-machine-manage/:machineId?, /cup/return-machine-manage/:machineId?; the
 * kind's EDIT permission): one form for both kinds, register without an id, edit with one. Every field checked
 * with a Korean message beside it (and the server's answers on the same fields), focus on the first problem,
 * nothing typed lost when a save fails. After a register the address becomes the machine's own, so the next save
 * updates it. An edit sends the revision it was loaded with; a newer one on the server (409) is said plainly, with
 * a way to load it. Editing also shows how the machine stands now (its stock or fill, connection, open alerts)
 * and its change history. Leaving with unsaved changes asks first.
 */
import { CUP_PATHS, type CupMachine, type CupMachineInput, type CupMachineKind } from '@oa/contract/cup';
import { Card } from '@oa/ui/Card';
import { DescriptionList } from '@oa/ui/DescriptionList';
import { formatDateTime, formatNumber } from '@oa/ui/format';
import { Select } from '@oa/ui/Select';
import { Stack } from '@oa/ui/Stack';
import { cupMachineState, machineAlertKind, StatusBadge } from '@oa/ui/StatusBadge';
import { TextField } from '@oa/ui/TextField';
import { useParams } from 'react-router';
import { AuditHistoryButton } from '../../../app/audit/AuditHistoryButton';
import { FormActions } from '../../../app/forms/FormActions';
import { FormAlert } from '../../../app/forms/FormAlert';
import { MemoCard } from '../../../app/forms/MemoCard';
import { LoadRecord } from '../../../app/forms/LoadRecord';
import { InstalledAtField, PLACE_LABELS, PlaceFields } from '../../../app/forms/place/PlaceFields';
import * as layout from '../../../app/forms/formLayout.css';
import { MachineIdField } from '../../../app/forms/MachineIdField';
import { useRegisterRoute } from '../../../app/forms/useRegisterRoute';
import { useRegisterForm } from '../../../app/forms/useRegisterForm';
import { listHref } from '../../../app/lists/listHref';
import { useCupMachine } from '../shared/cupData';
import { machineConnection, MACHINE_WORDS, machineStateOptions } from '../shared/cupLabels';
import { CUP_FIELD_LABELS as L } from '../shared/fieldLabels';
import { MACHINE_LIST_PATHS, machineManagePath, RENTAL_MACHINE_ALERT_PATH } from '../shared/cupPaths';
import {
  emptyMachineForm,
  MACHINE_ID_EXAMPLE,
  machineFormValues,
  machineInput,
  MEMO_MAX,
  NAME_MAX,
  validateMachineForm,
  type MachineFormValues,
} from './machineForm';
import { Link } from '../../../routerLink';

const AUDIT_KIND: Record<CupMachineKind, string> = { RENTAL: 'rentalMachine', RETURN: 'returnMachine' };

/** How the machine stands now: its stock or fill and band, state, connection, open alerts, last heartbeat. */
function MachineStatusCard({ machine }: { machine: CupMachine }) {
  const words = MACHINE_WORDS[machine.kind];
  return (
    <Card title="현재 상태" headingLevel={2}>
      <DescriptionList
        columns={3}
        items={[
          {
            label: words.level,
            value: (
              <>
                {formatNumber(machine.level)} / {formatNumber(machine.capacity)}개{' '}
                <StatusBadge table={words.bands} value={machine.levelBand} />
              </>
            ),
          },
          { label: L.state, value: <StatusBadge table={cupMachineState} value={machine.state} /> },
          {
            label: L.online,
            value: <StatusBadge table={machineConnection} value={machine.online ? 'ONLINE' : 'OFFLINE'} />,
          },
          {
            label: L.openAlerts,
            value:
              machine.openAlerts === 0 ? (
                '없음'
              ) : machine.kind === 'RENTAL' ? (
                <Link
                  to={listHref(RENTAL_MACHINE_ALERT_PATH, [
                    { field: 'machineId', op: 'eq', value: machine.machineId },
                    { field: 'open', op: 'eq', value: 'true' },
                  ])}
                >
                  {formatNumber(machine.openAlerts)}건 <span aria-hidden>›</span>
                </Link>
              ) : (
                `${formatNumber(machine.openAlerts)}건`
              ),
          },
          {
            label: L.lastHeartbeatAt,
            value: machine.lastHeartbeatAt === null ? '기록 없음' : formatDateTime(machine.lastHeartbeatAt),
          },
          { label: '알림 기준', value: statusHint(machine.kind) },
        ]}
      />
    </Card>
  );
}

const statusHint = (kind: CupMachineKind) =>
  kind === 'RENTAL'
    ? `${machineAlertKind.LOW_STOCK.label}: 용량의 20% 이하`
    : `${machineAlertKind.FULL.label}: 용량만큼 찼을 때`;

interface MachineFormProps {
  kind: CupMachineKind;
  /** The machine to edit (as loaded); null registers a new one. */
  initial: CupMachine | null;
  /** Called with the new machine's id after a create, before the address changes to it. */
  onCreated: (machineId: string) => void;
}

function MachineForm({ kind, initial, onCreated }: MachineFormProps) {
  const words = MACHINE_WORDS[kind];
  const { form, mode, saved, prompt } = useRegisterForm<MachineFormValues, CupMachine, CupMachineInput>({
    initial,
    empty: () => emptyMachineForm(kind),
    valuesOf: machineFormValues,
    validate: (values, mode) => validateMachineForm(values, kind, mode),
    input: (values, machine) =>
      machine === null ? machineInput(values, 'create') : machineInput(values, 'edit', machine.revision),
    api: {
      client: 'SEOUL_CUP',
      list: CUP_PATHS.machines(kind),
      item: (machine) => CUP_PATHS.machine(kind, machine.machineId),
    },
    words: { noun: words.noun, name: (machine) => machine.machineId },
    onCreated: (machine) => {
      onCreated(machine.machineId);
    },
    editPath: (machine) => machineManagePath(kind, machine.machineId),
    reload: true,
  });
  const { field } = form;
  const machineId = saved?.machineId ?? '';

  return (
    <form
      noValidate
      aria-label={mode === 'create' ? `${words.noun} 등록` : `${words.noun} ${machineId} 수정`}
      onSubmit={form.submit}
    >
      <Stack gap="16">
        {saved === null ? null : <MachineStatusCard machine={saved} />}
        <Card title="기본 정보" headingLevel={2}>
          <div className={layout.fieldGrid}>
            <MachineIdField form={form} creating={mode === 'create'} example={MACHINE_ID_EXAMPLE[kind]} />
            <TextField
              label={L.name}
              required
              maxLength={NAME_MAX}
              placeholder={`예: 강남구청 ${words.noun}`}
              {...field('name')}
            />
            <Select label={L.state} required placeholder={false} options={machineStateOptions} {...field('state')} />
            <TextField
              label={L.capacity}
              required
              inputMode="numeric"
              hint={`${words.noun}에 들어가는 컵의 수`}
              {...field('capacity')}
            />
            <InstalledAtField form={form} />
          </div>
        </Card>

        <Card title={PLACE_LABELS.location} headingLevel={2}>
          <PlaceFields form={form} />
        </Card>

        <MemoCard form={form} max={MEMO_MAX} />

        <FormAlert message={form.message} conflict={form.conflictAlert} />
        <FormActions busy={form.busy} creating={mode === 'create'} cancelTo={MACHINE_LIST_PATHS[kind]}>
          {saved === null ? null : (
            <AuditHistoryButton
              target={`${AUDIT_KIND[kind]}:${saved.machineId}`}
              title={`${saved.machineId} 변경 이력`}
            />
          )}
        </FormActions>
      </Stack>
      {prompt}
    </form>
  );
}

export function MachineManageScreen({ kind }: { kind: CupMachineKind }) {
  const { machineId } = useParams();
  const route = useRegisterRoute(machineId);
  const machine = useCupMachine(kind, route.creating ? null : (machineId ?? null));
  const words = MACHINE_WORDS[kind];
  if (route.creating) return <MachineForm key={route.key} kind={kind} initial={null} onCreated={route.created} />;
  return (
    <LoadRecord
      resource={machine}
      loading={{ title: `${words.noun} 정보`, message: `${words.noun} 정보를 불러오는 중…` }}
      failed={`${words.noun} 정보를 불러오지 못했습니다.`}
      notFound={{
        title: `${words.noun}를 찾을 수 없습니다`,
        description: `기기 ID ${machineId ?? ''}인 ${words.noun}가 없거나 삭제되었습니다.`,
        back: { href: MACHINE_LIST_PATHS[kind], label: `${words.noun} 목록으로` },
      }}
    >
      {(value) => (
        <MachineForm key={`edit-${value.machineId}`} kind={kind} initial={value} onCreated={() => undefined} />
      )}
    </LoadRecord>
  );
}

/**
 * Create or edit an alert recipient in a modal: every field checked in Korean before sending, the server's per-field
 * answers on their fields, nothing typed lost on a failure. Create POSTs the recipient; edit PUTs it, with the
 * phone only when a new one is typed (the server keeps the number when it is left out) (the current one is shown masked as the field's hint).
 */
import {
  ALERT_EVENTS,
  ROBOT_PATHS,
  useApiMutation,
  type AlertEvent,
  type AlertRecipient,
  type AlertRecipientInput,
  type ClientOption,
} from '@oa/api';
import { Checkbox } from '@oa/ui/Checkbox';
import { Field } from '@oa/ui/Field';
import { Select } from '@oa/ui/Select';
import { alertEvent, statusLabel } from '@oa/ui/StatusBadge';
import { Switch } from '@oa/ui/Switch';
import { TextField } from '@oa/ui/TextField';
import { FormDialog } from '../../../app/forms/FormDialog';
import { useForm } from '../../../app/forms/useForm';
import { notify } from '../../../app/shell/notify';
import { DAY_TYPE_OPTIONS, EMPTY_RECIPIENT, formOf, recipientBody, validateRecipient } from './alertRecipientForm';
import * as s from './alerts.css';

export interface AlertRecipientDialogProps {
  /** The recipient to edit; null creates one. */
  recipient: AlertRecipient | null;
  clients: readonly ClientOption[];
  onClose: () => void;
}

/**
 * Mounted while open (the parent renders it for one recipient at a time), so every opening starts fresh. Its own
 * module, loaded when the dialog first opens.
 */
export function AlertRecipientDialog({ recipient, clients, onClose }: AlertRecipientDialogProps) {
  const editing = recipient !== null;
  const { trigger } = useApiMutation<Partial<AlertRecipientInput>>(
    editing
      ? { method: 'PUT', path: ROBOT_PATHS.alertRecipient(recipient.id) }
      : { method: 'POST', path: ROBOT_PATHS.alertRecipients },
    { revalidate: [ROBOT_PATHS.alertRecipients] },
  );
  const form = useForm({
    initial: recipient === null ? EMPTY_RECIPIENT : formOf(recipient),
    validate: (values) => validateRecipient(values, editing),
    // The fields say what is wrong; there is no message above the buttons.
    invalid: () => null,
    save: (values) => trigger(recipientBody(values, editing)),
    onSaved: () => {
      notify('success', editing ? '알림 수신자를 수정했습니다.' : '알림 수신자를 등록했습니다.');
      onClose();
    },
  });
  const { values, field } = form;
  const toggleEvent = (event: AlertEvent, on: boolean) => {
    form.set(
      'events',
      on
        ? ALERT_EVENTS.filter((e) => e === event || values.events.includes(e))
        : values.events.filter((e) => e !== event),
    );
  };

  return (
    <FormDialog
      form={form}
      title={editing ? '알림 수신자 수정' : '알림 수신자 등록'}
      confirmLabel="저장"
      onClose={onClose}
    >
      <TextField label="이름" required autoComplete="off" {...field('name')} />
      <TextField
        label="전화번호"
        type="tel"
        required={!editing}
        placeholder="010-0000-0000"
        hint={editing ? `현재 ${recipient.phone}. 바꿀 때만 입력하세요.` : undefined}
        {...field('phone')}
      />
      <Field id={form.idOf('events')} label="알림 이벤트" kind="group" required error={form.errors.events}>
        {(control) => (
          <div role="group" className={s.row} {...control}>
            {ALERT_EVENTS.map((event) => (
              <Checkbox
                key={event}
                label={statusLabel(alertEvent, event)}
                checked={values.events.includes(event)}
                onCheckedChange={(checked) => {
                  toggleEvent(event, checked === true);
                }}
              />
            ))}
          </div>
        )}
      </Field>
      <Select
        label="요일"
        placeholder={false}
        options={DAY_TYPE_OPTIONS}
        {...field('dayType')}
        onChange={(event) => {
          form.set('dayType', event.target.value === 'WEEKDAY' ? 'WEEKDAY' : 'EVERYDAY');
        }}
      />
      <div className={s.pair}>
        <TextField label="시작 시간" required placeholder="09:00" inputMode="numeric" {...field('startTime')} />
        <TextField label="종료 시간" required placeholder="18:00" inputMode="numeric" {...field('endTime')} />
      </div>
      <Select
        label="대상 고객사"
        placeholder="전체 로봇"
        options={clients.map((client) => ({ value: String(client.id), label: client.name }))}
        {...field('clientId')}
      />
      <Switch
        label="알림 사용"
        checked={values.enabled}
        onCheckedChange={(checked) => {
          form.set('enabled', checked);
        }}
      />
    </FormDialog>
  );
}

export default AlertRecipientDialog;

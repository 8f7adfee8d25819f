/**
 * Create or edit an alert recipient in a modal: every field checked in Korean before sending, the server's per-field
 * answers on their fields, nothing typed lost on a failure. Create POSTs the recipient; edit PUTs it, with the
 * phone only when a new one is typed (the server keeps the number when it is left out) (the current one is shown masked as the field's hint).
 */
import {
  ALERT_EVENTS,
  ROBOT_PATHS,
  serverError,
  useApiMutation,
  type AlertEvent,
  type AlertRecipient,
  type AlertRecipientInput,
  type ClientOption,
} from '@oa/api';
import { Checkbox } from '@oa/ui/Checkbox';
import { ConfirmButtons } from '@oa/ui/ConfirmButtons';
import { Field } from '@oa/ui/Field';
import { Modal } from '@oa/ui/Modal';
import { Select } from '@oa/ui/Select';
import { Stack } from '@oa/ui/Stack';
import { alertEvent, statusLabel } from '@oa/ui/StatusBadge';
import { Switch } from '@oa/ui/Switch';
import { TextField } from '@oa/ui/TextField';
import { notify } from '../../../app/shell/notify';
import { useId, useState, type SyntheticEvent } from 'react';
import { FormAlert } from '../../../app/forms/FormAlert';
import {
  EMPTY_RECIPIENT,
  formOf,
  recipientBody,
  validateRecipient,
  type RecipientErrors,
  type RecipientField,
  type RecipientForm,
} from './alertRecipientForm';
import * as s from './alerts.css';

export const DAY_TYPE_OPTIONS = [
  { value: 'EVERYDAY', label: '매일' },
  { value: 'WEEKDAY', label: '평일' },
];

export interface AlertRecipientDialogProps {
  /** The recipient to edit; null creates one. */
  recipient: AlertRecipient | null;
  clients: readonly ClientOption[];
  onClose: () => void;
}

const FIELDS: readonly RecipientField[] = ['name', 'phone', 'events', 'dayType', 'startTime', 'endTime', 'clientId'];

/** The server's field errors that belong to this form. */
function fieldErrors(fields: Record<string, string> | undefined): RecipientErrors {
  const errors: RecipientErrors = {};
  for (const field of FIELDS) {
    const message = fields?.[field];
    if (message !== undefined) errors[field] = message;
  }
  return errors;
}

/** Mounted while open (the parent renders it for one recipient at a time), so every opening starts fresh. */
export function AlertRecipientDialog({ recipient, clients, onClose }: AlertRecipientDialogProps) {
  const editing = recipient !== null;
  const formId = useId();
  const [form, setForm] = useState<RecipientForm>(() => (recipient === null ? EMPTY_RECIPIENT : formOf(recipient)));
  const [errors, setErrors] = useState<RecipientErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const { trigger, isMutating } = useApiMutation<Partial<AlertRecipientInput>>(
    editing
      ? { method: 'PUT', path: ROBOT_PATHS.alertRecipient(recipient.id) }
      : { method: 'POST', path: ROBOT_PATHS.alertRecipients },
    { revalidate: [ROBOT_PATHS.alertRecipients] },
  );

  const set = <K extends keyof RecipientForm>(key: K, value: RecipientForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
  };
  const text = (name: 'name' | 'phone' | 'startTime' | 'endTime') => ({
    name,
    value: form[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      set(name, event.target.value);
    },
  });
  const toggleEvent = (event: AlertEvent, on: boolean) => {
    set(
      'events',
      on ? ALERT_EVENTS.filter((e) => e === event || form.events.includes(e)) : form.events.filter((e) => e !== event),
    );
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isMutating) return;
    const found = validateRecipient(form, editing);
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0) return;
    try {
      await trigger(recipientBody(form, editing));
      notify('success', editing ? '알림 수신자를 수정했습니다.' : '알림 수신자를 등록했습니다.');
      onClose();
    } catch (error) {
      const answer = serverError(error);
      setErrors(fieldErrors(answer?.fields));
      setMessage(answer?.message ?? '저장하지 못했습니다. 잠시 후 다시 시도해 주세요.');
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={editing ? '알림 수신자 수정' : '알림 수신자 등록'}
      footer={
        <ConfirmButtons
          align="end"
          onCancel={onClose}
          confirmLabel="저장"
          confirmType="submit"
          form={formId}
          confirmLoading={isMutating}
        />
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="16">
          <TextField label="이름" required autoComplete="off" {...text('name')} />
          <TextField
            label="전화번호"
            type="tel"
            required={!editing}
            placeholder="010-0000-0000"
            hint={editing ? `현재 ${recipient.phone}. 바꿀 때만 입력하세요.` : undefined}
            {...text('phone')}
          />
          <Field label="알림 이벤트" kind="group" required error={errors.events}>
            {(control) => (
              <div role="group" className={s.row} {...control}>
                {ALERT_EVENTS.map((event) => (
                  <Checkbox
                    key={event}
                    label={statusLabel(alertEvent, event)}
                    checked={form.events.includes(event)}
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
            value={form.dayType}
            error={errors.dayType}
            onChange={(event) => {
              set('dayType', event.target.value === 'WEEKDAY' ? 'WEEKDAY' : 'EVERYDAY');
            }}
          />
          <div className={s.pair}>
            <TextField label="시작 시간" required placeholder="09:00" inputMode="numeric" {...text('startTime')} />
            <TextField label="종료 시간" required placeholder="18:00" inputMode="numeric" {...text('endTime')} />
          </div>
          <Select
            label="대상 고객사"
            placeholder="전체 로봇"
            options={clients.map((client) => ({ value: String(client.id), label: client.name }))}
            value={form.clientId}
            error={errors.clientId}
            onChange={(event) => {
              set('clientId', event.target.value);
            }}
          />
          <Switch
            label="알림 사용"
            checked={form.enabled}
            onCheckedChange={(checked) => {
              set('enabled', checked);
            }}
          />
          <FormAlert message={message} />
        </Stack>
      </form>
    </Modal>
  );
}

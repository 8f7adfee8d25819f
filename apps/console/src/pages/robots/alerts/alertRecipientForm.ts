/**
 * The alert recipient form (webin-alaram): its values as typed, the Korean check of every field, and what is sent.
 * The server answers phone numbers masked, so an edit starts with an empty phone field and sends a new number only
 * when one is typed. Pure functions (unit-tested in Node).
 */
import type { AlertEvent, AlertRecipient, AlertRecipientInput, DayType } from '@oa/api';

export interface RecipientForm {
  name: string;
  phone: string;
  events: AlertEvent[];
  dayType: DayType;
  startTime: string;
  endTime: string;
  /** '' = every robot. */
  clientId: string;
  enabled: boolean;
}

export type RecipientField = Exclude<keyof RecipientForm, 'enabled'>;
export type RecipientErrors = Partial<Record<RecipientField, string>>;

export const EMPTY_RECIPIENT: RecipientForm = {
  name: '',
  phone: '',
  events: [],
  dayType: 'EVERYDAY',
  startTime: '09:00',
  endTime: '18:00',
  clientId: '',
  enabled: true,
};

export const DAY_TYPE_OPTIONS = [
  { value: 'EVERYDAY', label: '매일' },
  { value: 'WEEKDAY', label: '평일' },
];

export const NAME_MAX = 30;
const PHONE = /^010-?\d{4}-?\d{4}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const RECIPIENT_MESSAGES = {
  nameRequired: '이름을 입력해 주세요.',
  nameTooLong: `이름은 ${String(NAME_MAX)}자 이하로 입력해 주세요.`,
  phoneRequired: '전화번호를 입력해 주세요.',
  phoneFormat: '전화번호를 010-0000-0000 형식으로 입력해 주세요.',
  eventsRequired: '알림 이벤트를 하나 이상 선택해 주세요.',
  timeFormat: '시간을 HH:mm 형식으로 입력해 주세요. (예: 09:00)',
  timeOrder: '종료 시간은 시작 시간보다 늦어야 합니다.',
} as const;

/** The form of an existing recipient (the phone left empty: it is only ever answered masked). */
export function formOf(recipient: AlertRecipient): RecipientForm {
  return {
    name: recipient.name,
    phone: '',
    events: [...recipient.events],
    dayType: recipient.dayType,
    startTime: recipient.startTime,
    endTime: recipient.endTime,
    clientId: recipient.clientId === null ? '' : String(recipient.clientId),
    enabled: recipient.enabled,
  };
}

/** Every problem, by field. `editing`: an empty phone keeps the current number. */
export function validateRecipient(form: RecipientForm, editing: boolean): RecipientErrors {
  const errors: RecipientErrors = {};
  const name = form.name.trim();
  if (name === '') errors.name = RECIPIENT_MESSAGES.nameRequired;
  else if (name.length > NAME_MAX) errors.name = RECIPIENT_MESSAGES.nameTooLong;
  const phone = form.phone.trim();
  if (phone === '') {
    if (!editing) errors.phone = RECIPIENT_MESSAGES.phoneRequired;
  } else if (!PHONE.test(phone)) errors.phone = RECIPIENT_MESSAGES.phoneFormat;
  if (form.events.length === 0) errors.events = RECIPIENT_MESSAGES.eventsRequired;
  if (!TIME.test(form.startTime)) errors.startTime = RECIPIENT_MESSAGES.timeFormat;
  if (!TIME.test(form.endTime)) errors.endTime = RECIPIENT_MESSAGES.timeFormat;
  else if (TIME.test(form.startTime) && form.endTime <= form.startTime) errors.endTime = RECIPIENT_MESSAGES.timeOrder;
  return errors;
}

/** '01012345678' and '010-1234-5678' are sent as '010-1234-5678'. */
export function normalizePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
}

/** What POST sends (create), or what PUT sends (edit: the phone only when a new one was typed; the server keeps it). */
export function recipientBody(form: RecipientForm, editing: boolean): Partial<AlertRecipientInput> {
  const body: Partial<AlertRecipientInput> = {
    name: form.name.trim(),
    events: [...form.events],
    dayType: form.dayType,
    startTime: form.startTime,
    endTime: form.endTime,
    clientId: form.clientId === '' ? null : Number(form.clientId),
    enabled: form.enabled,
  };
  const phone = form.phone.trim();
  if (!editing || phone !== '') body.phone = normalizePhone(phone);
  return body;
}

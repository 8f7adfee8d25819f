import { describe, expect, it } from 'vitest';
import type { AlertRecipient } from '@oa/api';
import {
  EMPTY_RECIPIENT,
  formOf,
  normalizePhone,
  RECIPIENT_MESSAGES as M,
  recipientBody,
  validateRecipient,
} from './alertRecipientForm';

const valid = { ...EMPTY_RECIPIENT, name: '김담당', phone: '010-1234-5678', events: ['FULL' as const] };

const recipient: AlertRecipient = {
  id: 7,
  name: '김담당',
  phone: '010-****-5678',
  events: ['FULL', 'OFFLINE'],
  dayType: 'WEEKDAY',
  startTime: '08:30',
  endTime: '17:30',
  clientId: 3,
  clientName: '강남구청',
  enabled: false,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
};

describe('validateRecipient', () => {
  it('accepts a complete form', () => {
    expect(validateRecipient(valid, false)).toEqual({});
  });

  it('names every missing field of a new recipient', () => {
    expect(validateRecipient({ ...EMPTY_RECIPIENT, name: '  ' }, false)).toEqual({
      name: M.nameRequired,
      phone: M.phoneRequired,
      events: M.eventsRequired,
    });
  });

  it('checks the phone format and the length of the name', () => {
    expect(validateRecipient({ ...valid, phone: '02-123-4567', name: '가'.repeat(31) }, false)).toEqual({
      name: M.nameTooLong,
      phone: M.phoneFormat,
    });
    expect(validateRecipient({ ...valid, phone: '01012345678' }, false)).toEqual({});
  });

  it('keeps the current phone when an edit leaves it empty', () => {
    expect(validateRecipient({ ...valid, phone: '' }, true)).toEqual({});
  });

  it('needs HH:mm times with the end after the start', () => {
    expect(validateRecipient({ ...valid, startTime: '9:00', endTime: '24:00' }, false)).toEqual({
      startTime: M.timeFormat,
      endTime: M.timeFormat,
    });
    expect(validateRecipient({ ...valid, startTime: '18:00', endTime: '18:00' }, false)).toEqual({
      endTime: M.timeOrder,
    });
    expect(validateRecipient({ ...valid, startTime: '18:00', endTime: '09:00' }, false)).toEqual({
      endTime: M.timeOrder,
    });
  });
});

describe('recipientBody', () => {
  it('sends a new recipient whole, with the phone written with dashes', () => {
    expect(recipientBody({ ...valid, phone: '01012345678', clientId: '3' }, false)).toEqual({
      name: '김담당',
      phone: '010-1234-5678',
      events: ['FULL'],
      dayType: 'EVERYDAY',
      startTime: '09:00',
      endTime: '18:00',
      clientId: 3,
      enabled: true,
    });
  });

  it('leaves the phone out of an edit unless a new one was typed', () => {
    const form = formOf(recipient);
    expect(form.phone).toBe('');
    expect(form.clientId).toBe('3');
    expect(recipientBody(form, true)).not.toHaveProperty('phone');
    expect(recipientBody({ ...form, phone: '010 9999 0000' }, true).phone).toBe('010-9999-0000');
    expect(recipientBody({ ...form, clientId: '' }, true).clientId).toBeNull();
  });

  it('normalizes phone numbers', () => {
    expect(normalizePhone('010-1234-5678')).toBe('010-1234-5678');
  });
});

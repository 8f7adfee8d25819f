import { describe, expect, it } from 'vitest';
import type { Client } from '@oa/api';
import {
  clientFormValues,
  clientInput,
  EMPTY_CLIENT_FORM,
  validateClientForm,
  type ClientFormValues,
} from './clientForm';

const VALID: ClientFormValues = {
  name: ' 강남구청 ',
  type: 'DISTRICT_OFFICE',
  businessNumber: '1234567890',
  contactName: '김담당',
  contactPhone: '010-1234-5678',
  district: '강남구',
  parentId: '',
};

const CLIENT: Client = {
  id: 7,
  uid: 'C-0007',
  name: '강남구청',
  type: 'DISTRICT_OFFICE',
  businessNumber: '123-45-67890',
  contactName: null,
  contactPhone: '010-****-5678',
  district: '강남구',
  parentId: 2,
  parentName: '서울시',
  robots: 3,
  admins: 1,
  children: 0,
  createdAt: '2026-01-01T00:00:00Z',
};

describe('validateClientForm', () => {
  it('accepts a complete form and one with only the required fields', () => {
    expect(validateClientForm(VALID)).toEqual({});
    expect(validateClientForm({ ...EMPTY_CLIENT_FORM, name: '마포구청', type: 'COMPANY' })).toEqual({});
  });

  it('says in Korean what is missing or wrong, by field', () => {
    expect(validateClientForm(EMPTY_CLIENT_FORM)).toEqual({
      name: '고객사 이름을 입력해 주세요.',
      type: '고객사 유형을 선택해 주세요.',
    });
    expect(
      validateClientForm({
        ...VALID,
        name: '가'.repeat(51),
        businessNumber: '123-456-7890',
        contactName: '나'.repeat(51),
        contactPhone: '12345',
        district: '부산진구',
      }),
    ).toEqual({
      name: '고객사 이름은 50자 이하로 입력해 주세요.',
      businessNumber: '사업자등록번호는 000-00-00000 형식으로 입력해 주세요.',
      contactName: '담당자 이름은 50자 이하로 입력해 주세요.',
      contactPhone: '전화번호 형식이 올바르지 않습니다. 예: 010-1234-5678',
      district: '서울시의 구를 선택해 주세요.',
    });
  });

  it('lets the masked phone an edit started with pass unchanged, but checks a new one', () => {
    const values = clientFormValues(CLIENT);
    expect(validateClientForm(values, CLIENT.contactPhone)).toEqual({});
    expect(validateClientForm({ ...values, contactPhone: '010-****-567' }, CLIENT.contactPhone)).toHaveProperty(
      'contactPhone',
    );
  });
});

describe('clientInput', () => {
  it('trims, writes the business number with hyphens and empty fields as null', () => {
    expect(clientInput(VALID)).toEqual({
      name: '강남구청',
      type: 'DISTRICT_OFFICE',
      businessNumber: '123-45-67890',
      contactName: '김담당',
      contactPhone: '010-1234-5678',
      district: '강남구',
      parentId: null,
    });
    expect(clientInput({ ...EMPTY_CLIENT_FORM, name: 'a', type: 'CAMPUS', parentId: '3' })).toEqual({
      name: 'a',
      type: 'CAMPUS',
      businessNumber: null,
      contactName: null,
      contactPhone: null,
      district: null,
      parentId: 3,
    });
  });

  it('sends the masked phone back as it came, so the server keeps the number', () => {
    expect(clientInput(clientFormValues(CLIENT)).contactPhone).toBe('010-****-5678');
  });
});

describe('form helpers', () => {
  it('fills the form from a client', () => {
    const values = clientFormValues(CLIENT);
    expect(values.parentId).toBe('2');
    expect(values.contactName).toBe('');
  });
});

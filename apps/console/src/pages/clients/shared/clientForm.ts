/**
 * The client register / edit form as data: its values (text, as the fields hold them), the Korean validation of
 * every field (the same rules the server applies to ClientInput) and the body it sends. Pure, so it is unit-tested
 * without a browser.
 *
 * The contact phone arrives masked (010-****-5678): an edit shows it as it came and sends it back unchanged when
 * the user leaves it, which the server reads as "keep the stored number"; a new number replaces it, an empty field
 * removes it.
 */
import {
  BUSINESS_NUMBER_PATTERN,
  CLIENT_TYPES,
  SEOUL_DISTRICT_NAMES,
  type Client,
  type ClientInput,
  type ClientType,
  type SeoulDistrictName,
} from '@oa/api';

export interface ClientFormValues {
  name: string;
  type: string;
  businessNumber: string;
  contactName: string;
  contactPhone: string;
  district: string;
  /** The parent client's id as text; '' for none. */
  parentId: string;
}

export type ClientFormErrors = Partial<Record<keyof ClientFormValues, string>>;

export const CLIENT_NAME_MAX = 50;
export const CONTACT_NAME_MAX = 50;

/** Korean telephone numbers, as the server reads them (digits; hyphens and spaces ignored). */
const KOREAN_PHONE = /^(01[016789]\d{7,8}|02\d{7,8}|0[3-6][1-5]\d{7,8}|070\d{8}|050\d{8,9})$/;

export const EMPTY_CLIENT_FORM: ClientFormValues = {
  name: '',
  type: '',
  businessNumber: '',
  contactName: '',
  contactPhone: '',
  district: '',
  parentId: '',
};

/** A loaded client as the form's values (the phone masked, as it came). */
export function clientFormValues(client: Client): ClientFormValues {
  return {
    name: client.name,
    type: client.type,
    businessNumber: client.businessNumber ?? '',
    contactName: client.contactName ?? '',
    contactPhone: client.contactPhone ?? '',
    district: client.district ?? '',
    parentId: client.parentId === null ? '' : String(client.parentId),
  };
}

/** 1234567890 or 123-45-67890 -> 123-45-67890. */
export function formatBusinessNumber(text: string): string {
  const digits = text.replace(/-/g, '');
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/**
 * Every problem of the form, in Korean, by field. `storedPhone` is the masked number an edit started with: left
 * as it is, it is not checked (the server keeps the stored number).
 */
export function validateClientForm(values: ClientFormValues, storedPhone: string | null = null): ClientFormErrors {
  const errors: ClientFormErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = '고객사 이름을 입력해 주세요.';
  else if (name.length > CLIENT_NAME_MAX)
    errors.name = `고객사 이름은 ${String(CLIENT_NAME_MAX)}자 이하로 입력해 주세요.`;
  if (!(CLIENT_TYPES as readonly string[]).includes(values.type)) errors.type = '고객사 유형을 선택해 주세요.';
  const number = values.businessNumber.trim();
  if (number !== '' && !BUSINESS_NUMBER_PATTERN.test(number)) {
    errors.businessNumber = '사업자등록번호는 000-00-00000 형식으로 입력해 주세요.';
  }
  if (values.contactName.trim().length > CONTACT_NAME_MAX) {
    errors.contactName = `담당자 이름은 ${String(CONTACT_NAME_MAX)}자 이하로 입력해 주세요.`;
  }
  const phone = values.contactPhone.trim();
  if (phone !== '' && phone !== storedPhone && !KOREAN_PHONE.test(phone.replace(/[\s-]/g, ''))) {
    errors.contactPhone = '전화번호 형식이 올바르지 않습니다. 예: 010-1234-5678';
  }
  if (values.district !== '' && !(SEOUL_DISTRICT_NAMES as readonly string[]).includes(values.district)) {
    errors.district = '서울시의 구를 선택해 주세요.';
  }
  return errors;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The body of POST /v1/clients and PUT /v1/clients/:uid (a valid form). */
export function clientInput(values: ClientFormValues): ClientInput {
  const number = values.businessNumber.trim();
  return {
    name: values.name.trim(),
    type: values.type as ClientType,
    businessNumber: number === '' ? null : formatBusinessNumber(number),
    contactName: orNull(values.contactName),
    contactPhone: orNull(values.contactPhone),
    district: values.district === '' ? null : (values.district as SeoulDistrictName),
    parentId: values.parentId === '' ? null : Number(values.parentId),
  };
}

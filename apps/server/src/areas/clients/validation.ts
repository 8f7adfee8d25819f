/**
 * The clients area's forms, field by field, each wrong field with its Korean message (`fields`): a client and its
 * domain settings.
 */
import {
  BUSINESS_NUMBER_PATTERN,
  CLIENT_TYPES,
  HOSTNAME_PATTERN,
  MAX_CLIENT_DOMAINS,
  SEOUL_DISTRICT_NAMES,
  type ClientDomain,
  type ClientType,
  type SeoulDistrictName,
} from '@oa/contract';
import { collector, isObject, optionalId, outcome, phoneNumber, text, type Checked } from '../../http/forms';

const CLIENT_NAME_MAX = 50;
const CONTACT_NAME_MAX = 50;

export interface ValidClientInput {
  name: string;
  type: ClientType;
  businessNumber: string | null;
  contactName: string | null;
  contactPhone: string | null;
  district: SeoulDistrictName | null;
  parentId: number | null;
}

/** A client form; `storedContactPhone` (an edit) lets the masked number come back unchanged. */
export function checkClientInput(body: unknown, storedContactPhone?: string | null): Checked<ValidClientInput> {
  const { fields, fail } = collector();
  const input = isObject(body) ? body : {};
  const name = text(input, 'name', CLIENT_NAME_MAX, '고객사 이름', fail, true) ?? '';
  const type = input.type;
  if (type === undefined || type === null || type === '') fail('type', '필수 항목입니다.');
  else if (!(CLIENT_TYPES as readonly unknown[]).includes(type)) fail('type', '고객사 유형을 선택해 주세요.');
  const rawNumber = text(input, 'businessNumber', 12, '사업자등록번호', fail, false);
  let businessNumber: string | null = null;
  if (rawNumber !== null) {
    if (!BUSINESS_NUMBER_PATTERN.test(rawNumber)) {
      fail('businessNumber', '사업자등록번호는 000-00-00000 형식으로 입력해 주세요.');
    } else {
      const digits = rawNumber.replace(/-/g, '');
      businessNumber = `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
    }
  }
  const contactName = text(input, 'contactName', CONTACT_NAME_MAX, '담당자 이름', fail, false);
  const contactPhone = phoneNumber(input, 'contactPhone', fail, storedContactPhone);
  const district = input.district;
  if (district !== undefined && district !== null && !(SEOUL_DISTRICT_NAMES as readonly unknown[]).includes(district)) {
    fail('district', '서울시의 구를 선택해 주세요.');
  }
  const parentId = optionalId(input, 'parentId', '상위 고객사를 선택해 주세요.', fail);
  return outcome(fields, () => ({
    name,
    type: type as ClientType,
    businessNumber,
    contactName,
    contactPhone,
    district: (district ?? null) as SeoulDistrictName | null,
    parentId,
  }));
}

/**
 * A client's domains: up to MAX_CLIENT_DOMAINS host names (trimmed, lower-cased, HOSTNAME_PATTERN), each once,
 * exactly one primary when there is any.
 */
export function checkDomainsInput(body: unknown): Checked<ClientDomain[]> {
  const { fields, fail } = collector();
  const raw = isObject(body) ? body.domains : undefined;
  if (!Array.isArray(raw)) {
    fail('domains', '도메인 목록을 보내 주세요.');
    return { value: null, fields };
  }
  if (raw.length > MAX_CLIENT_DOMAINS) {
    fail('domains', `도메인은 ${String(MAX_CLIENT_DOMAINS)}개까지 등록할 수 있습니다.`);
    return { value: null, fields };
  }
  const domains: ClientDomain[] = [];
  const seen = new Set<string>();
  raw.forEach((item: unknown, index) => {
    const at = `domains.${String(index)}`;
    const entry = isObject(item) ? item : {};
    const hostname = typeof entry.hostname === 'string' ? entry.hostname.trim().toLowerCase() : '';
    if (hostname === '') fail(`${at}.hostname`, '필수 항목입니다.');
    else if (!HOSTNAME_PATTERN.test(hostname)) {
      fail(`${at}.hostname`, '도메인 형식이 올바르지 않습니다. 예: gangnam.oa-console.kr');
    } else if (seen.has(hostname)) fail(`${at}.hostname`, '같은 도메인이 두 번 들어 있습니다.');
    seen.add(hostname);
    if (typeof entry.primary !== 'boolean') fail(`${at}.primary`, '대표 도메인 여부를 보내 주세요.');
    domains.push({ hostname, primary: entry.primary === true });
  });
  const primaries = domains.filter((domain) => domain.primary).length;
  if (domains.length > 0 && primaries !== 1) fail('domains', '대표 도메인을 하나 지정해 주세요.');
  return outcome(fields, () => domains);
}

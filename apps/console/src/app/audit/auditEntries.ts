/**
 * The audit log's entries as people read them (AuditHistory): a Korean name per action, the target in words, and
 * the change as "field: before → after" lines with only the keys that changed, field names in Korean where known,
 * and never a password or a secret. Pure, so it is unit-tested in Node.
 */
import type { AuditEntry } from '@oa/api';
import type { AuditAction, AuditTargetKind } from '@oa/contract/audit';

/** Every action the server writes (packages/contract/src/audit.ts AUDIT_ACTIONS): a new one needs its label. */
export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  'auth.login': '로그인',
  'auth.register': '회원 가입',
  'auth.refresh_reuse': '재사용된 로그인 토큰 차단',
  'auth.password_changed': '비밀번호 변경',
  'user.create': '사용자 등록',
  'user.update': '사용자 수정',
  'user.status': '계정 상태 변경',
  'user.password-reset': '비밀번호 초기화',
  'group.create': '권한 그룹 등록',
  'group.update': '권한 그룹 수정',
  'group.delete': '권한 그룹 삭제',
  'group.member-add': '그룹 사용자 추가',
  'group.member-remove': '그룹 사용자 삭제',
  'client.create': '고객사 등록',
  'client.update': '고객사 수정',
  'client.delete': '고객사 삭제',
  'client.domains': '도메인 설정',
  'robot.create': '로봇 등록',
  'robot.update': '로봇 수정',
  'alertRecipient.create': '알림 수신자 등록',
  'alertRecipient.update': '알림 수신자 수정',
  'alertRecipient.delete': '알림 수신자 삭제',
  'updateFile.upload': '업데이트 파일 업로드',
  'updateFile.rollout': '업데이트 배포',
  'rentalMachine.create': '대여기 등록',
  'rentalMachine.update': '대여기 수정',
  'returnMachine.create': '반납기 등록',
  'returnMachine.update': '반납기 수정',
  'machineAlert.acknowledge': '기기 알림 확인',
  'rental.extend': '반납 유효기간 연장',
  'member.phone-decrypt': '전화번호 복호화',
  'refund.create': '수동 환급',
  'refund.retry': '재송금',
  'refund.message-resend': '환급 알림 재발송',
  'refill.create': '수동 충전',
  'retrieval.create': '수동 입고',
  'idRange.create': '번호 범위 등록',
  'cup.discard': '컵 폐기',
  'cup.state-change': '컵 상태 수동 변경',
  'box.pack': '박스 포장',
  'box.unpack': '박스에서 꺼냄',
  'box.retire': '박스 사용 중지',
  'box.state-change': '박스 상태 수동 변경',
  'shipment.create': '박스 출고',
  'shipment.deliver': '배송 완료',
};

/** An action's Korean name; an unknown one as the server wrote it. */
export const auditActionLabel = (action: string): string =>
  (AUDIT_ACTION_LABELS as Readonly<Record<string, string>>)[action] ?? action;

const TARGET_KINDS: Readonly<Record<AuditTargetKind, string>> = {
  user: '사용자',
  group: '권한 그룹',
  client: '고객사',
  robot: '로봇',
  alertRecipient: '알림 수신자',
  updateFile: '업데이트 파일',
  rentalMachine: '대여기',
  returnMachine: '반납기',
  machineAlert: '기기 알림',
  rental: '대여',
  member: '회원',
  refund: '환급',
  refill: '충전',
  retrieval: '회수',
  idRange: '번호 범위',
  cup: '컵',
  box: '박스',
  stateChange: '상태 변경',
  shipment: '배송',
};

/** 'client:C-0001' -> '고객사 C-0001'; an unknown kind or shape as written; null -> '-'. */
export function auditTargetLabel(target: string | null): string {
  if (target === null || target === '') return '-';
  const at = target.indexOf(':');
  const kind = at < 0 ? undefined : (TARGET_KINDS as Readonly<Record<string, string>>)[target.slice(0, at)];
  return kind === undefined ? target : `${kind} ${target.slice(at + 1)}`;
}

/** '김관리 (demo-admin)'; '시스템' when no user did it. */
export function auditActorLabel(entry: Pick<AuditEntry, 'actorName' | 'actorLoginId'>): string {
  const { actorName, actorLoginId } = entry;
  if (actorName === null && actorLoginId === null) return '시스템';
  if (actorName === null) return actorLoginId ?? '';
  return actorLoginId === null ? actorName : `${actorName} (${actorLoginId})`;
}

/** Korean names of the fields audit records carry (users, groups, clients, domains, robots, alerts, files). */
export const AUDIT_FIELD_LABELS: Readonly<Record<string, string>> = {
  loginId: '아이디',
  name: '이름',
  email: '이메일',
  phone: '전화번호',
  status: '상태',
  groupId: '권한 그룹 ID',
  groupName: '권한 그룹',
  clientId: '고객사 ID',
  clientName: '고객사',
  description: '설명',
  permissions: '권한',
  members: '구성원 수',
  userId: '사용자 ID',
  uid: '고객사 ID',
  type: '유형',
  businessNumber: '사업자등록번호',
  contactName: '담당자',
  contactPhone: '담당자 연락처',
  district: '자치구',
  parentId: '상위 고객사 ID',
  parentName: '상위 고객사',
  domains: '도메인',
  hostname: '호스트 이름',
  primary: '대표',
  deleteMembers: '구성원 처리',
  // Robots, alert recipients, update files (docs/areas/robots.md).
  machineId: '기기 ID',
  generation: '세대',
  address: '주소',
  lat: '위도',
  lng: '경도',
  installedAt: '설치일',
  operationState: '운영 상태',
  dayType: '운영 요일',
  openTime: '시작 시간',
  closeTime: '종료 시간',
  memo: '메모',
  bins: '수거함',
  revision: '수정 번호',
  events: '알림 종류',
  startTime: '알림 시작',
  endTime: '알림 종료',
  enabled: '사용',
  version: '버전',
  fileName: '파일 이름',
  sizeBytes: '크기(바이트)',
  sha256: 'SHA-256',
  machineIds: '배포 로봇',
  created: '새로 배포',
  restarted: '다시 배포',
  unchanged: '그대로',
  ip: '접속 IP',
  // The cup programme's money and crew work (docs/areas/cup.md).
  state: '상태',
  amountKrw: '금액(원)',
  bank: '은행',
  accountMasked: '계좌',
  rentalId: '대여 ID',
  reason: '사유',
  messageState: '알림 상태',
  boxNumber: '상자 번호',
  count: '수량',
  levelBefore: '이전 수량',
  level: '수량',
};

/** Values with a Korean word (user status, client type, delete choice). */
const VALUE_LABELS: Readonly<Record<string, string>> = {
  PENDING: '승인 대기',
  ACTIVE: '사용 중',
  LOCKED: '잠김',
  DISTRICT_OFFICE: '구청',
  PUBLIC_INSTITUTION: '공공기관',
  COMPANY: '기업',
  CAMPUS: '대학',
  refuse: '거부',
  unassign: '그룹 해제',
};

/** Keys never shown, whatever the record holds (a password, a hash, a token, a secret). */
const SECRET = /password|passwd|secret|token|hash|salt/i;

export const isSecretKey = (key: string): boolean => SECRET.test(key);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isDomain = (value: unknown): value is { hostname: string; primary?: unknown } =>
  isRecord(value) && typeof value.hostname === 'string';

/** One value in words: '-' for none, lists joined, domains with (대표), booleans 예/아니요. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'boolean') return value ? '예' : '아니요';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'string') return VALUE_LABELS[value] ?? value;
  if (Array.isArray(value)) {
    if (value.length === 0) return '없음';
    return value
      .map((item) =>
        isDomain(item) ? `${item.hostname}${item.primary === true ? '(대표)' : ''}` : auditValueText(item),
      )
      .join(', ');
  }
  if (isRecord(value)) {
    return Object.entries(value)
      .filter(([key]) => !isSecretKey(key))
      .map(([key, item]) => `${AUDIT_FIELD_LABELS[key] ?? key} ${auditValueText(item)}`)
      .join(', ');
  }
  return '-';
}

/** Order-insensitive for objects' keys, exact for the rest. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if ((a === null || a === undefined) && (b === null || b === undefined)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, at) => same(item, b[at]));
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => same(a[key], b[key]));
  }
  return false;
}

/** One line of a change: the field's name, what it was and what it became (null: none that side). */
export interface AuditChange {
  key: string;
  label: string;
  before: string | null;
  after: string | null;
}

/** A list of plain strings (e.g. a group's permissions) changed by adding and removing: "추가 …, 삭제 …". */
function listDelta(before: unknown, after: unknown): { added: string[]; removed: string[] } | null {
  const strings = (value: unknown) =>
    Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null;
  const a = strings(before);
  const b = strings(after);
  if (a === null || b === null) return null;
  return { added: b.filter((item) => !a.includes(item)), removed: a.filter((item) => !b.includes(item)) };
}

/**
 * What an entry changed, one line per key that differs (a create shows what was set, a delete what was there),
 * in the record's own key order; secret keys never. A value that is not an object (e.g. a bare status) is one
 * line named '값'.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (same(before, after)) return [];
    return [
      {
        key: 'value',
        label: '값',
        before: before === null || before === undefined ? null : auditValueText(before),
        after: after === null || after === undefined ? null : auditValueText(after),
      },
    ];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  const changes: AuditChange[] = [];
  for (const key of keys) {
    if (isSecretKey(key) || same(from[key], to[key])) continue;
    const label = AUDIT_FIELD_LABELS[key] ?? key;
    const delta = isRecord(before) && isRecord(after) ? listDelta(from[key], to[key]) : null;
    if (delta !== null) {
      const parts = [
        ...(delta.added.length > 0 ? [`추가 ${delta.added.join(', ')}`] : []),
        ...(delta.removed.length > 0 ? [`삭제 ${delta.removed.join(', ')}`] : []),
      ];
      changes.push({ key, label, before: null, after: parts.length > 0 ? parts.join(' / ') : '순서 변경' });
      continue;
    }
    changes.push({
      key,
      label,
      before: isRecord(before) ? auditValueText(from[key]) : null,
      after: isRecord(after) ? auditValueText(to[key]) : null,
    });
  }
  return changes;
}

/** A change as one line of text: '이름: 강남구청 → 강남구 청소행정과', '이름: 강남구청' (only one side). */
export function auditChangeText(change: AuditChange): string {
  if (change.before !== null && change.after !== null) return `${change.label}: ${change.before} → ${change.after}`;
  return `${change.label}: ${change.after ?? change.before ?? '-'}`;
}

/**
 * Korean labels and badge tones of the domain's enumerations (spec §3, domain.md), one table per enumeration.
 * Plain data, so the console's filters and Excel exports reuse the same words as the badges.
 */

/** A badge's colour meaning. */
export type BadgeTone = 'success' | 'info' | 'warning' | 'danger' | 'neutral' | 'brand';

export interface StatusEntry {
  /** The Korean label shown to operators. */
  label: string;
  tone: BadgeTone;
}

/** Robot operation state (spec §3). */
export const robotOperationStatus = {
  OPERATION: { label: '운영 중', tone: 'success' },
  CHECK: { label: '점검 중', tone: 'warning' },
  WAIT: { label: '대기', tone: 'info' },
  STOP: { label: '정지', tone: 'danger' },
  DEFAULT: { label: '미설정', tone: 'neutral' },
} as const satisfies Record<string, StatusEntry>;

/** Robot bin capacity state (spec §3). */
export const robotCapacityStatus = {
  ON: { label: '정상', tone: 'success' },
  OFF: { label: '꺼짐', tone: 'neutral' },
  FULL: { label: '가득 참', tone: 'danger' },
  WARNING: { label: '경고', tone: 'warning' },
} as const satisfies Record<string, StatusEntry>;

/** Material of a bin or a deposited item (spec §3). Tones only tell materials apart; none is an alarm. */
export const materialType = {
  PET: { label: '페트', tone: 'info' },
  PAPER: { label: '종이', tone: 'brand' },
  CAN: { label: '캔', tone: 'neutral' },
  TETRA_PAK: { label: '종이팩', tone: 'success' },
  NONE: { label: '없음', tone: 'neutral' },
} as const satisfies Record<string, StatusEntry>;

/** Robot generation (domain.md). */
export const robotGeneration = {
  RC_3: { label: 'RC 3.x', tone: 'neutral' },
  RC_4_0: { label: 'RC 4.0', tone: 'brand' },
} as const satisfies Record<string, StatusEntry>;

/** A robot's connection (heartbeat within the last 3 minutes). */
export const robotConnection = {
  ONLINE: { label: '연결됨', tone: 'success' },
  OFFLINE: { label: '연결 끊김', tone: 'danger' },
} as const satisfies Record<string, StatusEntry>;

/** A robot's door. */
export const robotDoor = {
  OPEN: { label: '열림', tone: 'warning' },
  LOCKED: { label: '잠김', tone: 'neutral' },
} as const satisfies Record<string, StatusEntry>;

/** A communication log line's type. */
export const robotLogType = {
  HEARTBEAT: { label: '하트비트', tone: 'neutral' },
  COMMAND: { label: '명령', tone: 'brand' },
  EVENT: { label: '이벤트', tone: 'info' },
  ERROR: { label: '오류', tone: 'danger' },
} as const satisfies Record<string, StatusEntry>;

/** The result of a command sent to a robot. */
export const commandResult = {
  OK: { label: '성공', tone: 'success' },
  FAILED: { label: '실패', tone: 'danger' },
} as const satisfies Record<string, StatusEntry>;

/** The event an alert is raised for (webin-alaram). */
export const alertEvent = {
  FULL: { label: '가득 참', tone: 'danger' },
  WARNING: { label: '경고', tone: 'warning' },
  ERROR: { label: '오류', tone: 'danger' },
  OFFLINE: { label: '연결 끊김', tone: 'neutral' },
} as const satisfies Record<string, StatusEntry>;

/** A program or AI model file's rollout to one robot. */
export const rolloutState = {
  PENDING: { label: '대기', tone: 'neutral' },
  DOWNLOADING: { label: '내려받는 중', tone: 'info' },
  INSTALLED: { label: '설치 완료', tone: 'success' },
  FAILED: { label: '실패', tone: 'danger' },
} as const satisfies Record<string, StatusEntry>;

/** Whether a deposit was accepted by the robot (AI check). */
export const depositResult = {
  ACCEPTED: { label: '승인', tone: 'success' },
  REJECTED: { label: '거부', tone: 'danger' },
} as const satisfies Record<string, StatusEntry>;

/** A cup's place in its life cycle (domain.md): in circulation brand/info, back and clean success, lost danger. */
export const cupStatus = {
  REGISTERED: { label: '등록', tone: 'neutral' },
  IN_BOX: { label: '박스 포장', tone: 'info' },
  SHIPPED: { label: '출고', tone: 'info' },
  LOADED: { label: '대여기 적재', tone: 'brand' },
  RENTED: { label: '대여 중', tone: 'brand' },
  RETURNED: { label: '반납', tone: 'success' },
  COLLECTED: { label: '회수', tone: 'info' },
  WASHING: { label: '세척 중', tone: 'warning' },
  CLEAN: { label: '세척 완료', tone: 'success' },
  LOST: { label: '분실', tone: 'danger' },
  DISCARDED: { label: '폐기', tone: 'neutral' },
} as const satisfies Record<string, StatusEntry>;

/** A box's state (domain.md). */
export const boxStatus = {
  EMPTY: { label: '빈 박스', tone: 'neutral' },
  PACKED: { label: '포장 완료', tone: 'info' },
  SHIPPING: { label: '배송 중', tone: 'brand' },
  DELIVERED: { label: '배송 완료', tone: 'success' },
  RETURNED: { label: '반송', tone: 'neutral' },
} as const satisfies Record<string, StatusEntry>;

/** A rental's state (domain.md): an expired rental is overdue, so it is the alarm. */
export const rentalStatus = {
  RENTED: { label: '대여 중', tone: 'brand' },
  RETURNED: { label: '반납 완료', tone: 'success' },
  EXPIRED: { label: '기한 만료', tone: 'danger' },
  REFUNDED: { label: '환급 완료', tone: 'info' },
} as const satisfies Record<string, StatusEntry>;

/** A deposit refund's state (domain.md). */
export const refundStatus = {
  REQUESTED: { label: '환급 요청', tone: 'neutral' },
  PROCESSING: { label: '처리 중', tone: 'info' },
  COMPLETED: { label: '환급 완료', tone: 'success' },
  FAILED: { label: '환급 실패', tone: 'danger' },
} as const satisfies Record<string, StatusEntry>;

/** A console user's account state (docs/areas/users-and-clients.md): a sign-up waits for approval. */
export const userStatus = {
  PENDING: { label: '승인 대기', tone: 'warning' },
  ACTIVE: { label: '사용 중', tone: 'success' },
  LOCKED: { label: '잠김', tone: 'danger' },
} as const satisfies Record<string, StatusEntry>;

/** A client organisation's kind (domain.md "Who uses it"). */
export const clientType = {
  DISTRICT_OFFICE: { label: '구청', tone: 'brand' },
  PUBLIC_INSTITUTION: { label: '공공기관', tone: 'info' },
  COMPANY: { label: '기업', tone: 'neutral' },
  CAMPUS: { label: '대학', tone: 'success' },
} as const satisfies Record<string, StatusEntry>;

/** Every table by the name `<StatusBadge kind>` takes. */
export const statusTables = {
  robotOperation: robotOperationStatus,
  robotCapacity: robotCapacityStatus,
  material: materialType,
  robotGeneration,
  robotConnection,
  robotDoor,
  robotLogType,
  commandResult,
  alertEvent,
  rolloutState,
  depositResult,
  cup: cupStatus,
  box: boxStatus,
  rental: rentalStatus,
  refund: refundStatus,
  userStatus,
  clientType,
} as const;

export type StatusKind = keyof typeof statusTables;
/** The known values of one enumeration, e.g. StatusValue<'robotOperation'> is 'OPERATION' | 'CHECK' | ... */
export type StatusValue<K extends StatusKind> = keyof (typeof statusTables)[K] & string;

export type RobotOperationState = StatusValue<'robotOperation'>;
export type RobotCapacityState = StatusValue<'robotCapacity'>;
export type MaterialType = StatusValue<'material'>;
export type CupState = StatusValue<'cup'>;
export type BoxState = StatusValue<'box'>;
export type RentalState = StatusValue<'rental'>;
export type RefundState = StatusValue<'refund'>;

/**
 * The label and tone of a value. An unknown value (a state the server added later) comes back as itself in
 * the neutral tone, so a screen never breaks on it.
 */
export function statusEntry(kind: StatusKind, value: string): StatusEntry {
  const table: Partial<Record<string, StatusEntry>> = statusTables[kind];
  const entry = Object.hasOwn(table, value) ? table[value] : undefined;
  return entry ?? { label: value, tone: 'neutral' };
}

/** The Korean label of a value (the raw value when unknown), for table cells, filters and exports. */
export function statusLabel(kind: StatusKind, value: string): string {
  return statusEntry(kind, value).label;
}

/** The enumeration as select options in the table's order, e.g. for a filter dropdown. */
export function statusOptions<K extends StatusKind>(kind: K): { value: StatusValue<K>; label: string }[] {
  return Object.entries(statusTables[kind] as Record<string, StatusEntry>).map(([value, entry]) => ({
    value: value as StatusValue<K>,
    label: entry.label,
  }));
}

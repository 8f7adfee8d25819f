/** The robot area's enumerations (spec §3, docs/areas/robots.md): Korean labels and badge tones. */
import type { StatusEntry, StatusValue } from './statusTables';

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

export type RobotOperationState = StatusValue<typeof robotOperationStatus>;
export type RobotCapacityState = StatusValue<typeof robotCapacityStatus>;
export type MaterialType = StatusValue<typeof materialType>;

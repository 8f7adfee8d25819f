/**
 * The cup programme's Korean words (labels-ko.md), in one module so lists, filters, forms and exports say the same
 * thing. Enumeration labels come from the design system's status tables (the badges' own words).
 */
import type { CupMachineKind } from '@oa/contract/cup';
import type { MachineCondition } from '../monitors/machineBoard';
import {
  crewEntryMode,
  cupMachineState,
  machineAlertKind,
  refundMessageStatus,
  refundStatus,
  rentalStatus,
  rentalStockBand,
  returnFillBand,
  returnResult,
  statusOptions,
  type BadgeTone,
} from '@oa/ui/StatusBadge';

/** What each kind of machine is called, and what its level is. */
export const MACHINE_WORDS: Record<
  CupMachineKind,
  { noun: string; level: string; bands: typeof rentalStockBand | typeof returnFillBand }
> = {
  RENTAL: { noun: '대여기', level: '재고', bands: rentalStockBand },
  RETURN: { noun: '반납기', level: '적재', bands: returnFillBand },
};

export const CUP_FIELD_LABELS = {
  machineId: '기기 ID',
  name: '이름',
  district: '자치구',
  state: '운영 상태',
  online: '연결 상태',
  openAlerts: '알림',
  lastHeartbeatAt: '마지막 통신',
  installedAt: '설치일',
  capacity: '용량',
  memo: '메모',
  q: '검색어',
  cuid: '컵 ID',
  phone: '회원 전화번호',
  rentalMachine: '대여기',
  returnMachine: '반납기',
  deposit: '보증금',
  rentedAt: '대여 시각',
  dueAt: '반납 기한',
  returnedAt: '반납 시각',
  rentalState: '대여 상태',
  alertKind: '알림 종류',
  raisedAt: '발생 시각',
  returnResult: '처리 결과',
  returnReason: '사유',
  at: '시각',
} as const;

/** The refund, remittance and reconciliation words (part 2). */
export const REFUND_LABELS = {
  requestedAt: '요청 일시',
  completedAt: '완료 일시',
  amount: '금액',
  bank: '은행',
  account: '계좌',
  accountNumber: '계좌번호',
  state: '상태',
  message: '알림',
  messageState: '알림 상태',
  messageSentAt: '알림 발송 일시',
  manual: '구분',
  attempts: '송금 시도',
  failure: '실패 사유',
  reason: '사유',
  transactionId: '거래 번호',
  batch: '송금 묶음',
  batchStartedAt: '시작',
  batchFinishedAt: '완료',
  batchCount: '건수',
  batchResult: '완료/실패',
  phone: '전화번호',
  taken: '받은 보증금',
  refunded: '환급',
  held: '보관 중',
  forfeited: '소멸',
  difference: '차이',
} as const;

/** The refill and retrieval words (충전 이력, 회수 이력). */
export const CREW_LABELS = {
  at: '일시',
  boxNumber: '박스 번호',
  count: '수량',
  level: '재고 (충전 전 → 후)',
  mode: '구분',
  actor: '처리자',
  reason: '사유',
} as const;

export const machineStateOptions = statusOptions(cupMachineState);
export const alertKindOptions = statusOptions(machineAlertKind);
export const rentalStateOptions = statusOptions(rentalStatus);
export const returnResultOptions = statusOptions(returnResult);
export const refundStateOptions = statusOptions(refundStatus);
export const refundMessageOptions = statusOptions(refundMessageStatus);
/** 자동/수동 as the lists' `manual` filter writes it. */
export const manualOptions = [
  { value: 'false', label: crewEntryMode.AUTOMATIC.label },
  { value: 'true', label: crewEntryMode.MANUAL.label },
];
/** An entry's 자동/수동 as the badge table's value. */
export const entryMode = (manual: boolean) => (manual ? 'MANUAL' : 'AUTOMATIC');
/**
 * A machine's connection as a badge table (the robots' words and tones; the cup screens' own table, so that they do
 * not load the robots' status tables for it).
 */
export const machineConnection = {
  ONLINE: { label: '연결됨', tone: 'success' },
  OFFLINE: { label: '연결 끊김', tone: 'danger' },
} as const satisfies Record<string, { label: string; tone: BadgeTone }>;
export const onlineOptions = [
  { value: 'true', label: machineConnection.ONLINE.label },
  { value: 'false', label: machineConnection.OFFLINE.label },
];

/**
 * A machine's condition (monitors/machineBoard.ts `conditionOf`) in the kind's words and its tone: what the
 * monitors count and filter by and the map colours.
 */
export const MACHINE_CONDITIONS: Record<
  CupMachineKind,
  Record<MachineCondition, { label: string; tone: BadgeTone }>
> = {
  RENTAL: {
    ALERT: { label: '재고 없음', tone: 'danger' },
    WATCH: { label: '재고 부족', tone: 'warning' },
    OFFLINE: { label: '연결 끊김', tone: 'neutral' },
    STOPPED: { label: '점검·정지', tone: 'info' },
    OK: { label: '정상', tone: 'success' },
  },
  RETURN: {
    ALERT: { label: '가득 참', tone: 'danger' },
    WATCH: { label: '거의 참', tone: 'warning' },
    OFFLINE: { label: '연결 끊김', tone: 'neutral' },
    STOPPED: { label: '점검·정지', tone: 'info' },
    OK: { label: '정상', tone: 'success' },
  },
};
export const CONDITION_ORDER: readonly MachineCondition[] = ['ALERT', 'WATCH', 'OFFLINE', 'STOPPED', 'OK'];

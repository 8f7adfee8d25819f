/**
 * The cup programme's Korean words (labels-ko.md), in one module so lists, filters, forms and exports say the same
 * thing. Enumeration labels come from the design system's status tables (the badges' own words).
 */
import type { CupMachineKind } from '@oa/contract/cup';
import type { MachineCondition } from '../monitors/machineBoard';
import {
  cupMachineState,
  machineAlertKind,
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

export const machineStateOptions = statusOptions(cupMachineState);
export const alertKindOptions = statusOptions(machineAlertKind);
export const rentalStateOptions = statusOptions(rentalStatus);
export const returnResultOptions = statusOptions(returnResult);
export const onlineOptions = [
  { value: 'true', label: '연결됨' },
  { value: 'false', label: '연결 끊김' },
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

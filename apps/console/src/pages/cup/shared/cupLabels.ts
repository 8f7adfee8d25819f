/**
 * The cup programme's Korean words (labels-ko.md), in one module so lists, filters, forms and exports say the same
 * thing. Enumeration labels come from the design system's status tables (the badges' own words). The field words
 * every part uses are in fieldLabels.ts, the money's and the crew's in moneyLabels.ts (each with its part's chunk).
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

export const machineStateOptions = statusOptions(cupMachineState);
export const alertKindOptions = statusOptions(machineAlertKind);
export const rentalStateOptions = statusOptions(rentalStatus);
export const returnResultOptions = statusOptions(returnResult);
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

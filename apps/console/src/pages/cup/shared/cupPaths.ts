/** Where the cup programme's screens live (the route-permission table in packages/auth names the same paths). */
import type { CupMachineKind } from '@oa/contract/cup';

export const MACHINE_LIST_PATHS: Record<CupMachineKind, string> = {
  RENTAL: '/cup/rental-machine',
  RETURN: '/cup/return-machine',
};
/** The manage pages as the route table names them (with their optional machine id). */
export const MACHINE_MANAGE_ROUTES: Record<CupMachineKind, string> = {
  RENTAL: '/cup/rental-machine-manage/:machineId?',
  RETURN: '/cup/return-machine-manage/:machineId?',
};
const MANAGE_BASE: Record<CupMachineKind, string> = {
  RENTAL: '/cup/rental-machine-manage',
  RETURN: '/cup/return-machine-manage',
};
/** A machine's manage page (edit), or without an id the register form. */
export const machineManagePath = (kind: CupMachineKind, machineId?: string) =>
  machineId === undefined ? MANAGE_BASE[kind] : `${MANAGE_BASE[kind]}/${encodeURIComponent(machineId)}`;
export const MACHINE_MONITOR_PATHS: Record<CupMachineKind, string> = {
  RENTAL: '/cup/rental-machine-monitor',
  RETURN: '/cup/return-machine-monitor',
};
export const RENTAL_MACHINE_ALERT_PATH = '/cup/rental-machine-alert';
export const RETURN_INFORMATION_PATH = '/cup/return-machine-information-monitor';
export const RENTAL_INFORMATION_PATH = '/cup/rental-information-monitor';
export const RETURN_VALIDITY_PATH = '/cup/return-validity-expiration';
export const REFUND_MANAGE_PATH = '/cup/seoul-refund-money-manage';
export const MANUAL_REFUND_PATH = '/cup/seoul-refund-money-edit';
export const REMITTANCE_ROUTE = '/cup/view-remittance-information/:refundId?';
const REMITTANCE_BASE = '/cup/view-remittance-information';
/** One refund's remittance detail, or without an id the remittance batches. */
export const remittancePath = (refundId?: number) =>
  refundId === undefined ? REMITTANCE_BASE : `${REMITTANCE_BASE}/${String(refundId)}`;
/** 수동 환급 opened on one rental. */
export const manualRefundPath = (rentalId: number) => `${MANUAL_REFUND_PATH}?rentalId=${String(rentalId)}`;
export const FILLING_HISTORY_PATH = '/cup/filling-history';
export const RETRIEVAL_HISTORY_PATH = '/cup/retrieval-history';

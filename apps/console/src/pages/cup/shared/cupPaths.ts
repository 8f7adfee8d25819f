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

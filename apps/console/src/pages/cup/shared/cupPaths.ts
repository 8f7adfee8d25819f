/** Where the cup programme's screens live (the route-permission table in packages/auth names the same paths). */
import type { CupMachineKind } from '@oa/contract/cup';

export const MACHINE_LIST_PATHS: Record<CupMachineKind, string> = {
  RENTAL: '/cup/rental-machine',
  RETURN: '/cup/return-machine',
};
export const RENTAL_MACHINE_ALERT_PATH = '/cup/rental-machine-alert';
export const RENTAL_INFORMATION_PATH = '/cup/rental-information-monitor';
export const RETURN_VALIDITY_PATH = '/cup/return-validity-expiration';

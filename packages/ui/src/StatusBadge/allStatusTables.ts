/**
 * Every enumeration's table by name: for the design system's own stories and tests, which show and check them all.
 * Screens import the one table they show (its area's module), not this.
 */
import { clientType, userStatus } from './accountStatus';
import { boxService, boxStatus, cupStatus, packScanResult } from './cupStatus';
import {
  cupMachineState,
  machineAlertKind,
  rentalStatus,
  rentalStockBand,
  returnFillBand,
  returnResult,
} from './machineStatus';
import { crewEntryMode, refundEventKind, refundMessageStatus, refundStatus, transferFailure } from './moneyStatus';
import {
  alertEvent,
  commandResult,
  depositResult,
  materialType,
  robotCapacityStatus,
  robotConnection,
  robotDoor,
  robotGeneration,
  robotLogType,
  robotOperationStatus,
  rolloutState,
} from './robotStatus';

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
  boxService,
  packScanResult,
  rental: rentalStatus,
  refund: refundStatus,
  refundMessage: refundMessageStatus,
  transferFailure,
  refundEvent: refundEventKind,
  crewEntryMode,
  cupMachineState,
  rentalStockBand,
  returnFillBand,
  machineAlertKind,
  returnResult,
  userStatus,
  clientType,
} as const;

export type StatusKind = keyof typeof statusTables;

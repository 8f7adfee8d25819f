/**
 * The cup programme's reads, typed once, from SEOUL_CUP: each hook knows its endpoint (CUP_PATHS) and what it
 * answers, so a screen passes only its query. A `null` query waits: nothing is fetched.
 */
import { useList, type ListQuery } from '@oa/api';
import { CUP_PATHS, type CupMachine, type CupMachineKind, type MachineAlert, type Rental } from '@oa/contract/cup';

type Query = ListQuery | null;
const SEOUL_CUP = { client: 'SEOUL_CUP' } as const;

export const useCupMachines = (kind: CupMachineKind, query: Query) =>
  useList<CupMachine>(CUP_PATHS.machines(kind), query, SEOUL_CUP);

export const useMachineAlerts = (query: Query) => useList<MachineAlert>(CUP_PATHS.machineAlerts, query, SEOUL_CUP);

export const useRentals = (query: Query) => useList<Rental>(CUP_PATHS.rentals, query, SEOUL_CUP);

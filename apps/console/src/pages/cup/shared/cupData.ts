/**
 * The cup programme's reads, typed once, from SEOUL_CUP: each hook knows its endpoint (CUP_PATHS) and what it
 * answers, so a screen passes only its query. A `null` query (or id) waits: nothing is fetched. Part 1 (machines,
 * rentals, returns, alerts) is here; part 2's reads are in moneyData.ts, part 3's in lifeData.ts, each beside its
 * contract module, so that a screen of one part loads no other part's paths.
 */
import { useList, useResource, type ListFilter } from '@oa/api';
import { buildListQueryString } from '@oa/contract/listQuery';
import {
  CUP_PATHS,
  type CupMachine,
  type CupMachineKind,
  type MachineAlert,
  type MachineMap,
  type Rental,
  type ReturnEvent,
} from '@oa/contract/cup';
import { SEOUL_CUP, type Query } from './cupClient';

export const useCupMachines = (kind: CupMachineKind, query: Query) =>
  useList<CupMachine>(CUP_PATHS.machines(kind), query, SEOUL_CUP);

export const useCupMachine = (kind: CupMachineKind, machineId: string | null) =>
  useResource<CupMachine>(machineId === null ? null : CUP_PATHS.machine(kind, machineId), SEOUL_CUP);

/** Every machine of the kind matching the list's filters, as map points. */
export const useMachineMap = (kind: CupMachineKind, filters: readonly ListFilter[] | null) =>
  useResource<MachineMap>(
    filters === null ? null : [CUP_PATHS.machineMap(kind), buildListQueryString({ filters: [...filters] })],
    SEOUL_CUP,
  );

export const useMachineAlerts = (query: Query) => useList<MachineAlert>(CUP_PATHS.machineAlerts, query, SEOUL_CUP);

export const useRentals = (query: Query) => useList<Rental>(CUP_PATHS.rentals, query, SEOUL_CUP);

export const useReturnEvents = (query: Query) => useList<ReturnEvent>(CUP_PATHS.returnEvents, query, SEOUL_CUP);

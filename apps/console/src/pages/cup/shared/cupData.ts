/**
 * The cup programme's reads, typed once, from SEOUL_CUP: each hook knows its endpoint (CUP_PATHS) and what it
 * answers, so a screen passes only its query. A `null` query (or id) waits: nothing is fetched.
 */
import { useList, useResource, type ListFilter, type ListQuery } from '@oa/api';
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
import {
  CUP_MONEY_PATHS,
  type Reconciliation,
  type Refill,
  type RefundDetail,
  type RefundQuote,
  type Refund,
  type RemittanceBatch,
  type Retrieval,
} from '@oa/contract/cupMoney';
import {
  CUP_LIFE_PATHS,
  type Box,
  type BoxDetail,
  type Cup,
  type CupEvent,
  type CupHistory,
  type IdRange,
  type Shipment,
  type WashingStatus,
} from '@oa/contract/cupLife';

type Query = ListQuery | null;
const SEOUL_CUP = { client: 'SEOUL_CUP' } as const;

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

// Part 2: refunds, remittances, the reconciliation, refills and retrievals (CUP_MONEY_PATHS).

export const useRefunds = (query: Query) => useList<Refund>(CUP_MONEY_PATHS.refunds, query, SEOUL_CUP);

/**
 * One refund's whole story. `poll` (ms, 0 for none) reads it again while it says something is still moving (a
 * transfer the bank has not answered).
 */
export const useRefundDetail = (id: number | null, poll?: (detail: RefundDetail | undefined) => number) =>
  useResource<RefundDetail>(id === null ? null : CUP_MONEY_PATHS.refund(id), {
    ...SEOUL_CUP,
    ...(poll === undefined ? {} : { refreshInterval: (envelope) => poll(envelope?._data) }),
  });

/** What a rental is owed (its deposit, or why not). */
export const useRefundQuote = (rentalId: number | null) =>
  useResource<RefundQuote>(rentalId === null ? null : CUP_MONEY_PATHS.refundQuote(rentalId), SEOUL_CUP);

/** The deposits' books per Seoul day; the server's default period (the last 30 days). */
export const useReconciliation = () => useResource<Reconciliation>(CUP_MONEY_PATHS.reconciliation, SEOUL_CUP);

export const useRemittanceBatches = (query: Query) =>
  useList<RemittanceBatch>(CUP_MONEY_PATHS.batches, query, SEOUL_CUP);

export const useRefills = (query: Query) => useList<Refill>(CUP_MONEY_PATHS.refills, query, SEOUL_CUP);

/** One refill with its cups (the list leaves them out). */
export const useRefill = (id: number | null) =>
  useResource<Refill>(id === null ? null : `${CUP_MONEY_PATHS.refills}/${String(id)}`, SEOUL_CUP);

export const useRetrievals = (query: Query) => useList<Retrieval>(CUP_MONEY_PATHS.retrievals, query, SEOUL_CUP);

// Part 3: a cup's life (CUP_LIFE_PATHS): ID ranges, cups, boxes, histories, the washing site, shipments.

/** One cup and its whole history, newest first. */
export const useCupHistory = (cuid: string | null) =>
  useResource<CupHistory>(cuid === null ? null : CUP_LIFE_PATHS.cup(cuid), SEOUL_CUP);

/** Many cups' events (a range), newest first. */
export const useCupEvents = (query: Query) => useList<CupEvent>(CUP_LIFE_PATHS.cupEvents, query, SEOUL_CUP);

/** The washing site now and over the last `days` Seoul days. */
export const useWashingStatus = (days: number) =>
  useResource<WashingStatus>(`${CUP_LIFE_PATHS.washingStatus}?days=${String(days)}`, SEOUL_CUP);

export const useShipments = (query: Query) => useList<Shipment>(CUP_LIFE_PATHS.shipments, query, SEOUL_CUP);

export const useIdRanges = (query: Query) => useList<IdRange>(CUP_LIFE_PATHS.idRanges, query, SEOUL_CUP);

export const useCups = (query: Query) => useList<Cup>(CUP_LIFE_PATHS.cups, query, SEOUL_CUP);

export const useBoxes = (query: Query) => useList<Box>(CUP_LIFE_PATHS.boxes, query, SEOUL_CUP);

/** One box with its cups, history and trips; `null` waits. */
export const useBox = (boxNumber: string | null) =>
  useResource<BoxDetail>(boxNumber === null ? null : CUP_LIFE_PATHS.box(boxNumber), SEOUL_CUP);

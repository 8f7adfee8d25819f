/**
 * The cup programme's part 3 reads (cupData.ts has the rest of the pattern): a cup's life (CUP_LIFE_PATHS): ID
 * ranges, cups, boxes, histories, the washing site, shipments.
 */
import { useList, useResource } from '@oa/api';
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
import { SEOUL_CUP, type Query } from './cupClient';

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

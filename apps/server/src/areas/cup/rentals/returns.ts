/**
 * Return events (SEOUL_CUP): what return machines saw, a cup taken back (its rental closed) or refused with the
 * reason: the searchable history of the return-machine information monitor (its live feed is machines' streams).
 * As big as the rentals, so its total is capped (LIST_COUNT_CAP) and its machine and cup filters are subqueries on
 * their keys, so neither a page nor its count joins a table to filter.
 */
import { LIST_COUNT_CAP, RETURN_EVENT_LIST, type ReturnEvent } from '@oa/contract';
import type { Db } from '../../../db/database';
import { listSpec, runList, type ListPage } from '../../../lists/listEngine';
import { returnEventProjection, toReturnEvent, type ReturnEventRow } from '../model';
import { cupMachines, cupReturnEvents, cups } from '../schema';

const returnEventList = listSpec(
  RETURN_EVENT_LIST,
  {
    machineId: { column: cupMachines.machineId, through: { key: cupReturnEvents.machineId, id: cupMachines.id } },
    district: { column: cupMachines.district, through: { key: cupReturnEvents.machineId, id: cupMachines.id } },
    cuid: { column: cups.cuid, through: { key: cupReturnEvents.cupId, id: cups.id } },
    result: cupReturnEvents.result,
    at: cupReturnEvents.at,
  },
  cupReturnEvents.id,
);

/** A page of return events, newest first (its total capped at LIST_COUNT_CAP). */
export async function listReturnEvents(db: Db, query: Record<string, unknown>): Promise<ListPage<ReturnEvent>> {
  const page = await runList<ReturnEventRow>({
    db,
    from: cupReturnEvents,
    projection: returnEventProjection,
    spec: returnEventList,
    query,
    countCap: LIST_COUNT_CAP,
  });
  return { ...page, items: page.items.map(toReturnEvent) };
}

/**
 * Return events (SEOUL_CUP): what return machines saw, a cup taken back (its rental closed) or refused with the
 * reason: the searchable history of the return-machine information monitor (its live feed is streams.ts). As big
 * as the rentals, so its total is capped (LIST_COUNT_CAP) and its machine and cup filters are subqueries on their
 * keys, so neither a page nor its count joins a table to filter.
 */
import { CUP_PATHS, LIST_COUNT_CAP, RETURN_EVENT_LIST } from '@oa/contract';
import { ReturnEventSchema } from '@oa/contract/schemas/cup';
import { screen } from '../../http/access';
import { listSchema } from '../../http/routeSchemas';
import { listSpec, runList } from '../../lists/listEngine';
import type { AreaPlugin } from '../area';
import { returnEventProjection, toReturnEvent, type ReturnEventRow } from './model';
import { cupMachines, cupReturnEvents, cups } from './schema';

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

export const returnEventRoutes: AreaPlugin = (app, { db }) => {
  app.get(
    CUP_PATHS.returnEvents,
    {
      config: { access: screen('/cup/return-machine-information-monitor') },
      schema: listSchema(RETURN_EVENT_LIST, ReturnEventSchema, {
        tags: ['cup'],
        summary: '반납 이벤트 이력',
        description: `machineId·district: 반납기의 것. 전체 건수는 ${LIST_COUNT_CAP.toLocaleString('en-US')}건까지 셉니다 (totalCapped).`,
      }),
    },
    async (request) => {
      const page = await runList<ReturnEventRow>({
        db,
        from: cupReturnEvents,
        projection: returnEventProjection,
        spec: returnEventList,
        query: request.query,
        countCap: LIST_COUNT_CAP,
      });
      return { _data: { ...page, items: page.items.map(toReturnEvent) } };
    },
  );

  return Promise.resolve();
};

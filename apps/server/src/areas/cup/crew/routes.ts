/**
 * The crew's routes (docs/areas/cup.md "Refills and retrievals"): refills of rental machines (the list, one refill
 * with its cups, 수동 충전) and retrievals from return machines (the list, 수동 입고). A manual entry runs once per
 * request id (requests/once.ts) through the domain (refills.ts, receiving.ts). Parse, authorise, call, answer.
 */
import { CUP_MONEY_PATHS, REFILL_LIST, RETRIEVAL_LIST } from '@oa/contract';
import {
  ManualReceivingInputSchema,
  ManualRefillInputSchema,
  RefillSchema,
  RetrievalSchema,
} from '@oa/contract/schemas/cupMoney';
import { action, principalOf, screen } from '../../../http/access';
import { validOrThrow } from '../../../http/forms';
import { envelope, errors, IdParams, listSchema } from '../../../http/routeSchemas';
import { listSpec, runList } from '../../../lists/listEngine';
import { once } from '../../../requests/once';
import type { CupPlugin } from '../context';
import { cupMachines, cupRefills, cupRetrievals } from '../schema';
import { receiveByHand, retrievalProjection, toRetrieval, type RetrievalRow } from './receiving';
import { readRefill, refillByHand, refillProjection, toRefill, type RefillRow } from './refills';
import { checkCrewInput } from './validation';

export const crewRoutes: CupPlugin = (app, { db, now, cupLive }) => {
  const refillSpec = listSpec(
    REFILL_LIST,
    {
      machineId: { column: cupMachines.machineId, through: { key: cupRefills.machineId, id: cupMachines.id } },
      district: { column: cupMachines.district, through: { key: cupRefills.machineId, id: cupMachines.id } },
      manual: cupRefills.manual,
      at: cupRefills.at,
    },
    cupRefills.id,
  );
  const retrievalSpec = listSpec(
    RETRIEVAL_LIST,
    {
      machineId: { column: cupMachines.machineId, through: { key: cupRetrievals.machineId, id: cupMachines.id } },
      district: { column: cupMachines.district, through: { key: cupRetrievals.machineId, id: cupMachines.id } },
      manual: cupRetrievals.manual,
      at: cupRetrievals.at,
    },
    cupRetrievals.id,
  );

  app.get(
    CUP_MONEY_PATHS.refills,
    {
      config: { access: screen('/cup/filling-history') },
      schema: listSchema(REFILL_LIST, RefillSchema, { tags: ['cup'], summary: '대여기 충전 이력' }),
    },
    async (request) => {
      const page = await runList<RefillRow>({
        db,
        from: cupRefills,
        projection: refillProjection,
        spec: refillSpec,
        query: request.query,
      });
      return { _data: { ...page, items: page.items.map((row) => toRefill(row)) } };
    },
  );

  app.get(
    '/v1/refills/:id',
    {
      config: { access: screen('/cup/filling-history') },
      schema: {
        tags: ['cup'],
        summary: '충전 한 건과 넣은 컵',
        params: IdParams,
        response: { 200: envelope(RefillSchema), ...errors(404) },
      },
    },
    async (request) => ({ _data: await readRefill(db, request.params.id, true) }),
  );

  app.post(
    CUP_MONEY_PATHS.refills,
    {
      config: { access: action('manualRefill') },
      attachValidation: true,
      schema: {
        tags: ['cup'],
        summary: '수동 충전: 박스가 출고된 대여기에 그 컵을 넣기 (배송 완료 전이면 배송 완료도, requestId로 멱등)',
        body: ManualRefillInputSchema,
        response: { 200: envelope(RefillSchema), ...errors(400, 404, 409, 422) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const input = validOrThrow(checkCrewInput(request.body, true));
      const { requestId, ...body } = input;
      const keyed = { actorId: principal.userId, action: 'refill.create', key: requestId, body };
      const { answer } = await once(db, keyed, (tx) => refillByHand(tx, principal, input, now()));
      cupLive.changed();
      return { _data: answer };
    },
  );

  app.get(
    CUP_MONEY_PATHS.retrievals,
    {
      config: { access: screen('/cup/retrieval-history') },
      schema: listSchema(RETRIEVAL_LIST, RetrievalSchema, { tags: ['cup'], summary: '반납기 회수 이력' }),
    },
    async (request) => {
      const page = await runList<RetrievalRow>({
        db,
        from: cupRetrievals,
        projection: retrievalProjection,
        spec: retrievalSpec,
        query: request.query,
      });
      return { _data: { ...page, items: page.items.map(toRetrieval) } };
    },
  );

  app.post(
    CUP_MONEY_PATHS.retrievals,
    {
      config: { access: action('manualReceiving') },
      attachValidation: true,
      schema: {
        tags: ['cup'],
        summary: '수동 입고: 반납기의 컵을 세척장에 받기 (requestId로 멱등)',
        body: ManualReceivingInputSchema,
        response: { 200: envelope(RetrievalSchema), ...errors(400, 404, 409, 422) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { requestId, machineId, reason } = validOrThrow(checkCrewInput(request.body, false));
      const keyed = {
        actorId: principal.userId,
        action: 'retrieval.create',
        key: requestId,
        body: { machineId, reason },
      };
      const { answer } = await once(db, keyed, (tx) =>
        receiveByHand(tx, principal, { requestId, machineId, reason }, now()),
      );
      cupLive.changed();
      return { _data: answer };
    },
  );

  return Promise.resolve();
};

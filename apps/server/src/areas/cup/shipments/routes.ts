/**
 * 배송 현황's routes: the shipments (newest first), shipping a packed box to a rental machine (once per request id)
 * and confirming a trip delivered (only the box's current trip; twice: once). Parse, authorise, call, answer.
 */
import { CUP_LIFE_PATHS, SHIPMENT_LIST } from '@oa/contract';
import { ShipInputSchema, ShipmentSchema } from '@oa/contract/schemas/cupLife';
import { action, anyScreen, principalOf } from '../../../http/access';
import { validOrThrow } from '../../../http/forms';
import { envelope, errors, IdParams, listSchema } from '../../../http/routeSchemas';
import { listSpec, runList } from '../../../lists/listEngine';
import { once } from '../../../requests/once';
import type { CupPlugin } from '../context';
import { cupBoxes, cupMachines, cupShipments } from '../schema';
import { deliverByHand, shipByHand, shipmentProjection, toShipment, type ShipmentListRow } from './shipments';
import { checkShip } from './validation';

export const shipmentRoutes: CupPlugin = (app, { db, now, cupLive }) => {
  const shipmentSpec = listSpec(
    SHIPMENT_LIST,
    {
      state: cupShipments.state,
      boxNumber: { column: cupBoxes.boxNumber, through: { key: cupShipments.boxId, id: cupBoxes.id } },
      machineId: { column: cupMachines.machineId, through: { key: cupShipments.machineId, id: cupMachines.id } },
      district: { column: cupMachines.district, through: { key: cupShipments.machineId, id: cupMachines.id } },
      shippedAt: cupShipments.shippedAt,
    },
    cupShipments.id,
  );

  app.get(
    CUP_LIFE_PATHS.shipments,
    {
      config: { access: anyScreen('/cup/delivery-status', '/cup/box-number-inquiry') },
      schema: listSchema(SHIPMENT_LIST, ShipmentSchema, { tags: ['cup'], summary: '박스 배송 (최신순)' }),
    },
    async (request) => {
      const page = await runList<ShipmentListRow>({
        db,
        from: cupShipments,
        projection: shipmentProjection,
        spec: shipmentSpec,
        query: request.query,
      });
      return { _data: { ...page, items: page.items.map(toShipment) } };
    },
  );

  app.post(
    CUP_LIFE_PATHS.shipments,
    {
      config: { access: action('editBoxes') },
      attachValidation: true,
      schema: {
        tags: ['cup'],
        summary: '박스 출고: 포장된 박스를 대여기로 (requestId로 멱등)',
        body: ShipInputSchema,
        response: { 200: envelope(ShipmentSchema), ...errors(400, 404, 409, 422) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const input = validOrThrow(checkShip(request.body));
      const { requestId, ...body } = input;
      const keyed = { actorId: principal.userId, action: 'shipment.create', key: requestId, body };
      const { answer } = await once(db, keyed, (tx) => shipByHand(tx, principal, input, now()));
      cupLive.changed();
      return { _data: answer };
    },
  );

  app.post(
    '/v1/shipments/:id/deliver',
    {
      config: { access: action('editBoxes') },
      schema: {
        tags: ['cup'],
        summary: '배송 완료: 박스의 지금 배송이 대여기에 도착 (두 번 눌러도 한 번)',
        params: IdParams,
        response: { 200: envelope(ShipmentSchema), ...errors(404, 409) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const answer = await db.transaction((tx) => deliverByHand(tx, principal, request.params.id, now()));
      cupLive.changed();
      return { _data: answer };
    },
  );

  return Promise.resolve();
};

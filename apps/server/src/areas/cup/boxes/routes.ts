/**
 * The box screens' routes: the boxes and one box, a scan packing a cup and unpacking it, retiring an empty box, and
 * the manual changes of boxes. Parse, authorise, call the domain (boxes.ts, packing.ts), answer.
 */
import { BOX_LIST, CUP_LIFE_PATHS, MANUAL_BOX_TARGETS, type BoxState } from '@oa/contract';
import {
  BoxDetailSchema,
  BoxSchema,
  BoxStateChangeInputSchema,
  PackInputSchema,
  PackResultSchema,
  RetireBoxInputSchema,
  StateChangeResultSchema,
} from '@oa/contract/schemas/cupLife';
import { isNotNull, isNull } from 'drizzle-orm';
import { Type } from 'typebox';
import { action, anyScreen, principalOf, screenOrAction } from '../../../http/access';
import { validOrThrow } from '../../../http/forms';
import { envelope, errors, listSchema } from '../../../http/routeSchemas';
import { listSpec, runList } from '../../../lists/listEngine';
import type { CupPlugin } from '../context';
import { requireAction } from '../ids/access';
import { checkChange } from '../ids/validation';
import { cupBoxes } from '../schema';
import {
  boxDetail,
  boxProjection,
  changeBoxes,
  packByScan,
  retireBox,
  toBox,
  unpackByHand,
  type BoxListRow,
} from './boxes';
import { checkPack, checkRetire } from './validation';

/** The screens that read boxes: the box screens, the packing screen, the manual change, delivery. */
const BOX_READERS = anyScreen(
  '/cup/box-number-inquiry',
  '/cup/box-id-manage',
  '/cup/lalaloop-id-control',
  '/cup/box-state-manual-change',
  '/cup/delivery-status',
);
const BoxParams = Type.Object({ boxNumber: Type.String({ maxLength: 20 }) });
const BoxCupParams = Type.Object({ boxNumber: Type.String({ maxLength: 20 }), cuid: Type.String({ maxLength: 20 }) });

export const boxRoutes: CupPlugin = (app, { db, now }) => {
  const boxSpec = listSpec(
    BOX_LIST,
    {
      boxNumber: cupBoxes.boxNumber,
      state: cupBoxes.state,
      retired: {
        column: cupBoxes.retiredAt,
        booleanCondition: (value) => (value ? isNotNull(cupBoxes.retiredAt) : isNull(cupBoxes.retiredAt)),
      },
      updatedAt: cupBoxes.updatedAt,
    },
    cupBoxes.id,
  );

  app.get(
    CUP_LIFE_PATHS.boxes,
    {
      config: { access: BOX_READERS },
      schema: listSchema(BOX_LIST, BoxSchema, { tags: ['cup'], summary: '박스 목록' }),
    },
    async (request) => {
      const page = await runList<BoxListRow>({
        db,
        from: cupBoxes,
        projection: boxProjection,
        spec: boxSpec,
        query: request.query,
      });
      return { _data: { ...page, items: page.items.map(toBox) } };
    },
  );

  app.get(
    '/v1/boxes/:boxNumber',
    {
      config: { access: BOX_READERS },
      schema: {
        tags: ['cup'],
        summary: '박스 하나: 든 컵, 이력(최신순), 배송',
        params: BoxParams,
        response: { 200: envelope(BoxDetailSchema), ...errors(404) },
      },
    },
    async (request) => ({ _data: await boxDetail(db, request.params.boxNumber) }),
  );

  app.post(
    '/v1/boxes/:boxNumber/cups',
    {
      config: { access: action('editCupIds') },
      attachValidation: true,
      schema: {
        tags: ['cup'],
        summary: '컵 하나를 박스에 담기 (스캔 한 번)',
        params: BoxParams,
        body: PackInputSchema,
        response: { 200: envelope(PackResultSchema), ...errors(400, 404, 409) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { cuid } = validOrThrow(checkPack(request.body));
      const answer = await db.transaction((tx) => packByScan(tx, principal, request.params.boxNumber, cuid, now()));
      return { _data: answer };
    },
  );

  app.delete(
    '/v1/boxes/:boxNumber/cups/:cuid',
    {
      config: { access: action('editCupIds') },
      schema: {
        tags: ['cup'],
        summary: '컵 하나를 박스에서 꺼내기 (담기 전 상태로)',
        params: BoxCupParams,
        response: { 200: envelope(PackResultSchema), ...errors(404, 409) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { boxNumber, cuid } = request.params;
      const answer = await db.transaction((tx) =>
        unpackByHand(tx, principal, boxNumber, cuid.trim().toUpperCase(), now()),
      );
      return { _data: answer };
    },
  );

  app.post(
    '/v1/boxes/:boxNumber/retire',
    {
      config: { access: action('editBoxes') },
      attachValidation: true,
      schema: {
        tags: ['cup'],
        summary: '빈 박스 사용 중지 (사유 필수)',
        params: BoxParams,
        body: RetireBoxInputSchema,
        response: { 200: envelope(BoxSchema), ...errors(400, 404, 409) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { reason } = validOrThrow(checkRetire(request.body));
      const answer = await db.transaction((tx) => retireBox(tx, principal, request.params.boxNumber, reason, now()));
      return { _data: answer };
    },
  );

  app.post(
    CUP_LIFE_PATHS.boxStateChanges,
    {
      config: { access: screenOrAction('/cup/box-state-manual-change', 'manualStatusEdit') },
      attachValidation: true,
      schema: {
        tags: ['cup'],
        summary: '박스 상태 수동 변경: 미리 보기(preview) 또는 적용 (최대 1,000개, 전부 또는 전무)',
        body: BoxStateChangeInputSchema,
        response: { 200: envelope(StateChangeResultSchema), ...errors(400, 403, 409, 422) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const input = validOrThrow(checkChange<BoxState>(request.body, MANUAL_BOX_TARGETS));
      if (!input.preview) requireAction(principal, 'manualStatusEdit');
      return { _data: await changeBoxes(db, principal, input, now) };
    },
  );

  return Promise.resolve();
};

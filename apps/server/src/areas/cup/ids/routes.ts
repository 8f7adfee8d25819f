/**
 * The ID screens' routes (docs/areas/cup.md "IDs"): ID ranges listed and registered, cups listed (a bounded range),
 * a cup's history and a range's, discards and manual changes of cups. Parse, authorise, call the domain, answer.
 */
import {
  CUP_EVENT_LIST,
  CUP_LIFE_PATHS,
  CUP_LIST,
  ID_KINDS,
  ID_RANGE_LIST,
  MANUAL_CUP_TARGETS,
  type CupState,
} from '@oa/contract';
import {
  CupEventSchema,
  CupHistorySchema,
  CupSchema,
  CupStateChangeInputSchema,
  DiscardCupsInputSchema,
  IdRangeInputSchema,
  IdRangeSchema,
  StateChangeResultSchema,
} from '@oa/contract/schemas/cupLife';
import { Type } from 'typebox';
import { action, anyScreen, principalOf, screenOrAction } from '../../../http/access';
import { validOrThrow } from '../../../http/forms';
import { envelope, errors, listSchema } from '../../../http/routeSchemas';
import { listSpec, runList } from '../../../lists/listEngine';
import { once } from '../../../requests/once';
import type { CupPlugin } from '../context';
import { cupIdRanges } from '../schema';
import { CUP_READERS, HISTORY_READERS, requireAction } from './access';
import { changeCups, cupEventsPage, cupHistory, cupsPage } from './cups';
import { rangeProjection, registerRangeByHand, toRange, type RangeRow } from './ranges';
import { checkChange, checkRange } from './validation';

export const idRoutes: CupPlugin = (app, { db, now }) => {
  const rangeSpec = listSpec(
    ID_RANGE_LIST,
    { kind: cupIdRanges.kind, createdAt: cupIdRanges.createdAt },
    cupIdRanges.id,
  );

  app.get(
    CUP_LIFE_PATHS.idRanges,
    {
      config: { access: anyScreen('/cup/lalaloop-id-manage', '/cup/box-id-manage') },
      schema: listSchema(ID_RANGE_LIST, IdRangeSchema, { tags: ['cup'], summary: '등록된 컵 ID·박스 번호 범위' }),
    },
    async (request) => {
      const page = await runList<RangeRow>({
        db,
        from: cupIdRanges,
        projection: rangeProjection,
        spec: rangeSpec,
        query: request.query,
      });
      return { _data: { ...page, items: page.items.map(toRange) } };
    },
  );

  for (const kind of ID_KINDS)
    app.post(
      CUP_LIFE_PATHS.registerIdRange(kind),
      {
        config: { access: action(kind === 'CUP' ? 'editCupIds' : 'editBoxes') },
        attachValidation: true,
        schema: {
          tags: ['cup'],
          summary:
            kind === 'CUP'
              ? '컵 ID 범위 등록: REGISTERED 컵을 만든다 (requestId로 멱등)'
              : '박스 번호 범위 등록: EMPTY 박스를 만든다 (requestId로 멱등)',
          body: IdRangeInputSchema,
          response: { 200: envelope(IdRangeSchema), ...errors(400, 409, 422) },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const { requestId, ...range } = validOrThrow(checkRange(request.body, kind));
        const keyed = { actorId: principal.userId, action: 'idRange.create', key: requestId, body: range };
        const { answer } = await once(db, keyed, (tx) =>
          registerRangeByHand(tx, principal, { ...range, requestId }, now()),
        );
        return { _data: answer };
      },
    );

  app.get(
    CUP_LIFE_PATHS.cups,
    {
      config: { access: CUP_READERS },
      schema: listSchema(CUP_LIST, CupSchema, {
        tags: ['cup'],
        summary: '컵 목록: 컵 ID, 목록 또는 범위(cuid gte와 lte)로 10,000개까지',
      }),
    },
    async (request) => ({ _data: await cupsPage(db, request.query) }),
  );

  app.get(
    CUP_LIFE_PATHS.cupEvents,
    {
      config: { access: HISTORY_READERS },
      schema: listSchema(CUP_EVENT_LIST, CupEventSchema, {
        tags: ['cup'],
        summary: '여러 컵의 이력 (최신순): 컵 ID, 목록 또는 범위로 10,000개까지',
      }),
    },
    async (request) => ({ _data: await cupEventsPage(db, request.query) }),
  );

  app.get(
    '/v1/cups/:cuid',
    {
      config: { access: HISTORY_READERS },
      schema: {
        tags: ['cup'],
        summary: '컵 하나와 그 이력 (최신순)',
        params: Type.Object({ cuid: Type.String({ maxLength: 20 }) }),
        response: { 200: envelope(CupHistorySchema), ...errors(404) },
      },
    },
    async (request) => ({ _data: await cupHistory(db, request.params.cuid.trim().toUpperCase()) }),
  );

  app.post(
    CUP_LIFE_PATHS.discardCups,
    {
      config: { access: action('editCupIds') },
      attachValidation: true,
      schema: {
        tags: ['cup'],
        summary: '컵 폐기 (사유 필수, 전부 또는 전무, requestId로 멱등)',
        body: DiscardCupsInputSchema,
        response: { 200: envelope(StateChangeResultSchema), ...errors(400, 409, 422) },
      },
    },
    async (request) => {
      const input = validOrThrow(checkChange<CupState>(request.body, ['DISCARDED'], 'DISCARDED'));
      return { _data: await changeCups(db, principalOf(request), { ...input, preview: false }, 'DISCARD', now) };
    },
  );

  app.post(
    CUP_LIFE_PATHS.cupStateChanges,
    {
      // Previewing is reading (the screen's permission); applying is the action's.
      config: { access: screenOrAction('/cup/state-manual-change', 'manualStatusEdit') },
      attachValidation: true,
      schema: {
        tags: ['cup'],
        summary: '컵 상태 수동 변경: 미리 보기(preview) 또는 적용 (최대 1,000개, 전부 또는 전무)',
        body: CupStateChangeInputSchema,
        response: { 200: envelope(StateChangeResultSchema), ...errors(400, 403, 409, 422) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const input = validOrThrow(checkChange<CupState>(request.body, MANUAL_CUP_TARGETS));
      if (!input.preview) requireAction(principal, 'manualStatusEdit');
      return { _data: await changeCups(db, principal, input, 'CUP', now) };
    },
  );

  return Promise.resolve();
};

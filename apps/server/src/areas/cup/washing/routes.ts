/** 세척장 보관 현황's route: the washing site's stages now, per day, and the cups waiting longest (status.ts). */
import { CUP_LIFE_PATHS, WASHING_DAYS_MAX } from '@oa/contract';
import { WashingStatusSchema } from '@oa/contract/schemas/cupLife';
import { Type } from 'typebox';
import { screen } from '../../../http/access';
import { envelope, errors } from '../../../http/routeSchemas';
import type { CupPlugin } from '../context';
import { washingStatus } from './status';

export const washingRoutes: CupPlugin = (app, { db, now }) => {
  app.get(
    CUP_LIFE_PATHS.washingStatus,
    {
      config: { access: screen('/cup/washing-storage-status') },
      schema: {
        tags: ['cup'],
        summary: '세척장 보관 현황: 단계별 지금, 일별, 가장 오래 기다린 컵',
        querystring: Type.Object({ days: Type.Optional(Type.Integer({ minimum: 1, maximum: WASHING_DAYS_MAX })) }),
        response: { 200: envelope(WashingStatusSchema), ...errors(400) },
      },
    },
    async (request) => ({ _data: await washingStatus(db, request.query.days ?? 14, now()) }),
  );

  return Promise.resolve();
};

/**
 * The rental routes (SEOUL_CUP): the rentals list (the overdue ones too), a validity extended, a member's phone in
 * clear, and the return events. Each handler parses, authorises (the route's access), calls the domain
 * (rentals.ts, returns.ts) and answers.
 */
import { Type } from '@fastify/type-provider-typebox';
import { CUP_PATHS, LIST_COUNT_CAP, RENTAL_LIST, RETURN_EVENT_LIST } from '@oa/contract';
import {
  ExtendValidityInputSchema,
  ExtendValidityResultSchema,
  PhoneNumberSchema,
  RentalSchema,
  ReturnEventSchema,
} from '@oa/contract/schemas/cup';
import { action, anyScreen, principalOf, screen } from '../../../http/access';
import { validOrThrow } from '../../../http/forms';
import { envelope, errors, listSchema } from '../../../http/routeSchemas';
import type { CupPlugin } from '../context';
import { decryptPhone, extendRental, listRentals } from './rentals';
import { listReturnEvents } from './returns';
import { checkExtension } from './validation';

const capped = `전체 건수는 ${LIST_COUNT_CAP.toLocaleString('en-US')}건까지 셉니다 (totalCapped).`;

export const rentalRoutes: CupPlugin = (app, services) => {
  const { db, now } = services;

  app.get(
    CUP_PATHS.rentals,
    {
      config: { access: anyScreen('/cup/rental-information-monitor', '/cup/return-validity-expiration') },
      schema: listSchema(RENTAL_LIST, RentalSchema, {
        tags: ['cup'],
        summary: '대여 원천 데이터 (전화번호 마스킹)',
        description: `machineId: 대여기 기기 ID. overdue: eq:true (반납하지 않고 유효기간이 지난 대여). ${capped}`,
      }),
    },
    async (request) => ({ _data: await listRentals(db, now, request.query) }),
  );

  app.post(
    '/v1/rentals/:id/extend',
    {
      config: { access: action('extendReturnValidity') },
      attachValidation: true,
      schema: {
        tags: ['cup'],
        summary: '반납 유효기간 연장 (requestId로 멱등)',
        description:
          '새 유효기간 = max(현재 유효기간, 지금) + days. 같은 requestId로 다시 보내면 처음 연장을 답합니다.',
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        body: ExtendValidityInputSchema,
        response: { 200: envelope(ExtendValidityResultSchema), ...errors(400, 404, 409, 422) },
      },
    },
    async (request) => {
      const input = validOrThrow(checkExtension(request.body));
      return { _data: await extendRental(services, principalOf(request), request.params.id, input) };
    },
  );

  app.post(
    '/v1/members/:memberId/phone/decrypt',
    {
      config: { access: action('decryptPhoneNumber') },
      schema: {
        tags: ['cup'],
        summary: '회원 전화번호 복호화 (감사 기록)',
        params: Type.Object({ memberId: Type.Integer({ minimum: 1 }) }),
        response: { 200: envelope(PhoneNumberSchema), ...errors(404) },
      },
    },
    async (request) => ({ _data: await decryptPhone(services, principalOf(request), request.params.memberId) }),
  );

  app.get(
    CUP_PATHS.returnEvents,
    {
      config: { access: screen('/cup/return-machine-information-monitor') },
      schema: listSchema(RETURN_EVENT_LIST, ReturnEventSchema, {
        tags: ['cup'],
        summary: '반납 이벤트 이력',
        description: `machineId·district: 반납기의 것. ${capped}`,
      }),
    },
    async (request) => ({ _data: await listReturnEvents(db, request.query) }),
  );

  return Promise.resolve();
};

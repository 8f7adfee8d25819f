/**
 * Rentals (SEOUL_CUP): the raw list (every rental, the member's phone masked), the overdue ones (`overdue:eq:true`),
 * extending a rental's validity (SEOUL_CUP_RENTAL_EXPIRED_DATE_EDIT: a reason required, once per request id,
 * audited), and a member's phone number in clear (SEOUL_CUP_PHONE_NUMBER_VIEW, audited without the number).
 */
import { Type } from '@fastify/type-provider-typebox';
import { CUP_PATHS, EXTEND_DAYS_MAX, EXTEND_REASON_MAX, LIST_COUNT_CAP, RENTAL_LIST, type Rental } from '@oa/contract';
import {
  ExtendValidityInputSchema,
  ExtendValidityResultSchema,
  PhoneNumberSchema,
  RentalSchema,
} from '@oa/contract/schemas/cup';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { writeAudit } from '../../audit/writeAudit';
import { isUniqueViolation } from '../../db/errors';
import { lookup } from '../../db/lookup';
import { action, anyScreen, principalOf } from '../../http/access';
import { HttpError, notFound } from '../../http/errors';
import { collector, isObject, outcome, validOrThrow, type Checked } from '../../http/forms';
import { envelope, errors, listSchema } from '../../http/routeSchemas';
import { listSpec, runList } from '../../lists/listEngine';
import type { CupPlugin } from './context';
import { cupMachines, cupMembers, cupRentalExtensions, cupRentals, cups } from './schema';

const DAY = 24 * 60 * 60 * 1000;

export const RENTAL_MESSAGES = {
  returned: '이미 반납된 대여는 유효기간을 연장할 수 없습니다.',
  requestReused: '이 요청 ID는 다른 대여의 연장에 이미 쓰였습니다.',
} as const;

type RentalRow = Omit<Rental, 'rentedAt' | 'dueAt' | 'returnedAt' | 'overdue'> & {
  rentedAt: Date;
  dueAt: Date;
  returnedAt: Date | null;
};

const toRental = (row: RentalRow, at: Date): Rental => ({
  ...row,
  rentedAt: row.rentedAt.toISOString(),
  dueAt: row.dueAt.toISOString(),
  returnedAt: row.returnedAt?.toISOString() ?? null,
  overdue: row.returnedAt === null && row.dueAt.getTime() < at.getTime(),
});

export interface ValidExtension {
  requestId: string;
  days: number;
  reason: string;
}

/** The extension's fields, each wrong one with its Korean message. */
export function checkExtension(body: unknown): Checked<ValidExtension> {
  const { fields, fail } = collector();
  const input = isObject(body) ? body : {};
  const { requestId, days } = input;
  if (typeof requestId !== 'string' || requestId.length < 8 || requestId.length > 64)
    fail('requestId', '요청 ID가 필요합니다.');
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > EXTEND_DAYS_MAX)
    fail('days', `연장 기간은 1~${String(EXTEND_DAYS_MAX)}일로 입력해 주세요.`);
  const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
  if (reason === '') fail('reason', '연장 사유를 입력해 주세요.');
  else if (reason.length > EXTEND_REASON_MAX)
    fail('reason', `연장 사유는 ${String(EXTEND_REASON_MAX)}자까지 입력할 수 있습니다.`);
  return outcome(fields, () => ({ requestId: requestId as string, days: days as number, reason }));
}

export const rentalRoutes: CupPlugin = (app, { db, now, secrets }) => {
  const spec = listSpec(
    RENTAL_LIST,
    {
      // The machine's and the cup's ids match through subqueries on the rental's keys (no join to filter).
      machineId: { column: cupMachines.machineId, through: { key: cupRentals.rentalMachineId, id: cupMachines.id } },
      cuid: { column: cups.cuid, through: { key: cupRentals.cupId, id: cups.id } },
      state: cupRentals.state,
      overdue: {
        column: cupRentals.dueAt,
        booleanCondition: (overdue) =>
          overdue
            ? (and(isNull(cupRentals.returnedAt), lt(cupRentals.dueAt, now())) ?? isNull(cupRentals.returnedAt))
            : sql`(${cupRentals.returnedAt} is not null or ${cupRentals.dueAt} >= ${now()})`,
      },
      rentedAt: cupRentals.rentedAt,
      dueAt: cupRentals.dueAt,
    },
    cupRentals.id,
  );
  // The names beside a rental: looked up for the page's rows only, never joined (to filter or to count).
  const projection = {
    id: cupRentals.id,
    cuid: lookup<string>(cups.cuid, cups.id, cupRentals.cupId),
    memberId: cupRentals.memberId,
    phoneMasked: lookup<string>(cupMembers.phoneMasked, cupMembers.id, cupRentals.memberId),
    rentalMachineId: lookup<string>(cupMachines.machineId, cupMachines.id, cupRentals.rentalMachineId),
    rentalMachineName: lookup<string>(cupMachines.name, cupMachines.id, cupRentals.rentalMachineId),
    depositKrw: cupRentals.depositKrw,
    rentedAt: cupRentals.rentedAt,
    dueAt: cupRentals.dueAt,
    returnedAt: cupRentals.returnedAt,
    returnMachineId: lookup<string | null>(cupMachines.machineId, cupMachines.id, cupRentals.returnMachineId),
    state: cupRentals.state,
    extensions: cupRentals.extensions,
  };
  const read = async (id: number) => {
    const [row] = await db.select(projection).from(cupRentals).where(eq(cupRentals.id, id));
    if (row === undefined) throw notFound();
    return toRental(row, now());
  };

  app.get(
    CUP_PATHS.rentals,
    {
      config: { access: anyScreen('/cup/rental-information-monitor', '/cup/return-validity-expiration') },
      schema: listSchema(RENTAL_LIST, RentalSchema, {
        tags: ['cup'],
        summary: '대여 원천 데이터 (전화번호 마스킹)',
        description: `machineId: 대여기 기기 ID. overdue: eq:true (반납하지 않고 유효기간이 지난 대여). 전체 건수는 ${LIST_COUNT_CAP.toLocaleString('en-US')}건까지 셉니다 (totalCapped).`,
      }),
    },
    async (request) => {
      const page = await runList<RentalRow>({
        db,
        from: cupRentals,
        projection,
        spec,
        query: request.query,
        countCap: LIST_COUNT_CAP,
      });
      const at = now();
      return { _data: { ...page, items: page.items.map((row) => toRental(row, at)) } };
    },
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
        response: { 200: envelope(ExtendValidityResultSchema), ...errors(400, 404, 409) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { id } = request.params;
      const input = validOrThrow(checkExtension(request.body));
      const repeat = async () => {
        const [done] = await db
          .select()
          .from(cupRentalExtensions)
          .where(eq(cupRentalExtensions.requestId, input.requestId));
        if (done === undefined) return undefined;
        if (done.rentalId !== id)
          throw new HttpError(409, 'REQUEST_ID_REUSED', RENTAL_MESSAGES.requestReused, {
            requestId: RENTAL_MESSAGES.requestReused,
          });
        return { rental: await read(id), extended: false, previousDueAt: done.previousDueAt.toISOString() };
      };
      const earlier = await repeat();
      if (earlier !== undefined) return { _data: earlier };
      try {
        const previousDueAt = await db.transaction(async (tx) => {
          const [rental] = await tx.select().from(cupRentals).where(eq(cupRentals.id, id)).for('update');
          if (rental === undefined) throw notFound();
          if (rental.returnedAt !== null) throw new HttpError(409, 'RENTAL_RETURNED', RENTAL_MESSAGES.returned);
          const at = now();
          const dueAt = new Date(Math.max(rental.dueAt.getTime(), at.getTime()) + input.days * DAY);
          const state = rental.state === 'EXPIRED' ? 'RENTED' : rental.state;
          await tx.insert(cupRentalExtensions).values({
            rentalId: id,
            requestId: input.requestId,
            days: input.days,
            previousDueAt: rental.dueAt,
            dueAt,
            reason: input.reason,
            actorId: principal.userId,
            at,
          });
          await tx
            .update(cupRentals)
            .set({ dueAt, state, extensions: rental.extensions + 1, updatedAt: at })
            .where(eq(cupRentals.id, id));
          await writeAudit(
            tx,
            principal,
            'rental.extend',
            `rental:${String(id)}`,
            { dueAt: rental.dueAt.toISOString(), state: rental.state },
            { dueAt: dueAt.toISOString(), state, days: input.days, reason: input.reason },
          );
          return rental.dueAt;
        });
        return { _data: { rental: await read(id), extended: true, previousDueAt: previousDueAt.toISOString() } };
      } catch (error) {
        // The same request twice at once: the unique request id lets one through; the other answers as a repeat.
        if (isUniqueViolation(error)) {
          const repeated = await repeat();
          if (repeated !== undefined) return { _data: repeated };
        }
        throw error;
      }
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
    async (request) => {
      const principal = principalOf(request);
      const { memberId } = request.params;
      const [member] = await db.select().from(cupMembers).where(eq(cupMembers.id, memberId));
      if (member === undefined) throw notFound();
      const phone = secrets.decrypt(member.phoneEncrypted);
      await writeAudit(db, principal, 'member.phone-decrypt', `member:${String(memberId)}`, null, {
        phoneMasked: member.phoneMasked,
      });
      return { _data: { memberId, phone } };
    },
  );

  return Promise.resolve();
};

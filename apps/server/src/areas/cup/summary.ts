/**
 * The cup programme at a glance for the home page, in one answer: machines offline, rental machines low or empty,
 * return machines full, open alerts, today's rentals and returns (Asia/Seoul's day) and the overdue rentals. Each
 * count reads an index (`cup_machines` is small; rentals by `rented_at`, returns by `at`, overdue by the partial
 * index of open rentals).
 */
import { CUP_MACHINE_OFFLINE_AFTER_SECONDS } from '@oa/contract';
import { CupSummarySchema } from '@oa/contract/schemas/cup';
import { and, count, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { seoulDate } from '../../geo/placeFields';
import { anyScreen } from '../../http/access';
import { envelope } from '../../http/routeSchemas';
import type { AreaPlugin } from '../area';
import { cupMachineAlerts, cupMachines, cupRentals, cupReturnEvents } from './schema';

export const summaryRoutes: AreaPlugin = (app, { db, now }) => {
  app.get(
    '/v1/summary',
    {
      config: {
        access: anyScreen(
          '/cup/rental-machine',
          '/cup/return-machine',
          '/cup/rental-machine-alert',
          '/cup/rental-information-monitor',
        ),
      },
      schema: { tags: ['cup'], summary: '서울컵 요약 (홈 화면)', response: { 200: envelope(CupSummarySchema) } },
    },
    async () => {
      const at = now();
      const day = seoulDate(at);
      const dayStart = new Date(`${day}T00:00:00+09:00`);
      const offlineSince = new Date(at.getTime() - CUP_MACHINE_OFFLINE_AFTER_SECONDS * 1000);
      const offline = or(isNull(cupMachines.lastHeartbeatAt), lt(cupMachines.lastHeartbeatAt, offlineSince));
      const machines = (where: ReturnType<typeof and>) =>
        db
          .select({ n: count() })
          .from(cupMachines)
          .where(where)
          .then((rows) => rows[0]?.n ?? 0);
      const [
        rentalMachinesOffline,
        returnMachinesOffline,
        rentalMachinesLow,
        returnMachinesFull,
        openAlerts,
        rentalsToday,
        returnsToday,
        overdue,
      ] = await Promise.all([
        machines(and(eq(cupMachines.kind, 'RENTAL'), offline)),
        machines(and(eq(cupMachines.kind, 'RETURN'), offline)),
        machines(and(eq(cupMachines.kind, 'RENTAL'), inArray(cupMachines.levelBand, ['LOW', 'EMPTY']))),
        machines(and(eq(cupMachines.kind, 'RETURN'), eq(cupMachines.levelBand, 'FULL'))),
        db
          .select({ n: count() })
          .from(cupMachineAlerts)
          .where(isNull(cupMachineAlerts.clearedAt))
          .then((rows) => rows[0]?.n ?? 0),
        db
          .select({ n: count() })
          .from(cupRentals)
          .where(gte(cupRentals.rentedAt, dayStart))
          .then((rows) => rows[0]?.n ?? 0),
        db
          .select({ n: count() })
          .from(cupReturnEvents)
          .where(and(gte(cupReturnEvents.at, dayStart), eq(cupReturnEvents.result, 'ACCEPTED')))
          .then((rows) => rows[0]?.n ?? 0),
        db
          .select({ n: count() })
          .from(cupRentals)
          .where(and(isNull(cupRentals.returnedAt), lt(cupRentals.dueAt, sql`${at}`)))
          .then((rows) => rows[0]?.n ?? 0),
      ]);
      return {
        _data: {
          rentalMachinesOffline,
          returnMachinesOffline,
          rentalMachinesLow,
          returnMachinesFull,
          openAlerts,
          rentalsToday,
          returnsToday,
          overdue,
          day,
        },
      };
    },
  );

  return Promise.resolve();
};

/** Test data and setups more than one test file uses: a valid robot form, the last group administrator. */
import { PERMISSIONS } from '@oa/auth/tables';
import type { RobotInput } from '@oa/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { and, inArray, ne } from 'drizzle-orm';
import { permissionGroups, users } from '../auth/schema';
import type { TestApi } from './harness';

/** A valid robot form: a point inside 강남구, near 역삼역. */
export const robotForm = (machineId: string): RobotInput => ({
  machineId,
  name: '역삼역 3번 출구 로봇',
  generation: 'RC_4_0',
  clientId: null,
  address: '서울특별시 강남구 테헤란로 152',
  district: '강남구',
  lat: 37.5006,
  lng: 127.0364,
  installedAt: '2025-03-02',
  operationState: 'OPERATION',
  bins: [
    { slot: 1, material: 'PET', capacityLiters: 120 },
    { slot: 2, material: 'CAN', capacityLiters: 240 },
  ],
  schedule: { dayType: 'WEEKDAY', openTime: '09:00', closeTime: '18:00' },
  memo: '정문 옆',
});

/** A valid rental or return machine form in 강남구 (tests and the authorization matrix). */
export const cupMachineForm = {
  name: '역삼역 대여기',
  address: '서울특별시 강남구 테헤란로 152',
  district: '강남구',
  lat: 37.5006,
  lng: 127.0364,
  installedAt: '2025-03-02',
  state: 'NORMAL',
  capacity: 300,
  memo: '3번 출구',
};

/** Locks every other holder of OA_CONSOLE_USER_GROUP_EDIT (the seeded administrators): `userId` is the last one. */
export async function lockOtherGroupAdmins(api: Pick<TestApi, 'database'>, userId: number): Promise<void> {
  const db = api.database.db;
  const holderGroups = (await db.select().from(permissionGroups)).filter((group) =>
    group.permissions.includes(PERMISSIONS.OA_CONSOLE_USER_GROUP_EDIT),
  );
  await db
    .update(users)
    .set({ status: 'LOCKED' })
    .where(
      and(
        inArray(
          users.groupId,
          holderGroups.map((group) => group.id),
        ),
        ne(users.id, userId),
      ),
    );
}

/**
 * Targets of the cup programme's money and crew work in the seed: a returned rental without a refund, a FAILED and
 * a COMPLETED refund, a box on its way with cups and the rental machine with the most room, and a return machine
 * with cups in it.
 */
export async function findCupMoneyTargets(db: Db) {
  const one = async <T>(query: SQL): Promise<T> => {
    const answer: unknown = await db.execute(query);
    const [row] = (answer as { rows: T[] }).rows;
    if (row === undefined) throw new Error('the seed has no row for a money or crew target');
    return row;
  };
  const rental = await one<{ id: number }>(
    sql`select id from cup_rentals r where state = 'RETURNED' and not exists (select 1 from cup_refunds f where f.rental_id = r.id) order by id limit 1`,
  );
  const failed = await one<{ id: number }>(sql`select id from cup_refunds where state = 'FAILED' order by id limit 1`);
  const completed = await one<{ id: number }>(
    sql`select id from cup_refunds where state = 'COMPLETED' order by id desc limit 1`,
  );
  // A box on its trip and the rental machine the trip goes to (a refill loads a box only there), with room for it.
  const box = await one<{ box_number: string; machine_id: string }>(
    sql`select b.box_number, m.machine_id from cup_boxes b
      join lateral (select s.machine_id from cup_shipments s where s.box_id = b.id
        order by s.shipped_at desc, s.id desc limit 1) trip on true
      join cup_machines m on m.id = trip.machine_id
      join cups c on c.box_id = b.id and c.state = 'SHIPPED'
      where b.state in ('SHIPPING', 'DELIVERED')
      group by b.id, m.id having m.capacity - m.level >= count(*) order by count(*), b.id limit 1`,
  );
  const machine = { machine_id: box.machine_id };
  const returnMachine = await one<{ machine_id: string }>(
    sql`select m.machine_id from cup_machines m where kind = 'RETURN' and exists (select 1 from cups c where c.machine_id = m.id and c.state = 'RETURNED') order by m.id limit 1`,
  );
  return {
    unrefundedRentalId: rental.id,
    failedRefundId: failed.id,
    completedRefundId: completed.id,
    refillBoxNumber: box.box_number,
    refillMachineId: machine.machine_id,
    receivingMachineId: returnMachine.machine_id,
  };
}

/**
 * Targets of a cup's life in the seed (the matrix's placeholders): three clean cups loose at the site, an empty box
 * and another to retire, a packed box with cups (to ship) and another with a cup to unpack, a RETURNED box without
 * cups, and a shipment on its way whose box is not the refill target.
 */
export async function findCupLifeTargets(db: Db, refillBoxNumber: string) {
  const rows = async <T>(query: SQL): Promise<T[]> => {
    const answer: unknown = await db.execute(query);
    return (answer as { rows: T[] }).rows;
  };
  const need = <T>(found: T[], count: number, what: string): T[] => {
    if (found.length < count) throw new Error(`the seed has too few ${what} for a cup's life target`);
    return found;
  };
  const clean = need(
    await rows<{ cuid: string }>(
      sql`select cuid from cups where state = 'CLEAN' and box_id is null order by id limit 3`,
    ),
    3,
    'clean cups',
  );
  const empty = need(
    await rows<{ box_number: string }>(
      sql`select box_number from cup_boxes b where state = 'EMPTY' and retired_at is null and not exists (select 1 from cups c where c.box_id = b.id) order by id limit 2`,
    ),
    2,
    'empty boxes',
  );
  const packed = need(
    await rows<{ box_number: string; cuid: string }>(
      sql`select b.box_number, min(c.cuid) as cuid from cup_boxes b join cups c on c.box_id = b.id and c.state = 'IN_BOX' where b.state = 'PACKED' group by b.id having count(*) > 1 order by b.id limit 2`,
    ),
    2,
    'packed boxes',
  );
  const returned = need(
    await rows<{ box_number: string }>(
      sql`select box_number from cup_boxes b where state = 'RETURNED' and not exists (select 1 from cups c where c.box_id = b.id) order by id limit 1`,
    ),
    1,
    'returned boxes',
  );
  const shipment = need(
    await rows<{ id: number }>(
      sql`select s.id from cup_shipments s join cup_boxes b on b.id = s.box_id where s.state = 'SHIPPING' and b.state = 'SHIPPING' and b.box_number <> ${refillBoxNumber}
        and s.id = (select l.id from cup_shipments l where l.box_id = b.id order by l.shipped_at desc, l.id desc limit 1) order by s.id limit 1`,
    ),
    1,
    'shipments on their way',
  );
  return {
    packCuid: clean[0]?.cuid ?? '',
    changeCuid: clean[1]?.cuid ?? '',
    discardCuid: clean[2]?.cuid ?? '',
    packBoxNumber: empty[0]?.box_number ?? '',
    retireBoxNumber: empty[1]?.box_number ?? '',
    shipBoxNumber: packed[0]?.box_number ?? '',
    unpackBoxNumber: packed[1]?.box_number ?? '',
    unpackCuid: packed[1]?.cuid ?? '',
    changeBoxNumber: returned[0]?.box_number ?? '',
    shipmentId: shipment[0]?.id ?? 0,
  };
}

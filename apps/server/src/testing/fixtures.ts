/** Test data and setups more than one test file uses: a valid robot form, the last group administrator. */
import { PERMISSIONS } from '@oa/auth/tables';
import type { RobotInput } from '@oa/contract';
import { and, inArray, ne } from 'drizzle-orm';
import { permissionGroups, users } from '../areas/users/schema';
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

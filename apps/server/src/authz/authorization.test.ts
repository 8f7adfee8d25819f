/**
 * The authorization matrix (matrix.ts) against the running server, through real HTTP:
 * - the routes the app registers (app.apiRoutes, and the OpenAPI document) are exactly the matrix's;
 * - every protected endpoint: no token 401; a user holding exactly one permission, for every permission, gets in
 *   (2xx) when the matrix lets that permission in and 403 otherwise; a user without permissions only where any
 *   signed-in user may;
 * - every public endpoint answers without an access token;
 * - object level: a client's admin user cannot change another client's user (404, nothing changes).
 */
import { randomUUID } from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import type { ErrorBody } from '@oa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, PERMISSIONS, type Permission } from '@oa/auth/tables';
import { API_PREFIXES } from '../http/security';
import { createPasswordHasher } from '../auth/passwords';
import { clients } from './schema';
import { cupRentals } from '../areas/cup/schema';
import { permissionGroups, users } from '../auth/schema';
import { clientIdOf, startTestApi, TEST_PASSWORD_COST, type TestApi } from '../testing/harness';
import { insertRobot, upload } from '../areas/robots/rc40/testing';
import { findCupLifeTargets, findCupMoneyTargets } from '../testing/fixtures';
import {
  AI_MODEL_ID,
  AUTHORIZATION_MATRIX,
  CALLER_PASSWORD,
  FRESH_ALERT_RECIPIENT_ID,
  FRESH_CLIENT_UID,
  FRESH_GROUP_ID,
  FRESH_MEMBER_GROUP_ID,
  FRESH_MEMBER_USER_ID,
  OTHER_USER_ID,
  PROGRAM_ID,
  RC40_MACHINE_ID,
  OPEN_RENTAL_ID,
  UNREFUNDED_RENTAL_ID,
  FAILED_REFUND_ID,
  COMPLETED_REFUND_ID,
  REFILL_BOX_NUMBER,
  REFILL_MACHINE_ID,
  RECEIVING_MACHINE_ID,
  PACK_CUID,
  CHANGE_CUID,
  DISCARD_CUID,
  PACK_BOX_NUMBER,
  RETIRE_BOX_NUMBER,
  SHIP_BOX_NUMBER,
  UNPACK_BOX_NUMBER,
  UNPACK_CUID,
  CHANGE_BOX_NUMBER,
  SHIPMENT_ID,
  type MatrixEntry,
  type Who,
} from './matrix';

/** An answer that may be an error. */
type Answer = Partial<ErrorBody>;

const key = (method: string, route: string) => `${method.toUpperCase()} ${route}`;
const matrixKeys = AUTHORIZATION_MATRIX.map((entry) => key(entry.method, entry.route)).sort();

const isPublic = (entry: MatrixEntry) => entry.who === 'public';
const publicEntries = AUTHORIZATION_MATRIX.filter(isPublic);
const protectedEntries = AUTHORIZATION_MATRIX.filter((entry) => !isPublic(entry));

/** Whether a user holding exactly `held` may call an endpoint the matrix says `who` may. */
function allows(who: Who, held: readonly Permission[]): boolean {
  if (who === 'public' || who === 'signedIn') return true;
  return who.some((permission) => held.includes(permission));
}

/** '/oa/v1/users/:id/status' -> '/oa/v1/users/{id}/status' (OpenAPI's spelling). */
const openApiPath = (route: string) => route.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** Whether a concrete path fits a route pattern. */
function fits(route: string, path: string): boolean {
  const pattern = route
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}$`).test(path.split('?')[0] ?? '');
}

describe('authorization matrix', () => {
  let api: TestApi;
  /** One caller per permission, holding exactly it; reused by every endpoint that does not end its session. */
  const holders = new Map<Permission, string>();
  let noPermissions: string;
  let otherUserId: number;
  let passwordHash: string;
  /** Values of the matrix's placeholders (FRESH_ALERT_RECIPIENT_ID is made at each use, by `editor`). */
  const placeholders = new Map<string, string>();
  let editor: string;
  let uploads = 0;

  beforeAll(async () => {
    api = await startTestApi();
    for (const permission of ALL_PERMISSIONS) holders.set(permission, (await api.userWith([permission])).accessToken);
    noPermissions = (await api.userWith([])).accessToken;
    otherUserId = (await api.userWith([])).userId;
    passwordHash = await createPasswordHasher(TEST_PASSWORD_COST).hash(CALLER_PASSWORD);
    editor = (
      await api.userWith([
        PERMISSIONS.RC_4_0_VERSION_EDIT,
        PERMISSIONS.RC_4_0_UPDATE_FILE_EDIT,
        PERMISSIONS.RC_MANAGER_EDIT,
      ])
    ).accessToken;
    for (const [placeholder, kind] of [
      [PROGRAM_ID, 'PROGRAM'],
      [AI_MODEL_ID, 'AI_MODEL'],
    ] as const) {
      const uploaded = await upload<{ _data: { id: number } }>(api.url, kind, editor, {
        version: '0.0.1',
        fileName: kind === 'PROGRAM' ? 'matrix.zip' : 'matrix.onnx',
        content: 'matrix',
      });
      placeholders.set(placeholder, String(uploaded.body._data.id));
    }
    placeholders.set(RC40_MACHINE_ID, (await insertRobot(api, { machineId: 'MATRIX-RC40' })).machineId);
    const [openRental] = await api.database.db
      .select({ id: cupRentals.id })
      .from(cupRentals)
      .where(isNull(cupRentals.returnedAt))
      .limit(1);
    placeholders.set(OPEN_RENTAL_ID, String(openRental?.id));
    const cup = await findCupMoneyTargets(api.database.db);
    placeholders.set(UNREFUNDED_RENTAL_ID, String(cup.unrefundedRentalId));
    placeholders.set(FAILED_REFUND_ID, String(cup.failedRefundId));
    placeholders.set(COMPLETED_REFUND_ID, String(cup.completedRefundId));
    placeholders.set(REFILL_BOX_NUMBER, cup.refillBoxNumber);
    placeholders.set(REFILL_MACHINE_ID, cup.refillMachineId);
    placeholders.set(RECEIVING_MACHINE_ID, cup.receivingMachineId);
    const life = await findCupLifeTargets(api.database.db, cup.refillBoxNumber);
    for (const [placeholder, value] of [
      [PACK_CUID, life.packCuid],
      [CHANGE_CUID, life.changeCuid],
      [DISCARD_CUID, life.discardCuid],
      [PACK_BOX_NUMBER, life.packBoxNumber],
      [RETIRE_BOX_NUMBER, life.retireBoxNumber],
      [SHIP_BOX_NUMBER, life.shipBoxNumber],
      [UNPACK_BOX_NUMBER, life.unpackBoxNumber],
      [UNPACK_CUID, life.unpackCuid],
      [CHANGE_BOX_NUMBER, life.changeBoxNumber],
      [SHIPMENT_ID, String(life.shipmentId)],
    ] as const)
      placeholders.set(placeholder, value);
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  /** A caller holding exactly `permissions`: a fresh one (with CALLER_PASSWORD) when the request needs it. */
  async function callerFor(entry: MatrixEntry, permissions: readonly Permission[]): Promise<string> {
    if (entry.ownPassword) {
      const fresh = await api.userWith(permissions);
      await api.database.db.update(users).set({ passwordHash }).where(eq(users.id, fresh.userId));
      return fresh.accessToken;
    }
    const [permission] = permissions;
    if (permission === undefined) return noPermissions;
    const token = holders.get(permission);
    if (token === undefined) throw new Error(`no holder of ${permission}`);
    return token;
  }

  /** The matrix's placeholders in `text` replaced; a fresh alert recipient for each FRESH_ALERT_RECIPIENT_ID. */
  async function resolve(text: string): Promise<string> {
    let result = text.replace(OTHER_USER_ID, String(otherUserId));
    if (result.includes(FRESH_ALERT_RECIPIENT_ID)) {
      const created = await api.request<{ _data: { id: number } }>('POST', '/oa/v1/alert-recipients', {
        token: editor,
        body: {
          name: '대상',
          phone: '01000000000',
          events: ['ERROR'],
          dayType: 'WEEKDAY',
          startTime: '08:00',
          endTime: '20:00',
          clientId: null,
          enabled: true,
        },
      });
      result = result.replace(FRESH_ALERT_RECIPIENT_ID, String(created.body._data.id));
    }
    if (result.includes(FRESH_GROUP_ID)) {
      const [group] = await api.database.db
        .insert(permissionGroups)
        .values({ name: `matrix-fresh-${randomUUID()}`, permissions: [PERMISSIONS.USER] })
        .returning({ id: permissionGroups.id });
      result = result.replace(FRESH_GROUP_ID, String(group?.id));
    }
    if (result.includes(FRESH_CLIENT_UID)) {
      const uid = `MX-${randomUUID()}`;
      await api.database.db.insert(clients).values({ uid, name: '매트릭스 대상 고객사', type: 'COMPANY' });
      result = result.replace(FRESH_CLIENT_UID, uid);
    }
    if (result.includes(FRESH_MEMBER_GROUP_ID)) {
      // userWith puts its user in a group of its own.
      const member = await api.userWith([PERMISSIONS.USER]);
      const [row] = await api.database.db
        .select({ groupId: users.groupId })
        .from(users)
        .where(eq(users.id, member.userId));
      result = result
        .replace(FRESH_MEMBER_GROUP_ID, String(row?.groupId))
        .replace(FRESH_MEMBER_USER_ID, String(member.userId));
    }
    result = result.replace(`"${UNREFUNDED_RENTAL_ID}"`, placeholders.get(UNREFUNDED_RENTAL_ID) ?? '0');
    for (const [placeholder, value] of placeholders) result = result.replace(placeholder, value);
    return result;
  }

  /** Requests the entry's example; the bearer is `token` (an access token), or a fresh refresh token. */
  async function call(entry: MatrixEntry, token: string | null) {
    const bearer = entry.refreshTokenBearer ? (await api.userWith([])).refreshToken : token;
    const path = await resolve(entry.example);
    if (entry.multipartFile !== undefined) {
      uploads += 1;
      const kind = entry.route.endsWith('/programs') ? 'PROGRAM' : 'AI_MODEL';
      return upload<Answer>(api.url, kind, bearer, {
        version: `9.9.${String(uploads)}`,
        fileName: entry.multipartFile,
        content: 'matrix upload',
      });
    }
    return api.request<Answer>(entry.method, path, {
      token: bearer,
      ...(entry.body === undefined ? {} : { body: JSON.parse(await resolve(JSON.stringify(entry.body))) as unknown }),
    });
  }

  const outcome = (status: number, body: Answer) =>
    status >= 200 && status < 300 ? '2xx' : `${String(status)} ${body.error?.code ?? ''}`;

  describe('covers every route', () => {
    it('app.apiRoutes is exactly the matrix', () => {
      const registered = api.app.apiRoutes.map((route) => key(route.method, route.url)).sort();
      expect(registered).toEqual(matrixKeys);
    });

    it('the OpenAPI document (/docs/json) lists exactly the matrix', async () => {
      const response = await api.request<{ paths: Record<string, Record<string, unknown>> }>('GET', '/docs/json');
      expect(response.status).toBe(200);
      const methods = new Set(['get', 'post', 'put', 'patch', 'delete']);
      const documented = Object.entries(response.body.paths)
        .filter(([path]) => API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)))
        .flatMap(([path, operations]) =>
          Object.keys(operations)
            .filter((method) => methods.has(method))
            .map((method) => key(method, path)),
        )
        .sort();
      expect(documented).toEqual(
        AUTHORIZATION_MATRIX.map((entry) => key(entry.method, openApiPath(entry.route))).sort(),
      );
    });

    it('lists each route once, with an example that fits it and a non-empty permission list', () => {
      expect(new Set(matrixKeys).size).toBe(matrixKeys.length);
      for (const entry of AUTHORIZATION_MATRIX) {
        expect(fits(entry.route, entry.example), entry.example).toBe(true);
        if (Array.isArray(entry.who)) expect(entry.who.length, entry.route).toBeGreaterThan(0);
      }
    });
  });

  describe.each(publicEntries.map((entry) => [key(entry.method, entry.route), entry] as const))(
    'public %s',
    (_name, entry) => {
      it('answers without an access token', async () => {
        const response = await call(entry, null);
        expect(outcome(response.status, response.body)).toBe('2xx');
      });
    },
  );

  describe.each(protectedEntries.map((entry) => [key(entry.method, entry.route), entry] as const))(
    'protected %s',
    (_name, entry) => {
      it('no token: 401 (for a GET, its HEAD too)', async () => {
        const response = await call(entry, null);
        expect(response.status).toBe(401);
        expect(response.body.error?.code).toBe('UNAUTHORIZED');
        if (entry.method === 'GET') expect((await api.request('HEAD', await resolve(entry.example))).status).toBe(401);
      });

      it(`a user without permissions: ${entry.who === 'signedIn' ? 'allowed' : '403'}`, async () => {
        const response = await call(entry, await callerFor(entry, []));
        expect(outcome(response.status, response.body)).toBe(allows(entry.who, []) ? '2xx' : '403 FORBIDDEN');
      });

      it('a user holding exactly one permission, for each permission: allowed as the matrix says, else 403', async () => {
        const wrong: string[] = [];
        await Promise.all(
          ALL_PERMISSIONS.map(async (permission) => {
            const response = await call(entry, await callerFor(entry, [permission]));
            const expected = allows(entry.who, [permission]) ? '2xx' : '403 FORBIDDEN';
            const got = outcome(response.status, response.body);
            if (got !== expected) wrong.push(`${permission}: expected ${expected}, got ${got}`);
          }),
        );
        expect(wrong.sort()).toEqual([]);
      });
    },
  );

  describe('object level', () => {
    it("a client's admin user cannot change another client's user: 404, and the user is unchanged", async () => {
      const gangnam = await clientIdOf(api, '강남구청');
      const seocho = await clientIdOf(api, '서초구청');
      const admin = await api.userWith([PERMISSIONS.OA_CONSOLE_USER_EDIT], { clientId: gangnam });
      const outsider = await api.userWith([PERMISSIONS.USER], { clientId: seocho });
      const insider = await api.userWith([PERMISSIONS.USER], { clientId: gangnam });

      const denied = await api.request<Answer>('PATCH', `/oa/v1/users/${String(outsider.userId)}/status`, {
        token: admin.accessToken,
        body: { status: 'LOCKED' },
      });
      expect(denied.status).toBe(404);
      expect(denied.body.error?.code).toBe('NOT_FOUND');
      const [row] = await api.database.db
        .select({ status: users.status })
        .from(users)
        .where(eq(users.id, outsider.userId));
      expect(row?.status).toBe('ACTIVE');
      // Its session was not ended either.
      expect((await api.request('GET', '/oa/v1/me', { token: outsider.accessToken })).status).toBe(200);

      // The same request on the admin's own client's user works (the 404 is the scope, not the request).
      const allowed = await api.request('PATCH', `/oa/v1/users/${String(insider.userId)}/status`, {
        token: admin.accessToken,
        body: { status: 'LOCKED' },
      });
      expect(allowed.status).toBe(200);
    });
  });
});

/**
 * The home page's counts on OA through real HTTP against the seeded database: each the total its list shows for
 * the same filter and scope (staff, a client's admin user), and only the sections the user may open.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '@oa/auth/tables';
import { OPERATION_STATES, USER_STATUSES, type HomeSummary } from '@oa/contract';
import { clientIdOf, startTestApi, type TestApi } from '../../testing/harness';

describe('the home summary (GET /oa/v1/summary)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api.close();
  });

  const summaryOf = async (token: string) => {
    const answer = await api.request<{ _data: HomeSummary }>('GET', '/oa/v1/summary', { token });
    expect(answer.status).toBe(200);
    return answer.body._data;
  };
  const total = async (token: string, path: string) =>
    Number((await api.request('GET', path, { token })).body._data.total);
  const filtered = (path: string, filter: string) => `${path}?filter=${encodeURIComponent(filter)}`;

  it('counts what each list shows, for the sections the user may open', async () => {
    const { accessToken } = await api.userWith([P.RC_VIEW, P.OA_CONSOLE_USER_EDIT, P.OA_CONSOLE_CLIENT_EDIT]);
    const summary = await summaryOf(accessToken);
    for (const state of OPERATION_STATES) {
      expect(summary.robots?.operationStates[state]).toBe(
        await total(accessToken, filtered('/oa/v1/robots', `operationState:eq:${state}`)),
      );
    }
    expect(summary.robots?.fullBins).toBe(
      await total(accessToken, filtered('/oa/v1/robots', 'capacityState:any:FULL')),
    );
    expect(summary.robots?.offline).toBe(await total(accessToken, filtered('/oa/v1/robots', 'online:eq:false')));
    for (const status of USER_STATUSES) {
      expect(summary.accounts?.[status]).toBe(
        await total(accessToken, filtered('/oa/v1/users', `status:eq:${status}`)),
      );
    }
    expect(summary.clients).toBe(await total(accessToken, '/oa/v1/clients'));
    expect(summary.clients).toBeGreaterThan(0);
  });

  it("counts a client's admin user's own robots only, and leaves out what it may not open", async () => {
    const clientId = await clientIdOf(api, '강남구청');
    const { accessToken } = await api.userWith([P.RC_VIEW], { clientId });
    const summary = await summaryOf(accessToken);
    expect(summary.accounts).toBeNull();
    expect(summary.clients).toBeNull();
    const robots = Object.values(summary.robots?.operationStates ?? {}).reduce((sum, n) => sum + n, 0);
    expect(robots).toBe(await total(accessToken, '/oa/v1/robots'));
    const staff = await summaryOf((await api.userWith([P.RC_VIEW])).accessToken);
    const everyRobot = Object.values(staff.robots?.operationStates ?? {}).reduce((sum, n) => sum + n, 0);
    expect(robots).toBeGreaterThan(0);
    expect(robots).toBeLessThan(everyRobot);
  });

  it('answers every section null to a user who opens none of them, and 401 without a token', async () => {
    const { accessToken } = await api.userWith([P.USER]);
    expect(await summaryOf(accessToken)).toEqual({ robots: null, accounts: null, clients: null });
    expect((await api.request('GET', '/oa/v1/summary', { token: null })).status).toBe(401);
  });
});

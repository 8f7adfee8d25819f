/**
 * RC 4.0 collection history (APPS) through real HTTP: masked member ids, confidence as 0-1, the boolean
 * `accepted` filter, the other filters and sorts, permissions and client scope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '@oa/auth/tables';
import { collectionEvents } from '../schema';
import { clientIdOf, startTestApi, type TestApi } from '../../../testing/harness';
import { maskMemberId } from './collections';
import { insertRobot } from './testing';

const COLLECTIONS = '/apps/v1/rc40/collections';

describe('maskMemberId', () => {
  it('keeps the first 3 and the last 2 characters', () => {
    expect(maskMemberId('M2024053131')).toBe('M20******31');
    expect(maskMemberId('ABCDEF')).toBe('ABC*EF');
    expect(maskMemberId('ABCDE')).toBe('*****');
    expect(maskMemberId('')).toBe('');
  });
});

describe('GET /apps/v1/rc40/collections', () => {
  let api: TestApi;
  let viewer: string;
  let gangnamViewer: string;

  beforeAll(async () => {
    api = await startTestApi();
    viewer = (await api.userWith([P.RC_4_0_COLLECTION_VIEW])).accessToken;
    const gangnam = await clientIdOf(api, '강남구청');
    const seocho = await clientIdOf(api, '서초구청');
    gangnamViewer = (await api.userWith([P.RC_4_0_COLLECTION_VIEW], { clientId: gangnam })).accessToken;
    const gn = await insertRobot(api, { machineId: 'CE-GN-0001', name: '강남 RC4', clientId: gangnam });
    const sc = await insertRobot(api, { machineId: 'CE-SC-0001', name: '서초 RC4', clientId: seocho });
    await api.database.db.insert(collectionEvents).values([
      {
        robotId: gn.id,
        memberId: 'M2024053131',
        material: 'PET',
        aiResult: 'PET',
        confidence: 987,
        accepted: true,
        points: 10,
        at: new Date('2026-10-01T00:00:00Z'),
      },
      {
        robotId: gn.id,
        memberId: 'M2024060102',
        material: 'CAN',
        aiResult: 'PET',
        confidence: 412,
        accepted: false,
        points: 0,
        at: new Date('2026-10-02T00:00:00Z'),
      },
      {
        robotId: sc.id,
        memberId: 'M2025010177',
        material: 'PAPER',
        aiResult: 'PAPER',
        confidence: 1000,
        accepted: true,
        points: 5,
        at: new Date('2026-10-03T00:00:00Z'),
      },
    ]);
  });
  afterAll(async () => {
    await api.close();
  });

  const get = (query: string, token = viewer) => api.request('GET', `${COLLECTIONS}${query}`, { token });

  it('answers the newest first, member ids masked, confidence 0-1, robot joined', async () => {
    const response = await get('?filter=machineId:like:CE-');
    expect(response.status).toBe(200);
    expect(response.body._data.total).toBe(3);
    expect(response.body._data.items).toEqual([
      expect.objectContaining({
        machineId: 'CE-SC-0001',
        robotName: '서초 RC4',
        memberId: 'M20******77',
        material: 'PAPER',
        aiResult: 'PAPER',
        confidence: 1,
        accepted: true,
        points: 5,
        at: '2026-10-03T00:00:00.000Z',
      }),
      expect.objectContaining({ machineId: 'CE-GN-0001', memberId: 'M20******02', confidence: 0.412, accepted: false }),
      expect.objectContaining({ machineId: 'CE-GN-0001', memberId: 'M20******31', confidence: 0.987, accepted: true }),
    ]);
    expect(JSON.stringify(response.body)).not.toContain('M2024053131');
  });

  it('filters by accepted, material, AI result, machine id and time; sorts by confidence', async () => {
    const rejected = await get('?filter=accepted:eq:false&filter=machineId:like:CE-');
    expect(rejected.body._data.items.map((item: any) => item.memberId)).toEqual(['M20******02']);
    const accepted = await get('?filter=accepted:eq:true&filter=machineId:like:CE-');
    expect(accepted.body._data.total).toBe(2);
    const notAccepted = await get('?filter=accepted:ne:true&filter=machineId:like:CE-');
    expect(notAccepted.body._data.total).toBe(1);
    const notRejected = await get('?filter=accepted:ne:false&filter=machineId:like:CE-');
    expect(notRejected.body._data.items).toEqual(accepted.body._data.items);
    const mismatch = await get('?filter=material:eq:CAN&filter=aiResult:eq:PET');
    expect(mismatch.body._data.items.map((item: any) => item.machineId)).toEqual(['CE-GN-0001']);
    const one = await get('?filter=machineId:eq:CE-SC-0001');
    expect(one.body._data.total).toBe(1);
    const range = await get('?filter=at:bte:2026-10-01,2026-10-03&filter=machineId:like:CE-');
    // Days in Asia/Seoul: 2026-10-01 00:00 KST is 2026-09-30 15:00Z, 2026-10-03 00:00 KST is 2026-10-02 15:00Z.
    expect(range.body._data.total).toBe(2);
    const byConfidence = await get('?sort=confidence,ASC&filter=machineId:like:CE-');
    expect(byConfidence.body._data.items.map((item: any) => item.confidence)).toEqual([0.412, 0.987, 1]);
  });

  it('refuses bad filters with Korean messages', async () => {
    const yes = await get('?filter=accepted:eq:yes');
    expect(yes.status).toBe(400);
    expect(yes.body.error.message).toBe("'accepted'에는 true 또는 false를 입력해 주세요: 'yes'");
    const one = await get('?filter=accepted:eq:1');
    expect(one.body.error.message).toBe("'accepted'에는 true 또는 false를 입력해 주세요: '1'");
    const list = await get('?filter=accepted:in:true,false');
    expect(list.status).toBe(400);
    expect(list.body.error.message).toBe("'accepted'에는 'in' 연산자를 쓸 수 없습니다. 가능한 연산자: eq, ne");
    const member = await get('?filter=memberId:eq:M2024053131');
    expect(member.status).toBe(400);
    expect(member.body.error.message).toContain("'memberId'(으)로는 검색할 수 없습니다.");
    const material = await get('?filter=material:eq:GLASS');
    expect(material.body.error.message).toContain("'material'의 값 'GLASS'는 허용되지 않습니다.");
  });

  it("a client's admin user sees only its robots' deposits", async () => {
    const response = await get('?size=100', gangnamViewer);
    expect(response.status).toBe(200);
    const machines = new Set(response.body._data.items.map((item: any) => item.machineId));
    expect(machines.has('CE-GN-0001')).toBe(true);
    expect(machines.has('CE-SC-0001')).toBe(false);
  });

  it('needs RC_4_0_COLLECTION_VIEW (403) and a token (401); only on the APPS prefix', async () => {
    const other = (await api.userWith([P.RC_4_0_REALTIME_VIEW])).accessToken;
    expect((await get('', other)).status).toBe(403);
    expect((await api.request('GET', COLLECTIONS)).status).toBe(401);
    expect((await api.request('GET', '/oa/v1/rc40/collections', { token: viewer })).status).toBe(404);
  });
});

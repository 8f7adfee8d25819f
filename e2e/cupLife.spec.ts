import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, expectScreensWork, signIn, type ScreenCheck } from './support';

/**
 * A cup's life against the real server, its seed and its simulator: 100 cup IDs registered and their labels
 * printed, 20 of them packed into a box by scanner input (typed IDs and Enter, as fast as the keyboard goes),
 * the box shipped to a rental machine and delivered, its cups loaded into the machine, the simulator renting one,
 * and every step in that cup's history; a manual change without the edit permission refused by the server; the
 * ten screens open with zero axe violations.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function accessToken(request: APIRequestContext, loginId: string): Promise<string> {
  const answer = await request.post('/oa/v1/auth/login', { data: { loginId, password: DEMO_PASSWORD } });
  return ((await answer.json()) as { _data: { accessToken: string } })._data.accessToken;
}

const FIRST = 'SC70000001';
const LAST = 'SC70000100';
const PACKED = Array.from({ length: 20 }, (_, n) => `SC700000${String(n + 1).padStart(2, '0')}`);
const MACHINE = 'RENT-E2E-LIFE';

test("a cup's life: registered, labelled, packed by scanner, shipped, delivered, loaded, rented, all in its history", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // Access tokens live 10 s here: a fresh one for each group of calls.
  const fresh = async () => bearer(await accessToken(request, 'demo-admin'));
  const admin = await fresh();
  // A rental machine of our own, in a check (점검) so nobody rents from it until our cups are in it.
  const machine = await request.post('/seoul-cup/v1/rental-machines', {
    headers: admin,
    data: {
      machineId: MACHINE,
      name: '수명주기 확인 대여기',
      address: '서울특별시 중구 세종대로 110',
      district: '중구',
      lat: 37.5663,
      lng: 126.9779,
      installedAt: '2026-11-01',
      state: 'CHECK',
      capacity: 20,
      memo: '',
    },
  });
  expect(machine.ok()).toBe(true);
  // An empty box at the washing site.
  const boxes = await request.get('/seoul-cup/v1/boxes?size=50&filter=state:eq:EMPTY&filter=retired:eq:false', {
    headers: admin,
  });
  const box = (
    (await boxes.json()) as { _data: { items: { boxNumber: string; cupCount: number }[] } }
  )._data.items.find((candidate) => candidate.cupCount === 0)?.boxNumber;
  if (box === undefined) throw new Error('the seed has no empty box');

  await signIn(page, 'demo-admin');

  // 1. Register the 100 IDs.
  await page.goto('/cup/lalaloop-id-manage');
  const register = page.getByRole('form', { name: '컵 ID 등록' });
  await register.getByLabel('시작 ID').fill(FIRST);
  await register.getByLabel('끝 ID').fill(LAST);
  await register.getByRole('button', { name: '등록' }).click();
  await expect(page.getByRole('button', { name: `${FIRST} ~ ${LAST} 컵 ID 목록` })).toBeVisible();

  // 2. Print their labels: the QR page opens on the range and makes a sheet to download.
  await page.getByRole('link', { name: `${FIRST} ~ ${LAST} 라벨 인쇄` }).click();
  await expect(page).toHaveURL(/\/download-cuid-qrcode\?/);
  await expect(page.getByRole('img', { name: `${FIRST} QR 코드` })).toBeVisible();
  const download = page.waitForEvent('download');
  await page
    .getByRole('button', { name: /내려받기/ })
    .first()
    .click();
  expect((await download).suggestedFilename()).toMatch(/\.png$/);

  // 3. Pack 20 by scanner: each ID typed and Enter, without waiting for the answers; then a duplicate.
  await page.goto('/cup/lalaloop-id-control');
  await page.getByRole('form', { name: '박스 선택' }).getByLabel('박스 번호').fill(box);
  await page.keyboard.press('Enter');
  const scanner = page.getByRole('form', { name: '컵 스캔' }).getByLabel('컵 ID');
  await scanner.focus();
  for (const cuid of PACKED) await page.keyboard.type(`${cuid}\n`);
  const contents = page.getByRole('table', { name: `박스 ${box}에 담긴 컵` });
  for (const cuid of PACKED) await expect(contents.getByText(cuid, { exact: true })).toBeVisible();
  await page.keyboard.type(`${PACKED[0] ?? ''}\n`);
  await expect(page.getByRole('list', { name: '스캔 기록' }).getByText(/이미/).first()).toBeVisible();

  // 4. Ship the box to the machine, then confirm its delivery.
  await page.goto('/cup/delivery-status');
  // Exactly 출고: the filter's 출고 기간 button comes first once the filter bar is drawn.
  await page.getByRole('button', { name: '출고', exact: true }).first().click();
  const ship = page.getByRole('dialog', { name: '박스 출고' });
  await ship.getByLabel('박스 번호').fill(box);
  await ship.getByLabel('도착 대여기 ID').fill(MACHINE);
  await ship.getByRole('button', { name: '출고', exact: true }).click();
  await expect(ship).toBeHidden();
  await page.getByRole('button', { name: `${box} 배송 완료` }).click();
  await page.getByRole('dialog', { name: '배송 완료' }).getByRole('button', { name: '배송 완료' }).click();
  await expect(page.getByRole('button', { name: `${box} 배송 완료` })).toBeHidden();

  // 5. Load its cups into the machine (수동 충전), then open the machine.
  await page.goto('/cup/filling-history');
  await page.getByRole('button', { name: '수동 충전' }).click();
  const refill = page.getByRole('dialog', { name: '수동 충전' });
  await refill.getByLabel('대여기 ID').fill(MACHINE);
  await refill.getByLabel('박스 번호').fill(box);
  await refill.getByLabel('사유').fill('수명주기 확인');
  await refill.getByRole('button', { name: '충전' }).click();
  await expect(refill).toBeHidden();
  const opener = await fresh();
  const current = await request.get(`/seoul-cup/v1/rental-machines/${MACHINE}`, { headers: opener });
  const { revision, ...rest } = ((await current.json()) as { _data: Record<string, unknown> & { revision: number } })
    ._data;
  const opened = await request.put(`/seoul-cup/v1/rental-machines/${MACHINE}`, {
    headers: opener,
    data: {
      name: rest.name,
      address: rest.address,
      district: rest.district,
      lat: rest.lat,
      lng: rest.lng,
      installedAt: rest.installedAt,
      state: 'NORMAL',
      capacity: rest.capacity,
      memo: rest.memo,
      revision,
    },
  });
  expect(opened.ok()).toBe(true);

  // 6. The simulator's next tick: the machine's first citizen rents one of our cups.
  let rented: string | undefined;
  await expect(async () => {
    const rentals = await request.get(`/seoul-cup/v1/rentals?size=5&filter=machineId:eq:${MACHINE}`, {
      headers: await fresh(),
    });
    rented = ((await rentals.json()) as { _data: { items: { cuid: string }[] } })._data.items[0]?.cuid;
    expect(rented).toBeDefined();
  }).toPass({ timeout: 30_000 });
  expect(PACKED).toContain(rented);

  // 7. Every step in that cup's history.
  await page.goto(`/cup/lalaloop-id-history?cuid=${rented ?? ''}`);
  const history = page.getByRole('list', { name: `${rented ?? ''} 상태 이력` });
  for (const step of ['등록', '박스 포장', '출고', '대여기 적재', '대여 중'])
    await expect(history.getByText(step, { exact: true }).first()).toBeVisible();
});

test('a manual change without the edit permission is refused by the server; the preview still shows', async ({
  page,
  request,
}) => {
  const viewer = bearer(await accessToken(request, 'demo-viewer'));
  const body = { ids: ['SC00000001'], toState: 'LOST', reason: '확인', requestId: 'e2e-viewer-change-0001' };
  const preview = await request.post('/seoul-cup/v1/cups/state-changes', {
    headers: viewer,
    data: { ...body, preview: true },
  });
  expect(preview.status()).toBe(200);
  const applied = await request.post('/seoul-cup/v1/cups/state-changes', { headers: viewer, data: body });
  expect(applied.status()).toBe(403);
  await signIn(page, 'demo-viewer');
  await page.goto('/cup/state-manual-change');
  await expect(page.getByRole('heading', { name: '컵 상태 수동 변경' })).toBeVisible();
  await expect(page.getByRole('button', { name: '변경' })).toHaveCount(0);
});

const SCREENS: ScreenCheck[] = [
  {
    path: '/cup/lalaloop-id-manage',
    ready: (page) =>
      page
        .getByRole('table', { name: '등록된 컵 ID 범위' })
        .getByText(/^SC\d{8}$/)
        .first(),
  },
  { path: '/cup/lalaloop-id-control', ready: (page) => page.getByLabel('박스 번호') },
  { path: '/cup/lalaloop-id-history?cuid=SC00000001', ready: (page) => page.getByText('SC00000001').first() },
  {
    path: '/cup/seoul-lalaloop-cup-id-history?first=SC00000001&last=SC00000100',
    ready: (page) =>
      page
        .getByRole('table')
        .getByText(/^SC\d{8}$/)
        .first(),
  },
  { path: '/cup/box-number-inquiry?box=BX000001', ready: (page) => page.getByText('BX000001').first() },
  {
    path: '/cup/box-id-manage',
    ready: (page) =>
      page
        .getByRole('table')
        .getByText(/^BX\d{6}$/)
        .first(),
  },
  { path: '/cup/washing-storage-status', ready: (page) => page.getByText('세척 중').first() },
  {
    path: '/cup/delivery-status',
    ready: (page) =>
      page
        .getByRole('table')
        .getByText(/^BX\d{6}$/)
        .first(),
  },
  { path: '/cup/state-manual-change', ready: (page) => page.getByRole('button', { name: '미리 보기' }) },
  { path: '/cup/box-state-manual-change', ready: (page) => page.getByRole('button', { name: '미리 보기' }) },
];

test("every screen of a cup's life loads from the server, without errors or axe violations", async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'demo-admin');
  await expectScreensWork(page, SCREENS);
});

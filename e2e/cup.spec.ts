import { expect, test, type APIRequestContext } from '@playwright/test';
import { collectPageErrors, DEMO_PASSWORD, expectScreensWork, signIn, type ScreenCheck } from './support';

/**
 * The city cup programme against the real server, its seed and its simulator: every built screen opens with its
 * data and zero axe violations; an operator registers a rental machine, finds it by filter, sees it on the monitor,
 * and the simulator's first citizen rents from it (the rental in the raw data); an overdue rental's validity is
 * extended once even when 연장 is pressed twice, and the audit log has it; a viewer without
 * SEOUL_CUP_PHONE_NUMBER_VIEW sees no 보기 button and the server refuses the call.
 */

/**
 * An access token of its own for a direct API call (tokens live 10 s here, so the page's own may have expired a
 * moment ago; the console would refresh it, a direct call does not).
 */
async function accessToken(request: APIRequestContext, loginId: string): Promise<string> {
  const answer = await request.post('/oa/v1/auth/login', { data: { loginId, password: DEMO_PASSWORD } });
  return ((await answer.json()) as { _data: { accessToken: string } })._data.accessToken;
}

const SCREENS: readonly ScreenCheck[] = [
  // The home page's 서울컵 section: one summary from the server.
  { path: '/dashboard', ready: (page) => page.getByRole('group', { name: '오늘 대여' }).getByText(/^\d/) },
  {
    path: '/cup/rental-machine',
    ready: (page) =>
      page
        .getByRole('table', { name: '대여기 목록' })
        .getByText(/^RENT-[A-Z]{2}-\d{3}$/)
        .first(),
  },
  {
    path: '/cup/return-machine',
    ready: (page) => page.getByRole('table', { name: '반납기 목록' }).getByText(/RTRN-/).first(),
  },
  { path: '/cup/rental-machine?view=map', ready: (page) => page.getByRole('group', { name: '대여기 지도' }) },
  {
    path: '/cup/rental-machine-manage',
    ready: (page) => page.getByRole('application', { name: /^지도에서 위치 선택/ }),
  },
  {
    path: '/cup/return-machine-manage/RTRN-GN-001',
    ready: (page) => page.getByRole('heading', { name: '현재 상태' }),
  },
  {
    // One district's machines: the same board, a tenth of the cards for axe to read.
    path: '/cup/rental-machine-monitor?district=강남구',
    ready: (page) => page.getByRole('list', { name: '대여기 재고 현황' }).getByRole('listitem').first(),
  },
  {
    path: '/cup/return-machine-monitor?district=강남구',
    ready: (page) => page.getByRole('list', { name: '반납기 적재 현황' }).getByRole('listitem').first(),
  },
  {
    path: '/cup/return-machine-information-monitor',
    ready: (page) => page.getByRole('list', { name: '최근 반납' }).getByRole('listitem').first(),
  },
  {
    path: '/cup/return-machine-information-monitor?tab=history',
    ready: (page) =>
      page
        .getByRole('table', { name: '반납 이력' })
        .getByText(/^RTRN-|\(RTRN-/)
        .first(),
  },
  {
    path: '/cup/rental-machine-alert',
    ready: (page) =>
      page
        .getByRole('table', { name: '기기 알림' })
        .getByText(/RENT-|RTRN-/)
        .first(),
  },
  {
    path: '/cup/rental-information-monitor',
    ready: (page) =>
      page
        .getByRole('table', { name: '대여 정보' })
        .getByText(/^SC\d{8}$/)
        .first(),
  },
  {
    path: '/cup/return-validity-expiration',
    ready: (page) => page.getByRole('table', { name: '반납 유효기간 만료' }).getByText('기한 만료').first(),
  },
];

/** The screens in two halves (machines and forms; monitors and rental data), so the two workers share them. */
const HALF = Math.ceil(SCREENS.length / 2);
for (const [name, screens] of [
  ['machines and their forms', SCREENS.slice(0, HALF)],
  ['monitors and rental data', SCREENS.slice(HALF)],
] as const) {
  test(`every cup screen (${name}) loads its data from the server, without errors or axe violations`, async ({
    page,
  }) => {
    // Each screen waits for its data and runs axe; two browsers share two cores with the server.
    test.setTimeout(150_000);
    await signIn(page, 'demo-cup');
    await expectScreensWork(page, screens);
  });
}

test('an operator registers a rental machine, finds it, sees it on the monitor, and its first rental in the raw data', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  const machineId = `RENT-E2E-${String(Date.now() % 100_000).padStart(5, '0')}`;
  await signIn(page, 'demo-cup');
  await page.goto('/cup/rental-machine');
  await page.getByRole('button', { name: '대여기 등록' }).click();
  const form = page.getByRole('form', { name: '대여기 등록' });
  await form.getByLabel(/^기기 ID/).fill(machineId.toLowerCase());
  await form.getByLabel(/^이름/).fill('E2E 역삼역 대여기');
  await form.getByRole('button', { name: /^설치일/ }).click();
  await page.getByRole('dialog', { name: '날짜 선택' }).getByRole('button', { name: /^1, / }).first().click();
  await form.getByLabel(/^주소/).fill('서울특별시 강남구 테헤란로 152');
  await form.getByLabel(/^위도/).fill('37.5006');
  await form.getByLabel(/^경도/).fill('127.0364');
  await form.getByLabel(/^자치구/).selectOption('강남구');
  await form.getByRole('button', { name: '등록' }).click();
  await expect(page).toHaveURL(new RegExp(`/cup/rental-machine-manage/${machineId}$`));
  await expect(page.getByRole('form', { name: `대여기 ${machineId} 수정` })).toBeVisible();

  // Found by the list's text filter.
  await page.goto('/cup/rental-machine');
  await page.getByRole('searchbox', { name: '검색어' }).fill(machineId);
  await page.getByRole('button', { name: '검색' }).click();
  const rows = page.getByRole('table', { name: '대여기 목록' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('E2E 역삼역 대여기');

  // On the monitor: the simulator's crew stocks a new machine on its next tick, and its first citizen rents.
  await page.goto('/cup/rental-machine-monitor?district=강남구');
  const card = page.locator(`[data-machine-id="${machineId}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByRole('meter', { name: /^재고/ })).not.toHaveAttribute('aria-valuenow', '0', {
    timeout: 20_000,
  });

  // The rental in the raw data (the list is read again until it shows).
  await page.goto(`/cup/rental-information-monitor?filter=machineId:eq:${machineId}`);
  const rentals = page.getByRole('table', { name: '대여 정보' });
  await expect(async () => {
    await page.reload();
    await expect(rentals.getByText(machineId).first()).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 30_000 });
  expect(errors).toEqual([]);
});

test('an overdue rental is extended once when 연장 is pressed twice, and the audit log shows it', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  await signIn(page, 'demo-admin');
  await page.goto('/cup/return-validity-expiration');
  const table = page.getByRole('table', { name: '반납 유효기간 만료' });
  const first = table.getByRole('row').nth(1);
  const cuid = (await first.getByText(/^SC\d{8}$/).textContent()) ?? '';
  await first.getByRole('button', { name: `${cuid} 반납 기한 연장` }).click();
  const dialog = page.getByRole('dialog', { name: '반납 유효기간 연장' });
  await dialog.getByRole('button', { name: '연장' }).click();
  await expect(dialog.getByText('연장 사유를 입력해 주세요.')).toBeVisible();
  await dialog.getByLabel(/^연장 사유/).fill('민원 접수로 연장');
  // The answer the console keeps (an expired token's 410 is refreshed and sent again first).
  const extended = page.waitForResponse((response) => response.url().includes('/extend') && response.status() !== 410);
  await dialog.getByRole('button', { name: '연장' }).dblclick();
  expect((await extended).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(page.getByText(new RegExp(`^${cuid} 대여의 반납 기한을 .*까지 연장했습니다`)).first()).toBeVisible();
  // No longer overdue: gone from the list.
  await expect(table.getByText(cuid)).toHaveCount(0);

  // Once, in the audit log.
  const audit = await request.get(`/oa/v1/audit-log?filter=action:eq:rental.extend&size=50`, {
    headers: { authorization: `Bearer ${await accessToken(request, 'demo-admin')}` },
  });
  expect(audit.status()).toBe(200);
  const entries = ((await audit.json()) as { _data: { items: { after: { reason?: string } }[] } })._data.items;
  expect(entries.filter((entry) => entry.after.reason === '민원 접수로 연장')).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('without the phone permission there is no 보기, and the server refuses the decrypt', async ({ page, request }) => {
  await signIn(page, 'demo-viewer');
  await page.goto('/cup/rental-information-monitor');
  const table = page.getByRole('table', { name: '대여 정보' });
  await expect(table.getByText(/^010-\*\*\*\*-\d{4}$/).first()).toBeVisible();
  await expect(table.getByRole('button', { name: /전화번호 보기/ })).toHaveCount(0);
  const refused = await request.post('/seoul-cup/v1/members/1/phone/decrypt', {
    headers: { authorization: `Bearer ${await accessToken(request, 'demo-viewer')}` },
  });
  expect(refused.status()).toBe(403);
});

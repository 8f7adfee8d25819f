import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, expectScreensWork, signIn, type ScreenCheck } from './support';

/**
 * The robot area as operators use it, against the real server and its seed: register a robot, find it by filter,
 * export the list, send a command in realtime control and find it in the communication log; a viewer without
 * RC_EDIT has no register button and the server refuses the call anyway.
 */

/** A form field by its label's start (required fields read "… * 필수"). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`)).first();

test('an operator registers a robot, finds it by filter and exports the list', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = collectPageErrors(page);
  await signIn(page, 'demo-robot');
  const machineId = `E2E-${String(Date.now()).slice(-6)}`;

  await page.goto('/dashboard/webin-manage-list');
  // The page's button (the sidebar has a 로봇 등록 link too).
  await page.getByRole('main').getByRole('button', { name: '로봇 등록' }).click();
  await expect(page).toHaveURL(/\/dashboard\/webin-manage-register$/);
  await expect(page.getByRole('application', { name: /^지도에서 위치 선택/ })).toBeVisible();

  await field(page, '기기 ID').fill(machineId);
  await field(page, '로봇 이름').fill('E2E 역삼역 수거함');
  await field(page, '세대').selectOption({ label: 'RC 4.0' });
  await field(page, '고객사').selectOption({ label: '강남구청' });
  await page.getByRole('button', { name: /^설치일/ }).click();
  const calendar = page.getByRole('dialog', { name: '날짜 선택' });
  await calendar.getByRole('button', { name: /^1, / }).first().click();
  await field(page, '주소').fill('서울특별시 강남구 테헤란로 101');
  await field(page, '자치구').selectOption({ label: '강남구' });
  await field(page, '위도').fill('37.5006');
  await field(page, '경도').fill('127.0364');
  await field(page, '수거함 1 품목').selectOption({ label: '페트' });
  await field(page, '수거함 1 용량').fill('120');

  // A double click saves once: the second click finds the form saving, then editing the new robot.
  await page.getByRole('button', { name: '등록' }).dblclick();
  await expect(page).toHaveURL(new RegExp(`/dashboard/webin-manage-register/${machineId}$`));

  // The list, filtered by the text search: exactly the new robot, and the filter is in the URL.
  await page.goto('/dashboard/webin-manage-list');
  await page.getByRole('searchbox', { name: /검색어/ }).fill(machineId);
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL(/filter=q/);
  const table = page.getByRole('table', { name: '로봇 목록' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByText(machineId)).toBeVisible();
  await expect(table.getByText('E2E 역삼역 수거함')).toBeVisible();

  // The same view after a reload (table state in the URL).
  await page.reload();
  await expect(page.getByRole('table', { name: '로봇 목록' }).getByText(machineId)).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /EXCEL/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^로봇 목록_\d{8}\.xlsx$/);
  expect(errors).toEqual([]);
});

test('realtime control: a confirmed command is answered and written to the communication log', async ({ page }) => {
  const errors = collectPageErrors(page);
  await signIn(page, 'demo-robot');
  // The seed keeps RC4-GN-0001 operating and connected.
  await page.goto('/dashboard/realtime-control/RC4-GN-0001');
  await expect(
    page.getByRole('status', { name: '실시간 연결: 연결됨' }).or(page.getByText('실시간 연결: 연결됨')),
  ).toBeVisible({
    timeout: 15_000,
  });
  const door = page.getByRole('button', { name: '문 열기' });
  await expect(door).toBeEnabled();
  await door.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /문 열기/ }).click();
  await expect(page.getByText('문 열기 명령을 보냈습니다.').first()).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: '최근 통신 로그' })
      .getByText(/문 열기|OPEN_DOOR/)
      .first(),
  ).toBeVisible();

  await page.goto('/dashboard/webin-connection-log');
  await page.getByLabel(/^기기 ID/).fill('RC4-GN-0001');
  await page.getByLabel(/^유형/).selectOption({ label: '명령' });
  await page.getByRole('button', { name: '검색', exact: true }).click();
  const log = page.getByRole('table', { name: '통신 로그' });
  await expect(log.getByRole('row').nth(1)).toContainText('RC4-GN-0001');
  await expect(log.getByRole('row').nth(1)).toContainText('이로봇');
  expect(errors).toEqual([]);
});

test('a viewer without RC_EDIT sees no register button, and the server refuses a register call', async ({ page }) => {
  await signIn(page, 'demo-viewer');
  await page.goto('/dashboard/webin-manage-list');
  await expect(page.getByRole('table', { name: '로봇 목록' }).getByRole('row').nth(1)).toBeVisible();
  // Neither the page's button nor the sidebar's link.
  await expect(page.getByRole('button', { name: '로봇 등록' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '로봇 등록' })).toHaveCount(0);

  const token = await page.evaluate(() => localStorage.getItem('oa-token'));
  const answer = await page.request.post('/oa/v1/robots', {
    headers: { authorization: `Bearer ${token ?? ''}` },
    data: { machineId: 'VIEWER-0001', name: '몰래 등록' },
  });
  expect(answer.status()).toBe(403);
  // The register screen itself sends the viewer to a route it may use.
  await page.goto('/dashboard/webin-manage-register');
  await expect(page).not.toHaveURL(/webin-manage-register/);
});

/** Every robot screen against the seeded server: its data arrives, no page or console error, no axe violation. */
const SCREENS: readonly ScreenCheck[] = [
  {
    path: '/dashboard/webin-manage-list',
    ready: (page) => page.getByRole('table', { name: '로봇 목록' }).getByRole('row').nth(1),
  },
  {
    path: '/dashboard/webin-manage-register/RC4-GN-0001',
    ready: (page) => page.getByRole('form', { name: /RC4-GN-0001/ }),
  },
  {
    path: '/dashboard/realtime-control/RC4-GN-0001',
    ready: (page) => page.getByRole('list', { name: '최근 통신 로그' }),
  },
  {
    path: '/dashboard/webin-connection-log',
    ready: (page) => page.getByRole('table', { name: '통신 로그' }).getByRole('row').nth(1),
  },
  { path: '/dashboard/webin-alaram', ready: (page) => page.getByRole('switch').first() },
  {
    path: '/dashboard/webin-alaram?tab=history',
    ready: (page) => page.getByRole('table', { name: '알림 이력' }).getByRole('row').nth(1),
  },
  { path: '/dashboard/rc-4_0-realtime', ready: (page) => page.getByRole('link', { name: /RC4-GN-0001|역/ }).first() },
  {
    path: '/dashboard/rc-4_0-collection',
    ready: (page) => page.getByRole('table', { name: '수거 이력' }).getByRole('row').nth(1),
  },
  {
    path: '/dashboard/rc-4_0-version',
    ready: (page) =>
      page.getByRole('table', { name: '프로그램 파일' }).getByRole('cell', { name: '4.2.1', exact: true }),
  },
  {
    path: '/dashboard/rc-4_0-ai-model',
    ready: (page) =>
      page.getByRole('table', { name: 'AI 모델 파일' }).getByRole('cell', { name: '2.0.0', exact: true }),
  },
  { path: '/dashboard/rc-4_0-version/edit', ready: (page) => page.getByLabel(/^버전/) },
];

test('every robot screen loads its data from the server, without errors or axe violations', async ({ page }) => {
  // Each screen waits for its data and runs axe; two browsers share two cores with the server and its simulators.
  test.setTimeout(240_000);
  await signIn(page, 'demo-admin');
  await expectScreensWork(page, SCREENS);
});

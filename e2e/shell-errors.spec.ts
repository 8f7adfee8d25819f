import { expect, test, type Page } from '@playwright/test';
import { axeViolations, signIn } from './support';

/**
 * The console keeps its shell (issue 30): a screen's error shows in the screen's place, with the top bar, the
 * sidebar and 로그아웃 still there; a server that cannot be reached is said in Korean, and the screen comes back by
 * itself; a save the server cannot take keeps what was typed. A misbehaving backend is played by `page.route`
 * answering one of the screen's calls; everything else is the real server.
 */

/** The frame around every screen: the sidebar's menu and the top bar's 로그아웃. */
async function expectShell(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
}

test('an answer of the wrong shape: the malformed-data message in the screen’s place, 다시 시도 brings the data', async ({
  page,
}) => {
  await signIn(page, 'demo-admin');
  // The cup programme's counts come back in a shape the dashboard cannot read (its day is not a date): the dashboard
  // used to throw `RangeError: Invalid time value` and lose the whole shell.
  const summary = '**/seoul-cup/v1/summary';
  await page.route(summary, (route) => route.fulfill({ json: { _data: { day: '내일', rentalsToday: '많음' } } }));
  await page.goto('/dashboard');

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: '화면을 표시하지 못했습니다' })).toBeVisible();
  await expect(main.getByText('응답 데이터 형식이 올바르지 않습니다.')).toBeVisible();
  await expect(main.getByRole('heading', { level: 1, name: '대시보드' })).toBeVisible();
  await expectShell(page);
  await expect(page.getByText('예기치 않은 오류가 발생했습니다')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // The backend answers properly again: 다시 시도 runs the screen again and fetches its data afresh, no page load.
  await page.unroute(summary);
  await page.evaluate(() => {
    (window as { samePage?: boolean }).samePage = true;
  });
  await main.getByRole('button', { name: '다시 시도' }).click();
  await expect(main.getByRole('group', { name: '오늘 대여' })).toBeVisible();
  await expect(main.getByText('응답 데이터 형식이 올바르지 않습니다.')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
});

test('a server that cannot be reached: said in Korean, and the list comes back by itself when it returns', async ({
  page,
}) => {
  await signIn(page, 'demo-robot');
  // No answer at all for the list (as when no server process is up behind the balancer).
  const list = (url: URL) => url.pathname === '/oa/v1/robots';
  await page.route(list, (route) => route.abort('connectionrefused'));
  await page.goto('/dashboard/webin-manage-list');

  const main = page.getByRole('main');
  await expect(main.getByText('서버에 연결할 수 없습니다. 연결되면 자동으로 다시 불러옵니다.')).toBeVisible();
  await expectShell(page);

  // The server is back: the rows arrive with no click (the read is retried with backoff).
  await page.unroute(list);
  await expect(page.getByRole('table', { name: '로봇 목록' }).getByRole('row').nth(1)).toBeVisible({
    timeout: 15_000,
  });
  await expect(main.getByText(/서버에 연결할 수 없습니다/)).toHaveCount(0);
});

test('a save the server cannot take (503, then no answer): a Korean message, and what was typed stays', async ({
  page,
}) => {
  await signIn(page, 'demo-robot');
  await page.goto('/dashboard/webin-manage-register/RC4-GN-0001');
  const form = page.getByRole('form', { name: /RC4-GN-0001/ });
  await expect(form).toBeVisible();
  const memo = form.getByLabel(/^메모/);
  await memo.fill('배터리 점검 예정 (e2e)');

  // The server's own 503 while its database is away (apps/server/src/http/errors.ts).
  const save = (url: URL) => url.pathname === '/oa/v1/robots/RC4-GN-0001';
  const databaseAway = '데이터베이스에 연결할 수 없어 요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.';
  await page.route(save, (route) =>
    route.request().method() === 'GET'
      ? route.fallback()
      : route.fulfill({ status: 503, json: { error: { code: 'DATABASE_UNAVAILABLE', message: databaseAway } } }),
  );
  await form.getByRole('button', { name: '저장' }).click();
  await expect(page.getByRole('alert').filter({ hasText: databaseAway })).toBeVisible();
  await expect(memo).toHaveValue('배터리 점검 예정 (e2e)');

  // No server at all (nginx with no process: no answer the console can read).
  await page.unroute(save);
  await page.route(save, (route) => (route.request().method() === 'GET' ? route.fallback() : route.abort()));
  await form.getByRole('button', { name: '저장' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: '서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.' }),
  ).toBeVisible();
  await expect(memo).toHaveValue('배터리 점검 예정 (e2e)');
  await expectShell(page);
});

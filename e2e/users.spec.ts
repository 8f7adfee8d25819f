import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, expectScreensWork, signIn, untilAccessTokenExpires, type ScreenCheck } from './support';

/**
 * Users and permission groups against the real server: what an administrator changes is what the other user can
 * use, at the latest after that user's next token refresh (access tokens live 10 s here, playwright.config.ts).
 */

const REFUND_SCREEN = /\/cup\/seoul-refund-money-manage$/;
const RENTAL_DATA_SCREEN = '/cup/rental-information-monitor';

/** The sidebar's menu (the groups and links the signed-in user may use). */
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu' });

test('a refund-only group and its user: only refund screens, more once the group widens, logged out when locked', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const groupName = `환급 담당 ${stamp}`;
  const loginId = `refund-${stamp}`;
  const adminErrors = collectPageErrors(page);

  // The administrator registers a group holding only the deposit refund screens' permission.
  await signIn(page, 'demo-admin');
  await page.goto('/dashboard/user-list-group-register');
  await page.getByLabel('그룹 이름').fill(groupName);
  await page.getByRole('checkbox', { name: /SEOUL_CUP_REFUND_VIEW$/ }).click();
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/user-list-group-register\/\d+$/);
  const groupPage = new URL(page.url()).pathname;

  // ... and a user in it; the one-time password is shown once.
  await page.goto('/dashboard/user-list');
  await page.getByRole('button', { name: '사용자 등록' }).click();
  const form = page.getByRole('dialog', { name: '사용자 등록' });
  await form.getByLabel('아이디').fill(loginId);
  await form.getByLabel('이름').fill('박환급');
  await form.getByLabel('권한 그룹').selectOption({ label: groupName });
  await form.getByRole('button', { name: '등록', exact: true }).click();
  const shown = page.getByRole('dialog', { name: '임시 비밀번호' });
  await expect(shown).toContainText('이 비밀번호는 지금 한 번만 표시됩니다.');
  const temporaryPassword = (await shown.locator('code').textContent()) ?? '';
  expect(temporaryPassword).toMatch(/^\S{10,}$/);
  await shown.getByRole('button', { name: '확인했습니다' }).click();

  // The user, in a browser of their own: the one-time password leads to change password first.
  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  const userErrors = collectPageErrors(user);
  await user.goto('/login');
  await user.getByLabel('아이디').fill(loginId);
  await user.getByLabel('비밀번호').fill(temporaryPassword);
  await user.keyboard.press('Enter');
  await expect(user).toHaveURL(/\/dashboard\/change-password$/, { timeout: 15_000 });
  await expect(user.getByText('임시 비밀번호로 로그인했습니다.', { exact: false })).toBeVisible();
  const ownPassword = `Seoul-cup-2027-${stamp.length}`;
  await user.getByLabel(/^현재 비밀번호/).fill(temporaryPassword);
  await user.locator('input[name="newPassword"]').fill(ownPassword);
  await user.getByLabel(/^새 비밀번호 확인/).fill(ownPassword);
  await user.getByRole('button', { name: '비밀번호 변경' }).click();

  // Only the refund screens: the dashboard is not theirs, so the console opens on the first screen they may use.
  await expect(user).toHaveURL(REFUND_SCREEN, { timeout: 15_000 });
  await expect(menu(user)).toContainText('4. 반납 서비스');
  await expect(menu(user)).not.toContainText('로봇 관리');
  await expect(menu(user)).not.toContainText('3. 대여 서비스 원천 데이터');
  await user.goto(RENTAL_DATA_SCREEN);
  await expect(user).toHaveURL(REFUND_SCREEN);

  // The administrator widens the group with the rental data screens.
  await page.goto(groupPage);
  await page.getByRole('checkbox', { name: /SEOUL_CUP_RENTAL_DATA_VIEW$/ }).click();
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('저장되었습니다. 구성원에게 바로 적용됩니다.').first()).toBeVisible();

  // After the user's next refresh (their access token expires), the new screens appear.
  await untilAccessTokenExpires(user);
  await user.reload();
  await expect(menu(user)).toContainText('3. 대여 서비스 원천 데이터', { timeout: 15_000 });
  await user.goto(RENTAL_DATA_SCREEN);
  await expect(user).toHaveURL(new RegExp(`${RENTAL_DATA_SCREEN}$`));
  await expect(user.getByRole('heading', { level: 1, name: '대여 정보 모니터링' })).toBeVisible();

  // The administrator locks the user: their next request ends the session.
  await page.goto(`/dashboard/user-list?filter=q:like:${loginId}`);
  await page.getByRole('button', { name: `박환급(${loginId}) 잠금` }).click();
  const lock = page.getByRole('dialog', { name: '계정 잠금' });
  await lock.getByRole('button', { name: '잠금', exact: true }).click();
  await expect(page.getByText(`박환급(${loginId})님의 계정을 잠갔습니다.`).first()).toBeVisible();

  await user.reload();
  await expect(user).toHaveURL(/\/login$/, { timeout: 15_000 });
  expect(await user.evaluate(() => localStorage.getItem('oa-token'))).toBeNull();

  expect(adminErrors).toEqual([]);
  // The locked account's last request is refused (498) before the console logs out.
  expect(userErrors.filter((error) => !error.includes('status of 498'))).toEqual([]);
  await userContext.close();
});

/** Each screen of the area and what shows once the seeded data is on it. */
const SCREENS: readonly ScreenCheck[] = [
  {
    path: '/dashboard/user-list?filter=q:like:demo-viewer',
    ready: (page) => page.getByRole('table', { name: '사용자 목록' }).getByText('demo-viewer', { exact: true }),
  },
  {
    path: '/dashboard/user-list-group',
    ready: (page) => page.getByRole('table', { name: '권한 그룹 목록' }).getByText('조회 전용', { exact: true }),
  },
  { path: '/dashboard/user-list-group-register', ready: (page) => page.getByLabel(/^그룹 이름/) },
  { path: '/dashboard/user-list-group-register/1', ready: (page) => page.getByText(/^구성원 \(\d+명\)$/) },
  {
    path: '/dashboard/client-list?filter=q:like:CL-00001',
    ready: (page) => page.getByRole('table', { name: '고객사 목록' }).getByText('CL-00001', { exact: true }),
  },
  { path: '/dashboard/client-edit/CL-00001', ready: (page) => page.getByRole('tab', { name: '도메인 설정' }) },
  // 마포구청 (the 14th district office) has seeded domain settings.
  {
    path: '/dashboard/client-edit/CL-00014?tab=domains',
    ready: (page) => page.getByRole('textbox', { name: /^도메인 2/ }),
  },
  { path: '/dashboard/client-edit/CL-00014?tab=history', ready: (page) => page.getByRole('table') },
  {
    path: '/dashboard/client-admin-user-list?filter=q:like:demo-client',
    ready: (page) => page.getByRole('table', { name: '관리자 사용자 목록' }).getByText('demo-client', { exact: true }),
  },
];

test('every users and clients screen loads its data from the server, without errors or axe violations', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'demo-admin');
  await expectScreensWork(page, SCREENS);
});

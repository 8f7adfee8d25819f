import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, expectScreensWork, signIn, type ScreenCheck } from './support';

/**
 * The city cup programme against the real server and its seed: every built screen opens with its data and zero
 * axe violations; an overdue rental's validity is extended once even when 연장 is pressed twice, and the audit log
 * has it; a viewer without SEOUL_CUP_PHONE_NUMBER_VIEW sees no 보기 button and the server refuses the call.
 */

/** The signed-in page's access token (spec: local storage `oa-token`). */
const accessToken = (page: Page) => page.evaluate(() => localStorage.getItem('oa-token') ?? '');

const SCREENS: readonly ScreenCheck[] = [
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

test('every built cup screen loads its data from the server, without errors or axe violations', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'demo-cup');
  await expectScreensWork(page, SCREENS);
});

test('an overdue rental is extended once when 연장 is pressed twice, and the audit log shows it', async ({ page }) => {
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
  const extended = page.waitForResponse((response) => response.url().includes('/extend'));
  await dialog.getByRole('button', { name: '연장' }).dblclick();
  expect((await extended).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(page.getByText(new RegExp(`^${cuid} 대여의 반납 기한을 .*까지 연장했습니다`)).first()).toBeVisible();
  // No longer overdue: gone from the list.
  await expect(table.getByText(cuid)).toHaveCount(0);

  // Once, in the audit log.
  const audit = await page.request.get(`/oa/v1/audit-log?filter=action:eq:rental.extend&size=50`, {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(audit.status()).toBe(200);
  const entries = ((await audit.json()) as { _data: { items: { after: { reason?: string } }[] } })._data.items;
  expect(entries.filter((entry) => entry.after.reason === '민원 접수로 연장')).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('without the phone permission there is no 보기, and the server refuses the decrypt', async ({ page }) => {
  await signIn(page, 'demo-viewer');
  await page.goto('/cup/rental-information-monitor');
  const table = page.getByRole('table', { name: '대여 정보' });
  await expect(table.getByText(/^010-\*\*\*\*-\d{4}$/).first()).toBeVisible();
  await expect(table.getByRole('button', { name: /전화번호 보기/ })).toHaveCount(0);
  const refused = await page.request.post('/seoul-cup/v1/members/1/phone/decrypt', {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(refused.status()).toBe(403);
});

import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { read, utils } from 'xlsx';
import { collectPageErrors, DEMO_PASSWORD, expectScreensWork, signIn, type ScreenCheck } from './support';

/**
 * Deposit refunds against the real server, its seed, its remitter and its simulated bank: a user holding only the
 * refund permissions refunds a return by hand (확인 double-clicked: one refund), the bank pays it, its text is
 * resent, the phone number stays masked (in the list's EXCEL file too) and the server refuses to decrypt it, and the
 * audit log has each step; a remittance the bank refuses (an account starting 000) is retried with a corrected
 * account and completes; the money screens and the refill and retrieval histories open with zero axe violations.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function accessToken(request: APIRequestContext, loginId: string, password = DEMO_PASSWORD): Promise<string> {
  const answer = await request.post('/oa/v1/auth/login', { data: { loginId, password } });
  return ((await answer.json()) as { _data: { accessToken: string } })._data.accessToken;
}

/** A user in a group of exactly the refund permissions, with a password of their own (made by the administrator). */
async function refundOnlyUser(request: APIRequestContext): Promise<{ loginId: string; password: string }> {
  const stamp = Date.now().toString(36);
  const admin = bearer(await accessToken(request, 'demo-admin'));
  const group = await request.post('/oa/v1/permission-groups', {
    headers: admin,
    data: {
      name: `환급 전담 ${stamp}`,
      description: '보증금 환급만',
      permissions: [
        'SEOUL_CUP_REFUND_VIEW',
        'SEOUL_CUP_REFUND_DETAIL_VIEW',
        'SEOUL_CUP_REFUND_MESSAGE_VIEW',
        'SEOUL_CUP_REFUND_MESSAGE_RESEND',
      ],
    },
  });
  expect(group.ok()).toBe(true);
  const groupId = ((await group.json()) as { _data: { id: number } })._data.id;
  const loginId = `refunder-${stamp}`;
  const made = await request.post('/oa/v1/users', {
    headers: admin,
    data: { loginId, name: '한환급', email: `${loginId}@example.com`, phone: '010-2222-3333', groupId, clientId: null },
  });
  expect(made.ok()).toBe(true);
  const temporary = ((await made.json()) as { _data: { temporaryPassword: string } })._data.temporaryPassword;
  const password = `Refund-only-2026-${stamp}`;
  const changed = await request.post('/oa/v1/auth/password', {
    headers: bearer(await accessToken(request, loginId, temporary)),
    data: { currentPassword: temporary, newPassword: password },
  });
  expect(changed.ok()).toBe(true);
  return { loginId, password };
}

/** Returned rentals nothing was requested for (the seed's members without an account): their ids and cups. */
async function owedRentals(request: APIRequestContext, count: number): Promise<{ id: number; cuid: string }[]> {
  const admin = bearer(await accessToken(request, 'demo-admin'));
  const list = await request.get('/seoul-cup/v1/rentals?size=100&filter=state:eq:RETURNED', { headers: admin });
  const rentals = ((await list.json()) as { _data: { items: { id: number; cuid: string }[] } })._data.items;
  const owed: { id: number; cuid: string }[] = [];
  for (const rental of rentals) {
    const quote = await request.get(`/seoul-cup/v1/rentals/${String(rental.id)}/refund-quote`, { headers: admin });
    if (((await quote.json()) as { _data: { owedKrw: number } })._data.owedKrw > 0) owed.push(rental);
    if (owed.length === count) return owed;
  }
  throw new Error('the seed has too few returns waiting for a manual refund');
}

async function signInAs(page: Page, loginId: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('아이디').fill(loginId);
  await page.getByLabel('비밀번호').fill(password);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 15_000 });
}

/** Fills the manual refund form for `rentalId` and confirms with a double click; the refund's id. */
async function refundByHand(page: Page, rentalId: number, account: string): Promise<number> {
  await page.goto(`/cup/seoul-refund-money-edit?rentalId=${String(rentalId)}`);
  const form = page.getByRole('form', { name: '수동 환급' });
  await form.getByLabel('은행').selectOption('신한은행');
  await form.getByLabel('계좌번호').fill(account);
  await form.getByLabel('환급 사유').fill('반납기 통신 오류로 자동 환급 누락');
  await form.getByRole('button', { name: '환급', exact: true }).click();
  const confirm = page
    .getByRole('alertdialog', { name: '환급 확인' })
    .or(page.getByRole('dialog', { name: '환급 확인' }));
  await expect(confirm).toContainText('1,000원');
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/seoul-cup/v1/refunds') && response.status() !== 410,
  );
  await confirm.getByRole('button', { name: '확인' }).dblclick();
  const answer = await answered;
  expect(answer.status()).toBe(200);
  // With the detail permission the console opens the refund's story.
  await expect(page).toHaveURL(/\/cup\/view-remittance-information\/\d+$/);
  return ((await answer.json()) as { _data: { refund: { id: number } } })._data.refund.id;
}

test('a refund-only user refunds a return by hand once, the bank pays it, its text is resent; no phone in clear; audited', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const errors = collectPageErrors(page);
  const user = await refundOnlyUser(request);
  const [rental] = await owedRentals(request, 1);
  if (rental === undefined) throw new Error('no rental');
  await signInAs(page, user.loginId, user.password);
  const refundId = await refundByHand(page, rental.id, '110-123-456789');

  // Exactly one refund for the cup's rental, though 확인 was pressed twice.
  const token = bearer(await accessToken(request, user.loginId, user.password));
  const refunds = await request.get(`/seoul-cup/v1/refunds?size=100&filter=cuid:eq:${rental.cuid}`, { headers: token });
  const ofCup = ((await refunds.json()) as { _data: { items: { id: number; rentalId: number }[] } })._data.items;
  expect(ofCup.filter((refund) => refund.rentalId === rental.id).map((refund) => refund.id)).toEqual([refundId]);

  // Its story: the remitter sends it and the page shows the bank's answer by itself.
  await page.goto(`/cup/view-remittance-information/${String(refundId)}`);
  const story = page
    .getByRole('list', { name: `${rental.cuid} 환급 이력` })
    .or(page.getByLabel(`${rental.cuid} 환급 이력`));
  await expect(story).toContainText('송금 완료', { timeout: 20_000 });
  await page.getByRole('button', { name: `${rental.cuid} 알림 재발송` }).click();
  const resend = page
    .getByRole('alertdialog', { name: '알림 재발송' })
    .or(page.getByRole('dialog', { name: '알림 재발송' }));
  await resend.getByRole('button', { name: '재발송' }).click();
  await expect(story).toContainText('재발송', { timeout: 15_000 });

  // The phone stays masked: no 보기 for this user, and the server refuses the call.
  await expect(page.getByText(/^010-\*{4}-\d{4}$/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /전화번호 보기/ })).toHaveCount(0);
  const refund = await request.get(`/seoul-cup/v1/refunds/${String(refundId)}`, { headers: token });
  const memberId = ((await refund.json()) as { _data: { refund: { memberId: number } } })._data.refund.memberId;
  const decrypt = await request.post(`/seoul-cup/v1/members/${String(memberId)}/phone/decrypt`, { headers: token });
  expect(decrypt.status()).toBe(403);

  // The list's EXCEL file (its columns' code loads when the export starts): the cup's refund, its phone masked.
  await page.goto(`/cup/seoul-refund-money-manage?filter=cuid:eq:${rental.cuid}`);
  await expect(page.getByRole('table', { name: '보증금 환급' }).getByText(rental.cuid).first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /EXCEL/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^보증금 환급_\d{8}\.xlsx$/);
  const book = read(readFileSync(await file.path()), { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  const rows = sheet === undefined ? [] : utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
  // The header, then the cup's refunds (this one and any of its earlier rentals'): 요청 일시, 컵 ID, 전화번호, …
  expect(rows.length).toBeGreaterThan(1);
  for (const row of rows.slice(1)) {
    expect(row[1]).toBe(rental.cuid);
    expect(row[2]).toMatch(/^010-\*{4}-\d{4}$/);
  }

  // Each step in the audit log, by this user.
  const audit = await request.get(`/oa/v1/audit-log?size=20&filter=target:eq:refund:${String(refundId)}`, {
    headers: bearer(await accessToken(request, 'demo-admin')),
  });
  const actions = ((await audit.json()) as { _data: { items: { action: string; actorLoginId: string }[] } })._data
    .items;
  expect(actions.map((entry) => entry.action).sort()).toEqual(['refund.create', 'refund.message-resend']);
  expect(new Set(actions.map((entry) => entry.actorLoginId))).toEqual(new Set([user.loginId]));
  expect(errors).toEqual([]);
});

test('a remittance the bank refuses is retried with a corrected account and completes', async ({ page, request }) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const [rental] = await owedRentals(request, 2).then((owed) => owed.slice(1));
  if (rental === undefined) throw new Error('no rental');
  await signIn(page, 'demo-cup');
  const refundId = await refundByHand(page, rental.id, '000-111111-22-333');
  await page.goto(`/cup/view-remittance-information/${String(refundId)}`);
  const story = page
    .getByRole('list', { name: `${rental.cuid} 환급 이력` })
    .or(page.getByLabel(`${rental.cuid} 환급 이력`));
  await expect(story).toContainText('계좌번호가 올바르지 않습니다', { timeout: 20_000 });
  await page.getByRole('button', { name: `${rental.cuid} 재송금` }).click();
  const retry = page.getByRole('alertdialog', { name: '재송금' }).or(page.getByRole('dialog', { name: '재송금' }));
  await retry.getByLabel(/^은행/).selectOption('우리은행');
  await retry.getByLabel(/^계좌번호/).fill('1002-123-456789');
  await retry.getByRole('button', { name: '재송금' }).click();
  await expect(story).toContainText('송금 완료', { timeout: 20_000 });
  await expect(page.getByText('****-****-6789').first()).toBeVisible();
  expect(errors).toEqual([]);
});

const SCREENS: readonly ScreenCheck[] = [
  {
    path: '/cup/seoul-refund-money-manage',
    ready: (page) =>
      page
        .getByRole('table', { name: '보증금 환급' })
        .getByText(/^SC\d{8}$/)
        .first(),
  },
  { path: '/cup/seoul-refund-money-edit', ready: (page) => page.getByRole('heading', { name: '대여 찾기' }) },
  {
    path: '/cup/view-remittance-information',
    ready: (page) => page.getByRole('table', { name: '송금 묶음' }).getByRole('row').nth(1),
  },
  {
    path: '/cup/filling-history',
    ready: (page) =>
      page
        .getByRole('table', { name: '충전 이력' })
        .getByText(/\(RENT-[A-Z]{2}-\d{3}\)$/)
        .first(),
  },
  {
    path: '/cup/retrieval-history',
    ready: (page) =>
      page
        .getByRole('table', { name: '회수 이력' })
        .getByText(/\(RTRN-[A-Z]{2}-\d{3}\)$/)
        .first(),
  },
];

test('every money and crew screen loads its data from the server, without errors or axe violations', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'demo-cup');
  await expectScreensWork(page, SCREENS);
});

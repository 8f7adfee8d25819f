import { expect, test, type Page } from '@playwright/test';
import { read, utils } from 'xlsx';
import { readFile } from 'node:fs/promises';
import { collectPageErrors, expectScreensWork, signIn, type ScreenCheck } from './support';

/**
 * The seven statistics pages against the real server, its seed and its rollups: each opens with its figures and
 * zero axe violations; a district chosen on 이용 통계 changes the summary, the chart and the table together; the
 * EXCEL file's rows are the table's.
 */

const table = (name: string) => (page: Page) => page.getByRole('table', { name }).getByRole('row').nth(1);

const SCREENS: readonly ScreenCheck[] = [
  { path: '/dashboard/install-status', ready: table('자치구별 설치 현황') },
  { path: '/dashboard/new-installation-statistics', ready: table('월별 신규 설치') },
  { path: '/dashboard/webin-usage-statistics', ready: table('기간별 이용 통계') },
  { path: '/dashboard/emission-product-statistics', ready: table('기간별 품목별 배출 현황') },
  { path: '/dashboard/average-usage-per-device', ready: table('월별 로봇 1대당 월 투입 건수') },
  { path: '/dashboard/average-emissions-per-user', ready: table('월별 이용자 1명당 월 배출 건수') },
  { path: '/dashboard/average-point-usage-per-user', ready: table('월별 이용자 1명당 월 적립 포인트') },
];

test('every statistics page loads its figures from the server, without errors or axe violations', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'demo-robot');
  await expectScreensWork(page, SCREENS);
});

test('a district filter changes the summary, the chart and the table together; EXCEL has the table rows', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await signIn(page, 'demo-robot');
  await page.goto('/dashboard/webin-usage-statistics?granularity=week&size=100');
  const rows = page.getByRole('table', { name: '기간별 이용 통계' }).getByRole('row');
  await expect(rows.nth(1)).toBeVisible({ timeout: 15_000 });
  const total = page.getByRole('group', { name: '총 투입 건수' });
  await expect(total).toHaveText(/\d/);
  const before = { total: await total.textContent(), table: await rows.allTextContents() };
  const chartBefore = await page
    .getByRole('group', { name: '기간별 투입 건수와 이용자 수' })
    .locator('svg[role="img"]')
    .innerHTML();

  await page.getByRole('combobox', { name: '자치구' }).selectOption('강남구');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL(/district=/);
  await expect(total).not.toHaveText(before.total ?? '');
  await expect.poll(async () => rows.allTextContents()).not.toEqual(before.table);
  const chartAfter = await page
    .getByRole('group', { name: '기간별 투입 건수와 이용자 수' })
    .locator('svg[role="img"]')
    .innerHTML();
  expect(chartAfter).not.toEqual(chartBefore);

  const shown = (await rows.allInnerTexts()).slice(1).map((row) => row.split('\t')[0]?.trim());
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /EXCEL/ }).click();
  const file = await (await download).path();
  const book = read(await readFile(file));
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  const lines = utils.sheet_to_json<Record<string, unknown>>(sheet ?? {});
  expect(lines.map((line) => line['기간'])).toEqual(shown);
  expect(errors).toEqual([]);
});

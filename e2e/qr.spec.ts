import { expect, test } from '@playwright/test';
import { axeViolations } from './support';

test('cup ID QR labels: a range previews its labels and downloads a printable PNG sheet, without signing in', async ({
  page,
}) => {
  await page.goto('/download-cuid-qrcode');
  await expect(page.getByRole('heading', { level: 1, name: '컵 ID QR 코드 내려받기' })).toBeVisible();
  await page.getByLabel('시작 ID').fill('LLC-000101');
  await page.getByLabel('끝 ID').fill('LLC-000099');
  await page.getByRole('button', { name: '미리 보기' }).click();
  await expect(page.getByRole('alert')).toHaveText('끝 ID가 시작 ID보다 앞입니다.');
  await page.getByLabel('끝 ID').fill('LLC-000145');
  await page.getByRole('button', { name: '미리 보기' }).click();
  await expect(page.getByRole('heading', { name: '미리 보기: 45개 중 40개' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'LLC-000101 QR 코드' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const downloads: string[] = [];
  page.on('download', (download) => downloads.push(download.suggestedFilename()));
  await page.getByRole('button', { name: 'PNG 내려받기 (2장)' }).click();
  await expect.poll(() => downloads).toEqual(['컵ID_QR_LLC-000101_1.png', '컵ID_QR_LLC-000101_2.png']);
});

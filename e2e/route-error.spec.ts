import { expect, test } from '@playwright/test';
import { axeViolations, signIn } from './support';

test('a screen whose code cannot be fetched shows a Korean error page, and 다시 시도 recovers', async ({ page }) => {
  // The network drops the screen's chunk (as after a deploy, or on a flaky connection).
  await page.route('**/assets/NotFoundPage-*.js', (route) => route.abort());
  await page.goto('/no-such-page');

  await expect(page.getByRole('heading', { level: 1, name: '화면을 불러오지 못했습니다' })).toBeVisible();
  await expect(page).toHaveTitle('화면을 불러오지 못했습니다 | OA Console');
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // The network is back: retry reloads and the screen appears.
  await page.unroute('**/assets/NotFoundPage-*.js');
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeVisible();
});

test('a signed-in screen opened from its address whose code cannot be fetched shows the same error page', async ({
  page,
}) => {
  await signIn(page, 'demo-viewer');
  // The signed-in routes (layout, table, guard) come in a chunk of their own: the network drops it.
  await page.route('**/assets/signedInRoutes-*.js', (route) => route.abort());
  await page.goto('/dashboard/webin-manage-list');
  await expect(page.getByRole('heading', { level: 1, name: '화면을 불러오지 못했습니다' })).toBeVisible();
  await page.unroute('**/assets/signedInRoutes-*.js');
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '로봇 목록' })).toBeVisible();
});

test('while the first screen loads, a Korean loading state shows instead of a blank page', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  // Hold the screen's chunk until the loading state has been seen.
  let release: (() => void) | undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/NotFoundPage-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/no-such-page', { waitUntil: 'domcontentloaded' });

  await expect(page.getByRole('status')).toHaveText('불러오는 중…');
  release?.();
  await expect(page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  expect(warnings).toEqual([]);
});

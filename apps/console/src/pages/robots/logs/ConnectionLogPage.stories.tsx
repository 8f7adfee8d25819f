import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_USERS, meHandler, resetConsoleState, SignedInConsole } from '../../../layout/signedInStory';
import { robotLogsHandler } from '../realtime/robotStoryData';
import { ConnectionLogPage } from './ConnectionLogPage';

/**
 * /dashboard/webin-connection-log inside the signed-in frame as 이로봇 (demo-robot), through the real OA client,
 * answered by a list-contract handler over 64 fixed log lines.
 */
const PATH = '/dashboard/webin-connection-log';

/** The query strings the page asked GET /oa/v1/robot-logs for, in the current story. */
const asked: string[] = [];
const recording = http.get('/oa/v1/robot-logs', ({ request }) => {
  asked.push(decodeURIComponent(new URL(request.url).search));
});

const meta = {
  title: 'Console/Pages/Robots/ConnectionLogPage',
  component: ConnectionLogPage,
  parameters: { frame: 'none', msw: [meHandler, recording, robotLogsHandler()] },
  args: { path: PATH },
  beforeEach: () => {
    asked.length = 0;
    return resetConsoleState();
  },
  render: (args: { path: string }) => (
    <SignedInConsole user={DEMO_USERS.robotOperator} path={args.path} screens={{ [PATH]: <ConnectionLogPage /> }} />
  ),
} satisfies Meta<{ path: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table', { name: '통신 로그' });

/** Newest first, 10 a page, with type and result badges; the query sorts by `at`. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '통신 로그' })).toBeVisible();
    await expect(await within(table(canvasElement)).findByText('2026.11.22 16:59:00')).toBeVisible();
    await expect(canvas.getByText('64')).toBeVisible();
    await expect(asked[0]).toContain('sort=at,DESC');
    await expect(within(table(canvasElement)).getAllByText('명령').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: '엑셀 다운로드 EXCEL' })).toBeEnabled();
  },
};

/** Type and robot chosen and searched: the URL carries the filters; the table shows only matching lines. */
export const FilterByTypeAndRobot: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await within(table(canvasElement)).findByText('2026.11.22 16:59:00');
    await userEvent.type(canvas.getByRole('textbox', { name: '기기 ID' }), 'wb-gn-0002');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '유형' }), '명령');
    await userEvent.click(canvas.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(asked.at(-1)).toContain('filter=machineId:like:WB-GN-0002&filter=type:eq:COMMAND'));
    const rows = await waitFor(async () => {
      const found = within(table(canvasElement)).getAllByRole('row').slice(1);
      await expect(found.every((row) => row.textContent.includes('WB-GN-0002'))).toBe(true);
      return found;
    });
    for (const row of rows) await expect(within(row).getByText('명령')).toBeVisible();
    // 초기화 clears the form and the URL's filters.
    await userEvent.click(canvas.getByRole('button', { name: '초기화' }));
    await expect(canvas.getByRole('textbox', { name: '기기 ID' })).toHaveValue('');
    await waitFor(() => expect(asked.at(-1)).not.toContain('filter='));
  },
};

/** Opened from a shared link with a period: the form shows it and the query asks for whole Seoul days. */
export const FilteredFromUrl: Story = {
  args: { path: `${PATH}?filter=type:eq:ERROR&filter=at:bte:2026-11-21,2026-11-23` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await within(table(canvasElement)).findAllByText('오류')).not.toHaveLength(0);
    await expect(canvas.getByRole('combobox', { name: '유형' })).toHaveValue('ERROR');
    await expect(canvas.getByRole('button', { name: /^기간 \d/ })).toHaveTextContent('2026-11-21 ~ 2026-11-22');
    await expect(asked[0]).toContain('filter=at:bte:2026-11-21,2026-11-23');
  },
};

/** No lines at all. */
export const Empty: Story = {
  parameters: { msw: [meHandler, robotLogsHandler([])] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('통신 기록이 없습니다')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: '엑셀 다운로드 EXCEL' })).toBeDisabled();
  },
};

/** The server fails once: the error state with 다시 시도, which loads the lines. */
export const Error: Story = {
  parameters: {
    msw: [
      meHandler,
      http.get('/oa/v1/robot-logs', () => HttpResponse.json({ error: { code: 'INTERNAL' } }, { status: 500 }), {
        once: true,
      }),
      robotLogsHandler(),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('통신 로그를 불러오지 못했습니다.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(await within(table(canvasElement)).findByText('2026.11.22 16:59:00')).toBeVisible();
  },
};

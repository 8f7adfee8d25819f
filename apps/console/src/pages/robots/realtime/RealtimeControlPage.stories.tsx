import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ACTIONS, type LoggedInUser } from '@oa/auth';
import type { RobotCommand, RobotCommandResult, RobotLiveState, RobotLogEntry } from '@oa/api';
import { DEMO_USERS, meHandler, resetConsoleState, SignedInConsole } from '../../../layout/signedInStory';
import { ClockProvider } from '../../../app/live/clock';
import { createEventFeed, type EventFeed } from '../../../app/live/storyEventFeed';
import { RealtimeControlPage } from './RealtimeControlPage';
import { COMMAND_LABELS } from './robotLive';
import {
  LOG_LINES,
  RC40_STATES,
  liveState,
  robotLogsHandler,
  robotsHandler,
  STORY_NOW,
  storyTime,
} from './robotStoryData';

/**
 * /dashboard/realtime-control inside the signed-in frame as 이로봇 (demo-robot). The robot's stream is a feed the
 * play functions drive (msw streams it as text/event-stream through the real @oa/api client); commands are
 * answered like the reference server (RobotCommandResult); the clock is fixed at STORY_NOW.
 */
const ROUTE = '/dashboard/realtime-control/:machineId?';
const ROBOT = liveState();
const PATH = `/dashboard/realtime-control/${ROBOT.machineId}`;

let feed: EventFeed = createEventFeed();
/** The commands the page sent in the current story. */
const sent: RobotCommand[] = [];
/** Connections the page opened to the robot's stream. */
let connects = 0;

/** The robot's stream, starting with `state` (by default the robot of the URL from RC40_STATES). */
const stream = (state?: RobotLiveState): HttpHandler =>
  http.get('/oa/v1/robots/:machineId/stream', ({ params }) => {
    connects += 1;
    const first = state ?? RC40_STATES.find((robot) => robot.machineId === params.machineId) ?? ROBOT;
    return feed.response([{ event: 'state', data: first }]);
  });

let nextLogId = 5000;
/** The server's answer: the command's log line and the new state (the stream carries both too). */
const commands = (state: RobotLiveState = ROBOT) =>
  http.post('/oa/v1/robots/:machineId/commands', async ({ request }) => {
    const command = (await request.json()) as RobotCommand;
    sent.push(command);
    const next: RobotLiveState = {
      ...state,
      updatedAt: storyTime(0),
      ...(command.command === 'SET_OPERATION_STATE' ? { operationState: command.operationState } : {}),
      ...(command.command === 'OPEN_DOOR' ? { doorState: 'OPEN' as const } : {}),
      ...(command.command === 'LOCK_DOOR' ? { doorState: 'LOCKED' as const } : {}),
      ...(command.command === 'EMPTY_BIN'
        ? {
            bins: state.bins.map((bin) =>
              bin.slot === command.slot ? { ...bin, fillPercent: 0, capacityState: 'ON' as const } : bin,
            ),
          }
        : {}),
    };
    const log: RobotLogEntry = {
      id: nextLogId++,
      machineId: state.machineId,
      robotName: state.name,
      type: 'COMMAND',
      code: command.command,
      message: `콘솔에서 보낸 ${COMMAND_LABELS[command.command]} 명령을 실행했습니다.`,
      actorName: '이로봇',
      result: 'OK',
      at: storyTime(0),
    };
    feed.send('log', log);
    return HttpResponse.json({ _data: { log, state: next } satisfies RobotCommandResult });
  });

const robotLines = LOG_LINES.filter((line) => line.machineId === ROBOT.machineId);
const HANDLERS = [meHandler, robotsHandler(), robotLogsHandler(robotLines), stream(), commands()];

interface Args {
  path: string;
  user: LoggedInUser;
}

const meta = {
  title: 'Console/Pages/Robots/RealtimeControlPage',
  component: RealtimeControlPage,
  parameters: { frame: 'none', msw: HANDLERS },
  args: { path: PATH, user: DEMO_USERS.robotOperator },
  beforeEach: () => {
    feed = createEventFeed();
    sent.length = 0;
    connects = 0;
    return resetConsoleState();
  },
  render: (args: Args) => (
    <ClockProvider now={() => STORY_NOW}>
      <SignedInConsole user={args.user} path={args.path} screens={{ [ROUTE]: <RealtimeControlPage /> }} />
    </ClockProvider>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const live = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 2, name: '강남역 1호기 (WB-GN-0001)' });
  await waitFor(() => expect(canvas.getByRole('status', { name: '실시간 연결: 연결됨' })).toBeVisible());
  return canvas;
};

/** Confirms a command in its dialog and checks the toast and the new log line. */
async function confirmCommand(canvasElement: HTMLElement, buttonName: string, confirmName: string) {
  const canvas = await live(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: buttonName }));
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
  await userEvent.click(within(dialog).getByRole('button', { name: confirmName }));
  await expect(await screen.findByText(`${confirmName} 명령을 보냈습니다.`, {}, { timeout: 5000 })).toBeVisible();
  const log = canvas.getByRole('list', { name: '최근 통신 로그' });
  await expect(within(log).getAllByRole('listitem')[0]).toHaveTextContent(
    `콘솔에서 보낸 ${confirmName} 명령을 실행했습니다.`,
  );
  // One line although the stream and the answer both brought it.
  await expect(within(log).getAllByText(`콘솔에서 보낸 ${confirmName} 명령을 실행했습니다.`)).toHaveLength(1);
  await expect(sent.at(-1)?.requestId).toMatch(/^[0-9a-f-]{36}$/);
}

/** No robot in the URL: the picker and a prompt. */
export const NoRobotChosen: Story = {
  args: { path: '/dashboard/realtime-control' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '실시간 제어' })).toBeVisible();
    await expect(canvas.getByText('제어할 로봇을 선택해 주세요')).toBeVisible();
    // The sidebar's client label (GET /oa/v1/me) has arrived, so the picture is the settled page.
    await waitFor(() => expect(canvas.getByRole('complementary', { name: '사이드바' })).toHaveTextContent('본사'));
    await expect(canvas.getByRole('combobox', { name: '로봇 선택' })).toBeVisible();
  },
};

/** Searching and choosing with the keyboard puts the robot in the URL and opens its live state. */
export const PickARobot: Story = {
  args: { path: '/dashboard/realtime-control' },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picker = canvas.getByRole('combobox', { name: '로봇 선택' });
    await userEvent.type(picker, '강남');
    const list = await canvas.findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(await canvas.findByRole('heading', { level: 2, name: /\(WB-GN-0002\)$/ })).toBeVisible();
    await expect(picker).toHaveValue('WB-GN-0002');
  },
};

/** Online: state, bins and versions; a pushed state and log line show at once. */
export const LiveOnline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await live(canvasElement);
    await expect(canvas.getByText('방금 전 (2026.11.22 16:59:48)')).toBeVisible();
    await expect(canvas.getByRole('meter', { name: '3번 수거함 적재율' })).toHaveAttribute('aria-valuenow', '96');
    feed.send('state', {
      ...ROBOT,
      bins: ROBOT.bins.map((bin) => (bin.slot === 1 ? { ...bin, fillPercent: 55 } : bin)),
      updatedAt: storyTime(1),
    });
    await waitFor(() =>
      expect(canvas.getByRole('meter', { name: '1번 수거함 적재율' })).toHaveAttribute('aria-valuenow', '55'),
    );
    feed.send('log', {
      ...LOG_LINES[0],
      id: 4242,
      type: 'EVENT',
      code: 'DEPOSIT',
      message: '페트병 1개가 투입되었습니다.',
      at: storyTime(1),
    });
    const log = canvas.getByRole('list', { name: '최근 통신 로그' });
    await waitFor(() =>
      expect(within(log).getAllByRole('listitem')[0]).toHaveTextContent('페트병 1개가 투입되었습니다.'),
    );
    await expect(canvas.getByRole('group', { name: '로봇 제어 명령' })).toBeVisible();
  },
};

/** The robot is offline: its last heartbeat hours ago; every command is disabled with the reason. */
export const Offline: Story = {
  parameters: {
    msw: [
      meHandler,
      robotsHandler(),
      robotLogsHandler(robotLines),
      stream({ ...ROBOT, online: false, lastHeartbeatAt: storyTime(3 * 3600), operationState: 'STOP' }),
      commands(),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = await live(canvasElement);
    await expect(canvas.getByText('연결 끊김', { selector: '[data-value="OFFLINE"]' })).toBeVisible();
    await expect(canvas.getByText('3시간 전 (2026.11.22 14:00:00)')).toBeVisible();
    for (const name of ['재시작', '운영 상태 변경', '문 열기', '무게 보정', '높이 보정', '1번 수거함 비우기']) {
      const button = canvas.getByRole('button', { name });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(/로봇이 연결되어 있지 않아 명령을 보낼 수 없습니다/);
    }
  },
};

/** The connection to the server drops and every attempt fails so far: shown as reconnecting, state kept. */
export const Reconnecting: Story = {
  parameters: {
    msw: [
      meHandler,
      robotLogsHandler(robotLines),
      http.get('/oa/v1/robots/:machineId/stream', () => {
        connects += 1;
        return connects === 1
          ? feed.response([{ event: 'state', data: ROBOT }])
          : HttpResponse.json(
              { error: { code: 'UNAVAILABLE', message: '잠시 후 다시 시도해 주세요.' } },
              { status: 503 },
            );
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = await live(canvasElement);
    feed.drop();
    await waitFor(() => expect(canvas.getByRole('status', { name: '실시간 연결: 재연결 중…' })).toBeVisible());
    await expect(canvas.getByRole('heading', { level: 2, name: '강남역 1호기 (WB-GN-0001)' })).toBeVisible();
  },
};

/** After a drop the page reconnects by itself and takes the state the server sends again. */
export const RecoversByItself: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = await live(canvasElement);
    feed.drop();
    await waitFor(() => expect(canvas.getByRole('status', { name: '실시간 연결: 재연결 중…' })).toBeVisible());
    // The first retry waits about a second (backoff with jitter); a busy machine may take longer.
    await waitFor(() => expect(canvas.getByRole('status', { name: '실시간 연결: 연결됨' })).toBeVisible(), {
      timeout: 10_000,
    });
    await expect(connects).toBe(2);
  },
};

/** 재시작: confirmed, sent, a success toast and its line at the top of the log. */
export const Restart: Story = {
  play: async ({ canvasElement }) => {
    await confirmCommand(canvasElement, '재시작', '재시작');
    await expect(sent.at(-1)).toMatchObject({ command: 'RESTART' });
  },
};

/** 운영 상태 변경: the state is chosen in the confirmation; the badge follows the answer. */
export const SetOperationState: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = await live(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '운영 상태 변경' }));
    const dialog = await screen.findByRole('dialog', { name: '운영 상태 변경' }, { timeout: 5000 });
    const select = within(dialog).getByRole('combobox', { name: '변경할 운영 상태' });
    await userEvent.selectOptions(select, '운영 중');
    await expect(within(dialog).getByRole('button', { name: '운영 상태 변경' })).toBeDisabled();
    await userEvent.selectOptions(select, '정지');
    await expect(within(dialog).getByText("강남역 1호기의 운영 상태를 '정지'(으)로 변경할까요?")).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '운영 상태 변경' }));
    await expect(await screen.findByText('운영 상태 변경 명령을 보냈습니다.', {}, { timeout: 5000 })).toBeVisible();
    await expect(sent.at(-1)).toMatchObject({ command: 'SET_OPERATION_STATE', operationState: 'STOP' });
    await waitFor(() => expect(canvas.getByText('정지', { selector: '[data-value="STOP"]' })).toBeVisible());
  },
};

/** 문 열기, then 문 잠금 (each disabled while the door is already so). */
export const OpenAndLockDoor: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await confirmCommand(canvasElement, '문 열기', '문 열기');
    await waitFor(() => expect(canvas.getByRole('button', { name: '문 열기' })).toBeDisabled());
    await expect(sent.at(-1)).toMatchObject({ command: 'OPEN_DOOR' });
  },
};

export const LockDoor: Story = {
  parameters: {
    visual: false,
    msw: [meHandler, robotLogsHandler(robotLines), stream({ ...ROBOT, doorState: 'OPEN' }), commands()],
  },
  play: async ({ canvasElement }) => {
    await confirmCommand(canvasElement, '문 잠금', '문 잠금');
    await expect(sent.at(-1)).toMatchObject({ command: 'LOCK_DOOR' });
  },
};

/** 수거함 비우기 on bin 3: its gauge drops to 0%. */
export const EmptyBin: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await confirmCommand(canvasElement, '3번 수거함 비우기', '수거함 비우기');
    await expect(sent.at(-1)).toMatchObject({ command: 'EMPTY_BIN', slot: 3 });
    await waitFor(() =>
      expect(canvas.getByRole('meter', { name: '3번 수거함 적재율' })).toHaveAttribute('aria-valuenow', '0'),
    );
  },
};

/** 무게 보정 (a lazily loaded modal): bin and reference grams, sent as CALIBRATE_WEIGHT. */
export const CalibrateWeight: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = await live(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '무게 보정' }));
    const dialog = await screen.findByRole('dialog', { name: '무게 보정' }, { timeout: 5000 });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /^수거함/ }), '2번 수거함 (캔)');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^기준 무게/ }), '1500');
    await userEvent.click(within(dialog).getByRole('button', { name: '보정' }));
    await expect(await screen.findByText('무게 보정 명령을 보냈습니다.', {}, { timeout: 5000 })).toBeVisible();
    await expect(sent.at(-1)).toMatchObject({ command: 'CALIBRATE_WEIGHT', slot: 2, referenceGrams: 1500 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** 높이 보정: bin and empty height in mm, sent as CALIBRATE_HEIGHT. */
export const CalibrateHeight: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = await live(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '높이 보정' }));
    const dialog = await screen.findByRole('dialog', { name: '높이 보정' }, { timeout: 5000 });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^빈 수거함 높이/ }), '820');
    await userEvent.click(within(dialog).getByRole('button', { name: '보정' }));
    await expect(await screen.findByText('높이 보정 명령을 보냈습니다.', {}, { timeout: 5000 })).toBeVisible();
    await expect(sent.at(-1)).toMatchObject({ command: 'CALIBRATE_HEIGHT', slot: 1, emptyHeightMm: 820 });
  },
};

/** The weight modal checks the value first (required, 1-50,000 g); nothing is sent until it is right. */
export const WeightModalValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await live(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '무게 보정' }));
    const dialog = await screen.findByRole('dialog', { name: '무게 보정' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: '보정' }));
    const field = within(dialog).getByRole('textbox', { name: /^기준 무게/ });
    await expect(field).toHaveAccessibleDescription(/필수 항목입니다/);
    await userEvent.type(field, '60000');
    await userEvent.click(within(dialog).getByRole('button', { name: '보정' }));
    await expect(field).toHaveAccessibleDescription(/1g 이상 50,000g 이하의 정수로 입력해 주세요/);
    await expect(sent).toHaveLength(0);
  },
};

/** The server refuses: its Korean message in an error toast; the log does not change. */
export const CommandError: Story = {
  parameters: {
    msw: [
      meHandler,
      robotLogsHandler(robotLines),
      stream(),
      http.post('/oa/v1/robots/:machineId/commands', () =>
        HttpResponse.json(
          {
            error: { code: 'ROBOT_BUSY', message: '로봇이 다른 명령을 실행하고 있습니다. 잠시 후 다시 시도해 주세요.' },
          },
          { status: 409 },
        ),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = await live(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '재시작' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: '재시작' }));
    await expect(
      await screen.findByText(
        '로봇이 다른 명령을 실행하고 있습니다. 잠시 후 다시 시도해 주세요.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.queryByText('콘솔에서 보낸 재시작 명령을 실행했습니다.')).toBeNull();
  },
};

/** A user who may not send commands (no sendRobotCommand): the live state and log, no command buttons. */
export const WithoutCommandPermission: Story = {
  args: {
    user: {
      ...DEMO_USERS.viewer,
      permissions: DEMO_USERS.viewer.permissions.filter(
        (permission) => permission !== ACTIONS.sendRobotCommand.permission,
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await live(canvasElement);
    await expect(canvas.queryByRole('group', { name: '로봇 제어 명령' })).toBeNull();
    for (const name of ['재시작', '문 열기', '무게 보정', '1번 수거함 비우기']) {
      await expect(canvas.queryByRole('button', { name })).toBeNull();
    }
    await expect(canvas.getByRole('list', { name: '최근 통신 로그' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiProvider, apiBaseUrls, createApi, type AuditEntry } from '@oa/api';
import { createMemoryStorage, createSession } from '@oa/auth';
import { useState, type ReactNode } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { failingList, storyList } from '../lists/storyLists';
import { AuditHistory } from './AuditHistory';
import { AuditHistoryButton } from './AuditHistoryButton';

/**
 * The audit log of one target or one kind of action, through the real OA client, answered by msw on the list
 * contract. Times are UTC on the wire and shown in Seoul.
 */
const URL = '/oa/v1/audit-log';

const ADMIN = { actorUserId: 1, actorLoginId: 'demo-admin', actorName: '김관리' };
const at = (index: number) => new Date(Date.UTC(2026, 10, 22, 1, 30) - index * 47 * 60_000).toISOString();

const ENTRIES: AuditEntry[] = [
  {
    id: 40,
    at: at(0),
    ...ADMIN,
    action: 'client.update',
    target: 'client:C-0001',
    before: { name: '강남구청', contactName: '김담당', district: '강남구', type: 'DISTRICT_OFFICE' },
    after: { name: '강남구청 자원순환과', contactName: '이담당', district: '강남구', type: 'DISTRICT_OFFICE' },
  },
  {
    id: 39,
    at: at(1),
    ...ADMIN,
    action: 'client.domains',
    target: 'client:C-0001',
    before: { domains: [{ hostname: 'gangnam.oa-console.kr', primary: true }] },
    after: {
      domains: [
        { hostname: 'gangnam.oa-console.kr', primary: false },
        { hostname: 'eco.gangnam.go.kr', primary: true },
      ],
    },
  },
  {
    id: 38,
    at: at(2),
    ...ADMIN,
    action: 'user.password-reset',
    target: 'user:12',
    before: null,
    after: { loginId: 'gn-admin', temporaryPassword: 'Tmp-9a8b7c!' },
  },
  {
    id: 37,
    at: at(3),
    actorUserId: null,
    actorLoginId: null,
    actorName: null,
    action: 'user.status',
    target: 'user:12',
    before: { status: 'ACTIVE' },
    after: { status: 'LOCKED' },
  },
  {
    id: 36,
    at: at(4),
    ...ADMIN,
    action: 'group.update',
    target: 'group:3',
    before: { name: '로봇 운영', permissions: ['RC_VIEW', 'RC_EDIT'] },
    after: { name: '로봇 운영', permissions: ['RC_VIEW', 'RC_REALTIME_VIEW'] },
  },
  {
    id: 35,
    at: at(5),
    ...ADMIN,
    action: 'client.create',
    target: 'client:C-0001',
    before: null,
    after: { name: '강남구청', type: 'DISTRICT_OFFICE', businessNumber: '123-45-67890', parentId: null },
  },
  {
    id: 34,
    at: at(6),
    ...ADMIN,
    action: 'robot.firmware',
    target: 'robot:WB-GN-0001',
    before: { version: '1.2.0' },
    after: { version: '1.3.0' },
  },
  ...Array.from({ length: 14 }, (_, index): AuditEntry => ({
    id: 33 - index,
    at: at(7 + index),
    ...ADMIN,
    action: 'user.update',
    target: `user:${String(20 + index)}`,
    before: { name: `사용자${String(index)}`, email: null },
    after: { name: `사용자${String(index)}`, email: `user${String(index)}@oa.example` },
  })),
];

const audit = storyList(URL, ENTRIES);

/** The OA client answered by msw, without the console frame (the component is a part of other screens). */
function WithApi({ children }: { children: ReactNode }) {
  const [api] = useState(() => {
    const session = createSession({ storage: createMemoryStorage() });
    session.storeTokens({ accessToken: 'story-access-token', refreshToken: 'story-refresh-token' });
    return createApi({ session, baseUrls: apiBaseUrls({}), goToLogin: () => undefined });
  });
  return <ApiProvider api={api}>{children}</ApiProvider>;
}

const meta = {
  title: 'Console/App/AuditHistory',
  component: AuditHistory,
  parameters: { msw: [audit.handler] },
  beforeEach: () => {
    audit.requests.length = 0;
  },
  render: (args) => (
    <WithApi>
      <AuditHistory {...args} />
    </WithApi>
  ),
} satisfies Meta<typeof AuditHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table');
const rows = (canvasElement: HTMLElement) => within(table(canvasElement)).getAllByRole('row').slice(1);
const loaded = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(table(canvasElement)).not.toHaveAttribute('aria-busy'));
};

/** One client's history: newest first, Korean actions and fields, changed keys only, before -> after. */
export const ForTarget: Story = {
  args: { target: 'client:C-0001' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const request = audit.requests.at(-1);
    await expect(request?.searchParams.getAll('filter')).toEqual(['target:eq:client:C-0001']);
    await expect(request?.searchParams.get('sort')).toBe('at,DESC');
    await expect(rows(canvasElement)).toHaveLength(3);
    const [update, domains, create] = rows(canvasElement);
    await expect(update).toHaveTextContent('2026.11.22 10:30');
    await expect(update).toHaveTextContent('김관리 (demo-admin)');
    await expect(update).toHaveTextContent('고객사 수정');
    await expect(update).toHaveTextContent('고객사 C-0001');
    await expect(update).toHaveTextContent('이름: 강남구청 → 강남구청 자원순환과');
    await expect(update).toHaveTextContent('담당자: 김담당 → 이담당');
    await expect(update).not.toHaveTextContent('자치구');
    await expect(domains).toHaveTextContent(
      '도메인: gangnam.oa-console.kr(대표) → gangnam.oa-console.kr, eco.gangnam.go.kr(대표)',
    );
    await expect(create).toHaveTextContent('유형: 구청');
    await expect(create).toHaveTextContent('사업자등록번호: 123-45-67890');
  },
};

/**
 * Every user action, as the users screen shows it: a password reset never shows the password, the system as the
 * actor, an unknown action as written; the second page and a bigger page size.
 */
export const ByActionPrefix: Story = {
  args: { actionPrefix: 'user.', title: '사용자 변경 이력' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '사용자 변경 이력' })).toBeVisible();
    await loaded(canvasElement);
    await expect(audit.requests.at(-1)?.searchParams.getAll('filter')).toEqual(['action:like:user.']);
    await expect(canvas.getByText(/^전체\s*건$/, { selector: 'p' })).toHaveTextContent('전체 16건');
    const [reset, status] = rows(canvasElement);
    await expect(reset).toHaveTextContent('비밀번호 초기화');
    await expect(reset).toHaveTextContent('아이디: gn-admin');
    await expect(reset).not.toHaveTextContent('Tmp-9a8b7c!');
    await expect(status).toHaveTextContent('시스템');
    await expect(status).toHaveTextContent('상태: 사용 중 → 잠김');

    await userEvent.click(canvas.getByRole('button', { name: '2 페이지' }));
    await waitFor(() => expect(audit.requests.at(-1)?.searchParams.get('page')).toBe('2'));
    // The first page stays in the table until the second arrives.
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(6));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '페이지당 행 수' }), '20개씩 보기');
    await waitFor(() => expect(audit.requests.at(-1)?.searchParams.get('size')).toBe('20'));
    await expect(audit.requests.at(-1)?.searchParams.get('page')).toBe('1');
  },
};

/** Every record of a robot: an unknown action shown as the server wrote it, the target and fields in Korean. */
export const Everything: Story = {
  args: { target: 'robot:WB-GN-0001' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const [row] = rows(canvasElement);
    await expect(row).toHaveTextContent('robot.firmware');
    await expect(row).toHaveTextContent('로봇 WB-GN-0001');
    await expect(row).toHaveTextContent('버전: 1.2.0 → 1.3.0');
  },
};

export const Empty: Story = {
  args: { target: 'client:C-9999' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('변경 이력이 없습니다')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { target: 'client:C-0001' },
  parameters: { msw: [storyList(URL, ENTRIES, 'infinite').handler] },
  play: async ({ canvasElement }) => {
    await expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

/** A failed load says so and 다시 시도 asks again. */
export const LoadError: Story = {
  args: { target: 'client:C-0001' },
  parameters: { msw: [failingList(URL, { once: true }), audit.handler] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('서버 오류가 발생했습니다.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(await canvas.findByText('고객사 수정')).toBeVisible();
  },
};

/** A screen's 변경 이력 button: nothing is asked for until it opens the records in a dialog. */
export const AsButton: Story = {
  args: { actionPrefix: 'client.' },
  render: (args) => (
    <WithApi>
      <AuditHistoryButton title="고객사 변경 이력" actionPrefix={args.actionPrefix} />
    </WithApi>
  ),
  play: async ({ canvasElement }) => {
    await expect(audit.requests).toHaveLength(0);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '변경 이력' }));
    const dialog = await screen.findByRole('dialog', { name: '고객사 변경 이력' });
    await waitFor(() => expect(within(dialog).getByRole('table')).not.toHaveAttribute('aria-busy'));
    await expect(within(dialog).getAllByText('고객사 수정').length).toBeGreaterThan(0);
    await expect(audit.requests.map((url) => url.searchParams.getAll('filter'))).toEqual([['action:like:client.']]);
  },
};

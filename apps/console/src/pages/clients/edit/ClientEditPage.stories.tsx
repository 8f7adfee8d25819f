import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AuditEntry, ClientDomain } from '@oa/api';
import { delay, http, HttpResponse } from 'msw';
import { unanswered } from '@oa/api/mocks/unanswered';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_USERS, meHandler, resetConsoleState, SignedInConsole } from '../../../layout/signedInStory';
import { storyList } from '../../../app/lists/storyLists';
import { ClientListPage } from '../list/ClientListPage';
import {
  childrenList,
  clientList,
  clientOptionsHandler,
  errorBody,
  GANGNAM,
  record,
  sent,
} from '../shared/clients.fixture';
import { ClientEditPage } from './ClientEditPage';

/**
 * /dashboard/client-edit/:uid inside the signed-in frame as 김관리 (demo-admin), through the real OA client answered
 * by msw: the client C-0001 (강남구청) with three children, two domains and its audit log.
 */
const LIST = '/dashboard/client-list';
const EDIT = '/dashboard/client-edit/:uid';
const PATH = '/dashboard/client-edit/C-0001';
const screens = { [LIST]: <ClientListPage />, [EDIT]: <ClientEditPage /> };

const DOMAINS: ClientDomain[] = [
  { hostname: 'gangnam.oa-console.kr', primary: true },
  { hostname: 'eco.gangnam.go.kr', primary: false },
];
const AUDIT: AuditEntry[] = [
  {
    id: 3,
    at: '2026-11-20T02:00:00Z',
    actorUserId: 1,
    actorLoginId: 'demo-admin',
    actorName: '김관리',
    action: 'client.update',
    target: 'client:C-0001',
    before: { contactName: '박담당' },
    after: { contactName: '김담당' },
  },
];

const clientHandler = http.get('/oa/v1/clients/:uid', ({ params }) =>
  params.uid === GANGNAM.uid
    ? HttpResponse.json({ _data: GANGNAM })
    : errorBody(404, 'NOT_FOUND', '고객사를 찾을 수 없습니다.'),
);
const domainsHandler = http.get('/oa/v1/clients/:uid/domains', () =>
  HttpResponse.json({ _data: { domains: DOMAINS } }),
);
const saved = http.put('/oa/v1/clients/:uid', async ({ request }) => {
  await record(request);
  await delay(150);
  const body = sent.at(-1)?.body as Record<string, unknown>;
  return HttpResponse.json({ _data: { ...GANGNAM, ...body, contactPhone: GANGNAM.contactPhone } });
});
const domainsSaved = http.put('/oa/v1/clients/:uid/domains', async ({ request }) => {
  await record(request);
  const body = sent.at(-1)?.body as { domains: ClientDomain[] };
  if (body.domains.some((domain) => domain.hostname === 'mapo.oa-console.kr')) {
    const index = body.domains.findIndex((domain) => domain.hostname === 'mapo.oa-console.kr');
    return errorBody(409, 'DOMAIN_TAKEN', '이미 다른 고객사가 쓰는 도메인입니다.', {
      [`domains.${String(index)}.hostname`]: '이미 다른 고객사가 쓰는 도메인입니다.',
    });
  }
  return HttpResponse.json({ _data: body });
});
const audit = storyList('/oa/v1/audit-log', AUDIT);
const HANDLERS = [
  meHandler,
  clientOptionsHandler,
  childrenList.handler,
  domainsHandler,
  domainsSaved,
  clientHandler,
  saved,
  clientList.handler,
  audit.handler,
];

const meta = {
  title: 'Console/Pages/Clients/ClientEditPage',
  component: ClientEditPage,
  parameters: { frame: 'none', msw: HANDLERS },
  beforeEach: () => {
    sent.length = 0;
    childrenList.requests.length = 0;
    audit.requests.length = 0;
    return resetConsoleState();
  },
  render: () => <SignedInConsole user={DEMO_USERS.admin} path={PATH} screens={screens} />,
} satisfies Meta<typeof ClientEditPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (path: string) => () => <SignedInConsole user={DEMO_USERS.admin} path={path} screens={screens} />;
const form = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: '고객사 강남구청 기본 정보' }));
const field = (scope: { getByLabelText: (text: RegExp) => HTMLElement }, label: string) =>
  scope.getByLabelText(new RegExp(`^${label}(\\* 필수)?$`));
async function toastText(canvasElement: HTMLElement): Promise<string> {
  const region = await within(canvasElement).findByRole('region', { name: /^알림 \(/ });
  return waitFor(() => within(region).getByRole('listitem').textContent);
}

/** 기본 정보: the client's name, type and id above four tabs; the form filled, the phone masked. */
export const Info: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const info = await form(canvasElement);
    await expect(canvas.getByRole('heading', { name: '강남구청', level: 2 })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '기본 정보', selected: true })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: /^하위 고객사/ })).toHaveTextContent('3');
    await expect(field(info, '고객사 이름')).toHaveValue('강남구청');
    await expect(field(info, '유형')).toHaveDisplayValue('구청');
    await expect(field(info, '담당자 연락처')).toHaveValue('010-****-5678');
    await expect(info.getByText('가려진 번호는 그대로 두면 유지됩니다.')).toBeVisible();
    await expect(field(info, '상위 고객사')).toHaveDisplayValue('없음 (최상위)');
    await expect(within(field(info, '상위 고객사')).queryByRole('option', { name: '강남구청' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '고객사 목록' })).toBeVisible();
  },
};

/** A change is saved once (a double click), with the masked phone sent back unchanged so the server keeps it. */
export const SaveOnce: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const info = await form(canvasElement);
    await userEvent.clear(field(info, '고객사 이름'));
    await userEvent.type(field(info, '고객사 이름'), '강남구청 자원순환과');
    await expect(within(canvasElement).getByRole('tab', { name: '기본 정보 (수정 중)' })).toBeVisible();
    await userEvent.dblClick(info.getByRole('button', { name: '저장' }));
    await expect(await toastText(canvasElement)).toContain('저장되었습니다.');
    await expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/oa/v1/clients/C-0001',
        body: {
          name: '강남구청 자원순환과',
          type: 'DISTRICT_OFFICE',
          businessNumber: '123-45-67890',
          contactName: '김담당',
          contactPhone: '010-****-5678',
          district: '강남구',
          parentId: null,
        },
      },
    ]);
    await expect(within(canvasElement).getByRole('tab', { name: '기본 정보' })).toBeVisible();
  },
};

/** The server's field answer is put on its field; what was typed stays. */
export const SaveFieldError: Story = {
  parameters: {
    msw: [
      meHandler,
      clientOptionsHandler,
      clientHandler,
      http.put('/oa/v1/clients/:uid', async ({ request }) => {
        await record(request);
        return errorBody(400, 'VALIDATION', '입력값을 확인해 주세요.', {
          parentId: '하위 고객사가 있는 고객사는 다른 고객사 아래에 둘 수 없습니다.',
        });
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const info = await form(canvasElement);
    await within(field(info, '상위 고객사')).findByRole('option', { name: '마포구청' });
    await userEvent.selectOptions(field(info, '상위 고객사'), '마포구청');
    await userEvent.type(field(info, '담당자'), ' 외 1명');
    await userEvent.click(info.getByRole('button', { name: '저장' }));
    await expect(await info.findByText('하위 고객사가 있는 고객사는 다른 고객사 아래에 둘 수 없습니다.')).toBeVisible();
    await waitFor(() => expect(field(info, '상위 고객사')).toHaveFocus());
    await expect(field(info, '담당자')).toHaveValue('김담당 외 1명');
  },
};

/** Typed changes survive a tab switch; leaving the page with them asks first, and 계속 작성 stays. */
export const UnsavedChanges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const info = await form(canvasElement);
    await userEvent.type(field(info, '담당자'), '님');
    await userEvent.click(canvas.getByRole('tab', { name: /^도메인 설정/ }));
    await expect(await canvas.findByRole('textbox', { name: /^도메인 1/ })).toHaveValue('gangnam.oa-console.kr');
    await userEvent.click(canvas.getByRole('tab', { name: '기본 정보 (수정 중)' }));
    await expect(field(await form(canvasElement), '담당자')).toHaveValue('김담당님');

    await userEvent.click(canvas.getByRole('link', { name: '목록' }));
    const dialog = within(await screen.findByRole('dialog', { name: '저장하지 않은 변경 사항' }));
    await userEvent.click(dialog.getByRole('button', { name: '계속 작성' }));
    await expect(field(await form(canvasElement), '담당자')).toHaveValue('김담당님');
  },
};

/** 하위 고객사 from the URL: the children, each linking to its page; the request names this client. */
export const Children: Story = {
  render: at(`${PATH}?tab=children`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: '강남구청의 하위 고객사' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    await expect(within(table).getByRole('link', { name: 'C-0101' })).toHaveAttribute(
      'href',
      '/dashboard/client-edit/C-0101',
    );
    await expect(childrenList.requests.at(-1)?.pathname).toBe('/oa/v1/clients/C-0001/children');
  },
};

/** No children: said plainly. */
export const ChildrenEmpty: Story = {
  render: at(`${PATH}?tab=children`),
  parameters: {
    msw: [meHandler, clientOptionsHandler, clientHandler, storyList('/oa/v1/clients/C-0001/children', []).handler],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('하위 고객사가 없습니다')).toBeVisible();
  },
};

/** 도메인 설정: the host names with their primary radio; add, check in Korean, choose the primary, save once. */
export const Domains: Story = {
  render: at(`${PATH}?tab=domains`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = within(await canvas.findByRole('form', { name: '고객사 강남구청 도메인 설정' }));
    await expect(editor.getByRole('radio', { name: '도메인 1 대표로 지정' })).toBeChecked();
    await expect(editor.getByRole('radio', { name: '도메인 2 대표로 지정' })).not.toBeChecked();

    await userEvent.click(editor.getByRole('button', { name: '도메인 추가' }));
    await userEvent.type(editor.getByRole('textbox', { name: /^도메인 3/ }), 'Gangnam_eco');
    await userEvent.click(editor.getByRole('button', { name: '저장' }));
    await expect(editor.getByText('도메인 형식이 올바르지 않습니다. 예: gangnam.oa-console.kr')).toBeVisible();
    await waitFor(() => expect(editor.getByRole('textbox', { name: /^도메인 3/ })).toHaveFocus());
    await expect(sent).toEqual([]);

    await userEvent.clear(editor.getByRole('textbox', { name: /^도메인 3/ }));
    await userEvent.type(editor.getByRole('textbox', { name: /^도메인 3/ }), ' Recycle.Gangnam.go.kr ');
    await userEvent.click(editor.getByRole('radio', { name: '도메인 3 대표로 지정' }));
    await userEvent.click(editor.getByRole('button', { name: '도메인 2 삭제' }));
    await userEvent.click(editor.getByRole('button', { name: '저장' }));
    await expect(await toastText(canvasElement)).toContain('도메인 설정을 저장했습니다.');
    await expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/oa/v1/clients/C-0001/domains',
        body: {
          domains: [
            { hostname: 'gangnam.oa-console.kr', primary: false },
            { hostname: 'recycle.gangnam.go.kr', primary: true },
          ],
        },
      },
    ]);
  },
};

/** A host name another client uses (409 DOMAIN_TAKEN) is said on its row; the rows stay as typed. */
export const DomainTaken: Story = {
  render: at(`${PATH}?tab=domains`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = within(await canvas.findByRole('form', { name: '고객사 강남구청 도메인 설정' }));
    await userEvent.click(editor.getByRole('button', { name: '도메인 추가' }));
    await userEvent.type(editor.getByRole('textbox', { name: /^도메인 3/ }), 'mapo.oa-console.kr');
    await userEvent.click(editor.getByRole('button', { name: '저장' }));
    const row = editor.getByRole('textbox', { name: /^도메인 3/ });
    await waitFor(() => expect(row).toHaveAttribute('aria-invalid', 'true'));
    await expect(row).toHaveAccessibleDescription(/이미 다른 고객사가 쓰는 도메인입니다\./);
    await expect(row).toHaveValue('mapo.oa-console.kr');
    await expect(editor.getByRole('button', { name: '도메인 추가' })).toBeEnabled();
  },
};

/** 변경 이력: the audit log of this client only. */
export const History: Story = {
  render: at(`${PATH}?tab=history`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('담당자: 박담당 → 김담당')).toBeVisible();
    await expect(audit.requests.at(-1)?.searchParams.getAll('filter')).toEqual(['target:eq:client:C-0001']);
  },
};

/** A client that does not exist (or was deleted): a Korean not-found state with the way back. */
export const NotFound: Story = {
  render: at('/dashboard/client-edit/C-9999'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('고객사를 찾을 수 없습니다')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '고객사 목록으로' })).toHaveAttribute('href', LIST);
  },
};

export const LoadError: Story = {
  parameters: {
    msw: [
      meHandler,
      http.get('/oa/v1/clients/:uid', () => errorBody(500, 'INTERNAL', '서버 오류가 발생했습니다.'), { once: true }),
      ...HANDLERS,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('서버 오류가 발생했습니다.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await form(canvasElement);
  },
};

export const Loading: Story = {
  parameters: {
    msw: [meHandler, http.get('/oa/v1/clients/:uid', unanswered)],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('고객사 정보를 불러오는 중…')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failingList, SERVER_ERROR, storyList } from '../../../app/lists/storyLists';
import { DEMO_USERS, meHandler, resetConsoleState, SignedInConsole } from '../../../layout/signedInStory';
import { dialog, errorAnswer, listTable, requestRecorder } from '../../../layout/storyPlay';
import { SHIPMENTS } from '../shared/cupLife.fixture';
import { DeliveryStatusPage } from './DeliveryStatusPage';

/** 배송 현황 inside the signed-in frame: SEOUL_CUP's shipments through msw. */
const PATH = '/cup/delivery-status';
const shipments = storyList('/seoul-cup/v1/shipments', SHIPMENTS);
const { sent, record } = requestRecorder();
const shipped = http.post('/seoul-cup/v1/shipments', async ({ request }) => {
  const body = (await record(request)) as { boxNumber: string; machineId: string };
  await delay(200);
  return HttpResponse.json(
    {
      _data: {
        ...SHIPMENTS[0],
        id: 800,
        boxNumber: body.boxNumber,
        machineId: body.machineId,
        state: 'SHIPPING',
        deliveredAt: null,
      },
    },
    { status: 201 },
  );
});
const delivered = http.post('/seoul-cup/v1/shipments/:id/deliver', async ({ request, params }) => {
  await record(request);
  await delay(150);
  const shipment = SHIPMENTS.find((candidate) => String(candidate.id) === params.id);
  if (shipment === undefined) return errorAnswer(404, 'NOT_FOUND', '배송을 찾을 수 없습니다.');
  return HttpResponse.json({ _data: { ...shipment, state: 'DELIVERED', deliveredAt: shipment.shippedAt } });
});

const render = (user: (typeof DEMO_USERS)[keyof typeof DEMO_USERS] = DEMO_USERS.cupOperator) => (
  <SignedInConsole user={user} path={PATH} screens={{ [PATH]: <DeliveryStatusPage /> }} />
);

const meta = {
  title: 'Console/Pages/Cup/DeliveryStatusPage',
  component: DeliveryStatusPage,
  parameters: { frame: 'none', msw: [meHandler, shipments.handler, shipped, delivered] },
  beforeEach: () => {
    shipments.requests.length = 0;
    sent.length = 0;
    return resetConsoleState();
  },
  render: () => render(),
} satisfies Meta<typeof DeliveryStatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const shipmentTable = listTable('배송 현황');

/** Newest first: the box, the machine and district, the cups, 배송 중/완료; 배송 완료 only on rows on their way. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await shipmentTable.rowsOf(canvasElement, SHIPMENTS.length);
    await expect(shipments.requests[0]?.searchParams.get('sort')).toBe('shippedAt,DESC');
    const [first] = shipmentTable.dataRows(canvasElement);
    await expect(first).toHaveTextContent('BX000200');
    await expect(first).toHaveTextContent('강남구 주민센터 대여기 (RENT-GN-001)');
    await expect(first).toHaveTextContent('배송 중');
    const table = shipmentTable.table(canvasElement);
    await expect(within(table).getAllByRole('button', { name: /배송 완료$/ })).toHaveLength(4);
    await expect(within(canvasElement).getByRole('button', { name: '출고' })).toBeVisible();
  },
};

/** 출고 checks in Korean first; pressed twice it ships once, ids in upper case, and says so. */
export const ShipOnce: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await shipmentTable.rowsOf(canvasElement, SHIPMENTS.length);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '출고' }));
    const ship = await dialog('박스 출고');
    await userEvent.click(ship.getByRole('button', { name: '출고' }));
    await expect(await ship.findByText('박스 번호를 입력해 주세요.')).toBeVisible();
    await expect(ship.getByText('대여기 ID를 입력해 주세요.')).toBeVisible();
    await userEvent.type(ship.getByRole('textbox', { name: /박스 번호/ }), 'bx000031');
    await userEvent.type(ship.getByRole('textbox', { name: /도착 대여기 ID/ }), 'rent-mp-002');
    await userEvent.dblClick(ship.getByRole('button', { name: '출고' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await expect(sent[0]?.body).toEqual({
      boxNumber: 'BX000031',
      machineId: 'RENT-MP-002',
      requestId: expect.any(String) as unknown,
    });
    await expect(
      await within(document.body).findByText(
        '박스 BX000031(컵 50개)를 RENT-MP-002(으)로 출고했습니다.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

/** A box not packed (409 on its field) and an unknown machine (404): the server's words, what was typed kept. */
export const ShipRefused: Story = {
  parameters: {
    msw: [
      meHandler,
      shipments.handler,
      http.post('/seoul-cup/v1/shipments', async ({ request }) => {
        const body = (await request.json()) as { machineId: string };
        if (body.machineId === 'RENT-XX-999')
          return errorAnswer(404, 'NOT_FOUND', '대여기 RENT-XX-999을(를) 찾을 수 없습니다.');
        return errorAnswer(
          409,
          'BOX_NOT_PACKED',
          '박스 BX000031은(는) 빈 박스입니다. 포장 완료된 박스만 출고할 수 있습니다.',
          {
            boxNumber: '포장 완료된 박스만 출고할 수 있습니다 (지금: 빈 박스).',
          },
        );
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await shipmentTable.rowsOf(canvasElement, SHIPMENTS.length);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '출고' }));
    const ship = await dialog('박스 출고');
    await userEvent.type(ship.getByRole('textbox', { name: /박스 번호/ }), 'BX000031');
    await userEvent.type(ship.getByRole('textbox', { name: /도착 대여기 ID/ }), 'RENT-XX-999');
    await userEvent.click(ship.getByRole('button', { name: '출고' }));
    await expect(await ship.findByRole('alert')).toHaveTextContent('대여기 RENT-XX-999을(를) 찾을 수 없습니다.');
    await userEvent.clear(ship.getByRole('textbox', { name: /도착 대여기 ID/ }));
    await userEvent.type(ship.getByRole('textbox', { name: /도착 대여기 ID/ }), 'RENT-GN-001');
    await userEvent.click(ship.getByRole('button', { name: '출고' }));
    await expect(await ship.findByText('포장 완료된 박스만 출고할 수 있습니다 (지금: 빈 박스).')).toBeVisible();
    await expect(ship.getByRole('textbox', { name: /박스 번호/ })).toHaveValue('BX000031');
    await expect(ship.getByRole('textbox', { name: /도착 대여기 ID/ })).toHaveValue('RENT-GN-001');
  },
};

/** 배송 완료 asks first with the box and where it arrived, then records it once. */
export const ConfirmDelivery: Story = {
  play: async ({ canvasElement }) => {
    await shipmentTable.rowsOf(canvasElement, SHIPMENTS.length);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'BX000200 배송 완료' }));
    const confirm = await dialog('배송 완료');
    await expect(
      confirm.getByText(
        '박스 BX000200이(가) 강남구 주민센터 대여기 (RENT-GN-001)에 도착했나요? 배송 완료로 기록합니다.',
      ),
    ).toBeVisible();
    await userEvent.dblClick(confirm.getByRole('button', { name: '배송 완료' }));
    await expect(
      await within(document.body).findByText('박스 BX000200의 배송을 완료했습니다.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(sent.map((request) => request.path)).toEqual(['/seoul-cup/v1/shipments/700/deliver']);
  },
};

/** The delivery was recorded elsewhere first: the server's refusal stays in the dialog. */
export const DeliveryRefused: Story = {
  parameters: {
    visual: false,
    msw: [
      meHandler,
      shipments.handler,
      http.post('/seoul-cup/v1/shipments/:id/deliver', () =>
        errorAnswer(409, 'ALREADY_DELIVERED', '이미 배송 완료된 박스입니다.'),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    await shipmentTable.rowsOf(canvasElement, SHIPMENTS.length);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'BX000200 배송 완료' }));
    const confirm = await dialog('배송 완료');
    await userEvent.click(confirm.getByRole('button', { name: '배송 완료' }));
    await expect(await confirm.findByRole('alert')).toHaveTextContent('이미 배송 완료된 박스입니다.');
  },
};

/** The state and district chosen are the URL's filters, and the server's. */
export const Filter: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shipmentTable.rowsOf(canvasElement, SHIPMENTS.length);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '배송 상태' }), '배송 중');
    await userEvent.type(canvas.getByRole('searchbox', { name: '박스 번호' }), 'bx00019');
    await userEvent.click(canvas.getByRole('button', { name: '검색' }));
    await shipmentTable.rowsOf(canvasElement, 3);
    await expect(shipments.requests.at(-1)?.searchParams.getAll('filter')).toEqual([
      'state:eq:SHIPPING',
      'boxNumber:like:BX00019',
    ]);
  },
};

/** 조회 전용 reads the shipments without 출고 and 배송 완료. */
export const ReadOnlyViewer: Story = {
  render: () => render(DEMO_USERS.viewer),
  play: async ({ canvasElement }) => {
    await shipmentTable.rowsOf(canvasElement, SHIPMENTS.length);
    await expect(within(canvasElement).queryByRole('button', { name: '출고' })).toBeNull();
    await expect(within(canvasElement).queryByRole('button', { name: /배송 완료$/ })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: [meHandler, storyList('/seoul-cup/v1/shipments', []).handler] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('출고한 박스가 없습니다')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { visual: false, msw: [meHandler, storyList('/seoul-cup/v1/shipments', [], 'infinite').handler] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shipmentTable.table(canvasElement)).toHaveAttribute('aria-busy', 'true'));
  },
};

export const LoadError: Story = {
  parameters: { msw: [meHandler, failingList('/seoul-cup/v1/shipments')] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(SERVER_ERROR)).toBeVisible();
  },
};

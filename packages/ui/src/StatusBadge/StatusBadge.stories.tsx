import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from './Badge';
import { StatusBadge } from './StatusBadge';
import { statusTables, type StatusKind } from './allStatusTables';
import { cupStatus } from './cupStatus';
import { refundStatus } from './moneyStatus';
import { robotCapacityStatus, robotOperationStatus } from './robotStatus';
import type { BadgeTone } from './statusTables';

const kindNames: Record<StatusKind, string> = {
  robotOperation: '로봇 운영 상태 (robotOperation)',
  robotCapacity: '적재 상태 (robotCapacity)',
  material: '품목 (material)',
  robotGeneration: '로봇 세대 (robotGeneration)',
  robotConnection: '연결 상태 (robotConnection)',
  robotDoor: '문 상태 (robotDoor)',
  robotLogType: '통신 로그 유형 (robotLogType)',
  commandResult: '명령 결과 (commandResult)',
  alertEvent: '알림 이벤트 (alertEvent)',
  rolloutState: '배포 상태 (rolloutState)',
  depositResult: '투입 판정 (depositResult)',
  cup: '컵 상태 (cup)',
  box: '박스 상태 (box)',
  boxService: '박스 사용 여부 (boxService)',
  packScanResult: '컵 스캔 결과 (packScanResult)',
  rental: '대여 상태 (rental)',
  refund: '환급 상태 (refund)',
  refundMessage: '환급 알림 (refundMessage)',
  transferFailure: '송금 실패 사유 (transferFailure)',
  refundEvent: '환급 이력 (refundEvent)',
  crewEntryMode: '충전·회수 구분 (crewEntryMode)',
  cupMachineState: '대여기·반납기 상태 (cupMachineState)',
  rentalStockBand: '대여기 재고 (rentalStockBand)',
  returnFillBand: '반납기 적재 (returnFillBand)',
  machineAlertKind: '기기 알림 (machineAlertKind)',
  returnResult: '반납 처리 결과 (returnResult)',
  userStatus: '계정 상태 (userStatus)',
  clientType: '고객사 유형 (clientType)',
};

const meta = {
  title: 'Data/StatusBadge',
  component: StatusBadge,
  args: { table: robotOperationStatus, value: 'OPERATION' },
  argTypes: {
    table: { control: 'select', options: Object.keys(statusTables), mapping: statusTables },
    value: { control: 'text' },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One value: its Korean label in its tone. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('운영 중')).toBeVisible();
  },
};

/** Every value of every enumeration (allStatusTables.ts), as the console's tables and filters show them. */
export const AllValues: Story = {
  render: () => (
    <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '12px 24px', margin: 0 }}>
      {(Object.keys(statusTables) as StatusKind[]).map((kind) => (
        <div key={kind} style={{ display: 'contents' }}>
          <dt style={{ fontWeight: 500 }}>{kindNames[kind]}</dt>
          <dd style={{ margin: 0, display: 'flex', flexWrap: 'wrap', gap: '8px' }}>
            {Object.keys(statusTables[kind]).map((value) => (
              <StatusBadge key={value} table={statusTables[kind]} value={value} />
            ))}
          </dd>
        </div>
      ))}
    </dl>
  ),
  play: async ({ canvas }) => {
    // FULL reads 가득 참 wherever it is: a robot bin, the alert event, both cup machine bands, the machine alert.
    await expect(canvas.getAllByText('가득 참')).toHaveLength(5);
    await expect(canvas.getByText('재고 부족', { selector: '[data-value="LOW"]' })).toBeVisible();
    await expect(canvas.getByText('종이팩')).toBeVisible();
    await expect(canvas.getByText('내려받는 중')).toBeVisible();
    await expect(canvas.getByText('은행 점검 시간')).toBeVisible();
  },
};

/**
 * A value the console does not know yet (the server added a state) shows as itself in neutral; an empty
 * value shows '-'. Neither breaks the page.
 */
export const UnknownAndEmpty: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '16px', alignItems: 'center' }}>
      <StatusBadge table={cupStatus} value="REPAIRING" />
      <StatusBadge table={refundStatus} value={null} />
      <StatusBadge table={robotOperationStatus} value="" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('REPAIRING')).toHaveAttribute('data-value', 'REPAIRING');
    await expect(canvas.getAllByText('-')).toHaveLength(2);
  },
};

/** Without the dot, for dense tables. */
export const WithoutDot: Story = {
  args: { table: robotCapacityStatus, value: 'WARNING', dot: false },
};

const tones: BadgeTone[] = ['success', 'info', 'warning', 'danger', 'neutral', 'brand'];

/** The generic Badge in each tone, for anything that is not one of the enumerations. */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '8px' }}>
      {tones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
      {tones.map((tone) => (
        <Badge key={`${tone}-plain`} tone={tone} dot={false}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};

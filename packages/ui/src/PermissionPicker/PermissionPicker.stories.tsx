import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PermissionPicker, type PermissionPickerGroup, type PermissionPickerProps } from './PermissionPicker';

/** A sample of the console's areas (the console passes every permission of @oa/auth's PERMISSION_GROUPS). */
const GROUPS: PermissionPickerGroup[] = [
  {
    area: 'robot',
    label: '로봇',
    permissions: [
      { value: 'USER', label: '기본 사용자 (대시보드)' },
      { value: 'RC_VIEW', label: '로봇 조회' },
      { value: 'RC_EDIT', label: '로봇 등록·수정' },
      { value: 'RC_REALTIME_VIEW', label: '실시간 제어' },
      { value: 'RC_CMD_LOG_VIEW', label: '통신 로그 조회' },
    ],
  },
  {
    area: 'user',
    label: '사용자 관리',
    permissions: [
      { value: 'OA_CONSOLE_USER_EDIT', label: '사용자 관리' },
      { value: 'OA_CONSOLE_USER_GROUP_EDIT', label: '권한 그룹 관리' },
      { value: 'OA_CONSOLE_CLIENT_EDIT', label: '고객사 관리' },
    ],
  },
  {
    area: 'statistics',
    label: '통계',
    permissions: [
      { value: 'STATISTICS_RC_VIEW', label: '로봇 통계 조회' },
      { value: 'STATISTICS_RC_MONTHLY_VIEW', label: '월평균 통계 조회' },
    ],
  },
];

/** The picker with its own state, as a form holds it; `onChange` is still reported to the story's args. */
function Controlled({ value: initial, onChange, ...props }: PermissionPickerProps) {
  const [value, setValue] = useState<readonly string[]>(initial);
  return (
    <PermissionPicker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/PermissionPicker',
  component: PermissionPicker,
  parameters: { frame: 'padded' },
  args: { groups: GROUPS, value: ['USER', 'RC_VIEW'], onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof PermissionPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Some permissions chosen: each area's legend counts its choices, 로봇's 전체 선택 shows a dash. 전체 선택 chooses the
 * whole area, a second press clears it; a permission toggles with a click or Space.
 */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const robot = canvas.getByRole('group', { name: /로봇/ });
    await expect(robot).toHaveAccessibleName('로봇 5개 중 2개 선택');
    const robotAll = within(robot).getByRole('checkbox', { name: '로봇 전체 선택' });
    await expect(robotAll).toBePartiallyChecked();
    await expect(canvas.getByText('전체 10개 중 2개 선택')).toBeVisible();

    await userEvent.click(robotAll);
    await expect(robotAll).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith([
      'USER',
      'RC_VIEW',
      'RC_EDIT',
      'RC_REALTIME_VIEW',
      'RC_CMD_LOG_VIEW',
    ]);
    await expect(robot).toHaveAccessibleName('로봇 5개 중 5개 선택');

    await userEvent.click(robotAll);
    await expect(robotAll).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith([]);

    // Keyboard: Tab to the first permission of 사용자 관리, Space chooses it.
    const users = canvas.getByRole('group', { name: /^사용자 관리/ });
    within(users).getByRole('checkbox', { name: '사용자 관리 전체 선택' }).focus();
    await userEvent.tab();
    const userEdit = within(users).getByRole('checkbox', { name: '사용자 관리 OA_CONSOLE_USER_EDIT' });
    await expect(userEdit).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(userEdit).toBeChecked();
    await expect(within(users).getByRole('checkbox', { name: '사용자 관리 전체 선택' })).toBePartiallyChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['OA_CONSOLE_USER_EDIT']);
  },
};

/** Nothing chosen yet (a new group). */
export const NoneChosen: Story = {
  args: { value: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('전체 10개 중 0개 선택')).toBeVisible();
    for (const all of canvas.getAllByRole('checkbox', { name: /전체 선택$/ })) await expect(all).not.toBeChecked();
  },
};

/** Every permission chosen: every 전체 선택 is checked. */
export const AllChosen: Story = {
  args: { value: GROUPS.flatMap((group) => group.permissions.map((permission) => permission.value)) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('전체 10개 중 10개 선택')).toBeVisible();
    for (const all of canvas.getAllByRole('checkbox', { name: /전체 선택$/ })) await expect(all).toBeChecked();
  },
};

/**
 * A string the groups do not list (a permission from a newer server) is kept: choosing another adds to it.
 */
export const UnknownKept: Story = {
  args: { value: ['FUTURE_PERMISSION'] },
  parameters: { visual: false },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: '로봇 조회 RC_VIEW' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['RC_VIEW', 'FUTURE_PERMISSION']);
  },
};

/** The form's message when nothing is chosen: every area is described by it and outlined in red. */
export const WithError: Story = {
  args: { value: [], error: '권한을 하나 이상 선택해 주세요.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: /^로봇/ })).toHaveAccessibleDescription(
      '권한을 하나 이상 선택해 주세요.',
    );
  },
};

/** A note for the whole choice, e.g. when changes apply to the group's members. */
export const WithHint: Story = {
  args: { hint: '변경한 권한은 저장하는 즉시 구성원에게 적용됩니다.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: /^통계/ })).toHaveAccessibleDescription(
      '변경한 권한은 저장하는 즉시 구성원에게 적용됩니다.',
    );
  },
};

/** While saving: every checkbox disabled, the choice still shown. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const checkbox of canvas.getAllByRole('checkbox')) await expect(checkbox).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: '로봇 조회 RC_VIEW' })).toBeChecked();
  },
};

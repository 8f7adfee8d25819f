import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DropdownButtonList } from './DropdownButtonList';

const onRegister = fn();
const onCopy = fn();
const onRestart = fn();
const onDelete = fn();

const items = [
  { label: '로봇 등록', onClick: onRegister },
  { label: '설정 복사', onClick: onCopy },
  { label: '원격 재시작', onClick: onRestart },
  { label: '삭제', onClick: onDelete },
];

const meta = {
  title: 'Actions/DropdownButtonList',
  component: DropdownButtonList,
  // Room below the toggle for the open list in the screenshot.
  decorators: [(Story) => <div style={{ minHeight: '240px' }}>{Story()}</div>],
  args: { items },
  beforeEach: () => {
    for (const item of items) item.onClick.mockClear();
  },
} satisfies Meta<typeof DropdownButtonList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Closed: '버튼 목록 보기'. Keyboard: Enter opens and focuses the first button, arrows move (wrapping),
 * Escape closes and puts focus back on the toggle, now '버튼 목록 보기' again.
 */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: '버튼 목록 보기' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle.getBoundingClientRect().width).toBe(155);

    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await canvas.findByRole('menu', { name: '버튼 목록' });
    await expect(canvas.getByRole('button', { name: '버튼 목록 닫기' })).toHaveAttribute('aria-expanded', 'true');
    const [first, second, , last] = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(last).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('menu')).toBeNull());
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAccessibleName('버튼 목록 보기');
  },
};

/** Open: the list of up to four buttons below the toggle, the same 155px wide. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    const menu = await canvas.findByRole('menu', { name: '버튼 목록' });
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
    await expect(menu.getBoundingClientRect().width).toBe(155);
  },
};

/** Disabled buttons are shown, skipped by the arrows and cannot be chosen. */
export const DisabledItems: Story = {
  args: {
    defaultOpen: true,
    items: [
      { label: '로봇 등록', onClick: onRegister },
      { label: '설정 복사', onClick: onCopy, disabled: true },
      { label: '원격 재시작', onClick: onRestart },
      { label: '삭제', onClick: onDelete, disabled: true },
    ],
  },
  play: async ({ canvas }) => {
    const menu = await canvas.findByRole('menu');
    const [register, copy, restart] = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(register).toHaveFocus());
    await expect(copy).toBeDisabled();
    await userEvent.keyboard('{ArrowDown}');
    await expect(restart).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(register).toHaveFocus();
  },
};

/** Choosing a button (click, or Enter on it) runs it and closes the list; focus returns to the toggle. */
export const ChooseItem: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '버튼 목록 보기' }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: '설정 복사' }));
    await expect(onCopy).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole('menu')).toBeNull());
    await expect(canvas.getByRole('button', { name: '버튼 목록 보기' })).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: '로봇 등록' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(onRestart).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole('menu')).toBeNull());
  },
};

/** A click anywhere outside closes the list without choosing anything. */
export const OutsideClickCloses: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('menu');
    await userEvent.click(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('menu')).toBeNull());
    for (const item of items) await expect(item.onClick).not.toHaveBeenCalled();
  },
};

/** A disabled toggle cannot open the list. */
export const DisabledToggle: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: '버튼 목록 보기' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

/** Labels are props. */
export const CustomLabels: Story = {
  args: { openLabel: '더 보기', closeLabel: '접기', menuLabel: '추가 작업', defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '접기' })).toBeInTheDocument();
    await expect(await canvas.findByRole('menu', { name: '추가 작업' })).toBeInTheDocument();
  },
};

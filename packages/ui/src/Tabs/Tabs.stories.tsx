import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { value: 'rental', label: '대여기', count: 42, content: <p>대여기 42대의 재고와 상태입니다.</p> },
  { value: 'return', label: '반납기', count: 1280, content: <p>반납기 1,280대의 적재량입니다.</p> },
  { value: 'washing', label: '세척장', content: <p>세척장 단계별 수량입니다.</p> },
];

const meta = {
  title: 'Data/Tabs',
  component: Tabs,
  args: { items, label: '기기 종류', onValueChange: fn() },
  argTypes: { items: { control: false } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The first tab selected. Arrow keys move between tabs and select them (wrapping at the ends), Home and End
 * jump; Tab moves on into the panel.
 */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const rental = canvas.getByRole('tab', { name: '대여기 42' });
    const returns = canvas.getByRole('tab', { name: '반납기 1,280' });
    const washing = canvas.getByRole('tab', { name: '세척장' });
    await expect(rental).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('대여기 42대');

    await userEvent.tab();
    await expect(rental).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(returns).toHaveFocus();
    await expect(returns).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('return');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('반납기 1,280대');

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(washing).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(rental).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(washing).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

/** A disabled tab is skipped by the arrow keys. */
export const DisabledTab: Story = {
  args: { items: items.map((item) => (item.value === 'return' ? { ...item, disabled: true } : item)) },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '세척장' })).toHaveFocus();
  },
};

/** Manual activation: arrows move focus only, Enter or Space selects (for panels that load data). */
export const ManualActivation: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const returns = canvas.getByRole('tab', { name: '반납기 1,280' });
    await expect(returns).toHaveFocus();
    await expect(returns).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(returns).toHaveAttribute('aria-selected', 'true');
  },
};

/** Controlled from outside (the console keeps the tab in the URL). */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('washing');
    return (
      <Tabs
        {...args}
        value={value}
        onValueChange={(next) => {
          args.onValueChange?.(next);
          setValue(next);
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '세척장' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: '대여기 42' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('대여기 42대');
  },
};

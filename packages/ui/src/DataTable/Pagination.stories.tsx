import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

/** Holds the page like the console's URL would, and reports each change to the story's spy. */
function StatefulPagination(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  return (
    <Pagination
      {...args}
      page={page}
      onPageChange={(next) => {
        args.onPageChange(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: 'Data/Pagination',
  component: Pagination,
  parameters: { frame: 'centered' },
  args: { page: 1, pageSize: 10, total: 253, onPageChange: fn() },
  render: (args) => <StatefulPagination {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const shownPages = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('button', { name: /^\d+ 페이지$/ })
    .map((b) => Number(b.textContent));

/** Page 1 of 26: pages 1-10, 처음 and 이전 unavailable. Tab walks the buttons; Enter and Space press them. */
export const FirstGroup: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('navigation', { name: '페이지 탐색' })).toBeInTheDocument();
    await expect(shownPages(canvasElement)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    await expect(canvas.getByRole('button', { name: '1 페이지' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '처음 페이지' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: '이전 페이지 묶음' })).toHaveAttribute('aria-disabled', 'true');

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '처음 페이지' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '2 페이지' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: '2 페이지' })).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
  },
};

/** Page 14: pages 11-20. 이전 goes to page 10, 다음 to page 21. */
export const MiddleGroup: Story = {
  args: { page: 14 },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(shownPages(canvasElement)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    await userEvent.click(canvas.getByRole('button', { name: '다음 페이지 묶음' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(21);
    await expect(shownPages(canvasElement)).toEqual([21, 22, 23, 24, 25, 26]);
    await userEvent.click(canvas.getByRole('button', { name: '이전 페이지 묶음' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(20);
    await expect(shownPages(canvasElement)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    await userEvent.click(canvas.getByRole('button', { name: '14 페이지' }));
    await expect(canvas.getByRole('button', { name: '14 페이지' })).toHaveAttribute('aria-current', 'page');
    // The current page is not a change.
    await userEvent.click(canvas.getByRole('button', { name: '14 페이지' }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(3);
  },
};

/** The last, partial group (21-26) on its last page: 다음 and 마지막 unavailable; 처음 returns to page 1. */
export const LastPartialGroup: Story = {
  args: { page: 26 },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(shownPages(canvasElement)).toEqual([21, 22, 23, 24, 25, 26]);
    await expect(canvas.getByRole('button', { name: '다음 페이지 묶음' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: '마지막 페이지' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '마지막 페이지' }));
    await expect(args.onPageChange).not.toHaveBeenCalled();
    // The unavailable button keeps the keyboard focus (aria-disabled, not disabled).
    await expect(canvas.getByRole('button', { name: '마지막 페이지' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: '처음 페이지' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: '마지막 페이지' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(26);
  },
};

/** An empty list: page 1 alone, every step unavailable. */
export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(shownPages(canvasElement)).toEqual([1]);
    for (const name of ['처음 페이지', '이전 페이지 묶음', '다음 페이지 묶음', '마지막 페이지']) {
      await expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
    }
  },
};

/** Groups of 5 (`groupSize`), e.g. for a narrow card. */
export const GroupsOfFive: Story = {
  args: { page: 7, groupSize: 5 },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(shownPages(canvasElement)).toEqual([6, 7, 8, 9, 10]);
    await userEvent.click(canvas.getByRole('button', { name: '이전 페이지 묶음' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await expect(shownPages(canvasElement)).toEqual([1, 2, 3, 4, 5]);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Breadcrumb } from './Breadcrumb';
import type { RenderLink } from '../internal/link';

const meta = {
  title: 'Layout/Breadcrumb',
  component: Breadcrumb,
  args: {
    onGoBack: fn(),
    items: [
      { name: '대시보드', to: '/dashboard' },
      { name: '서울컵 관리' },
      { name: '보증금 환급 관리', isGoback: true },
      { name: '송금 정보 조회' },
    ],
  },
  argTypes: { renderLink: { control: false } },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every kind of step: a link (`to`), plain text, a go-back button (`isGoback`) and the current page. Tab
 * reaches only the link and the button.
 */
export const Kinds: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText('송금 정보 조회')).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '대시보드' })).toHaveFocus();
    await userEvent.tab();
    const back = canvas.getByRole('button', { name: '보증금 환급 관리' });
    await expect(back).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onGoBack).toHaveBeenCalledTimes(1);
  },
};

/** The last step is the current page even when it has a path: it does not link to itself. */
export const LastStepIsCurrent: Story = {
  args: {
    items: [
      { name: '대시보드', to: '/dashboard' },
      { name: '전체 사용자', to: '/dashboard/user-list' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByText('전체 사용자')).toHaveAttribute('aria-current', 'page');
  },
};

const routerLink: RenderLink = ({ href, children, ...props }) => (
  <a href={`#${href}`} data-router-link="" {...props}>
    {children}
  </a>
);

/** `renderLink` puts the console's router link in place of a plain anchor. */
export const WithRouterLink: Story = {
  args: { renderLink: routerLink },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '대시보드' });
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('href', '#/dashboard');
  },
};

/** No steps: nothing is rendered (a page without a trail). */
export const Empty: Story = {
  // Nothing here is exposed to assistive technology (an empty tree cannot be snapshotted); play checks it.
  parameters: { ariaSnapshot: false },
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, Plus, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, ButtonLink } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  parameters: { frame: 'centered' },
  args: { children: '저장', onClick: fn() },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default: primary, 121x34. Enter and Space press it. */
export const Primary: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '저장' });
    await expect(button.getBoundingClientRect().width).toBe(121);
    await expect(button.getBoundingClientRect().height).toBe(34);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** Every colour variant, enabled and disabled. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(5, auto)', gap: '12px' }}>
      <Button {...args} variant="primary">
        등록
      </Button>
      <Button {...args} variant="secondary">
        취소
      </Button>
      <Button {...args} variant="dark">
        검색
      </Button>
      <Button {...args} variant="danger">
        삭제
      </Button>
      <Button {...args} variant="ghost">
        상세
      </Button>
      <Button {...args} variant="primary" disabled>
        등록
      </Button>
      <Button {...args} variant="secondary" disabled>
        취소
      </Button>
      <Button {...args} variant="dark" disabled>
        검색
      </Button>
      <Button {...args} variant="danger" disabled>
        삭제
      </Button>
      <Button {...args} variant="ghost" disabled>
        상세
      </Button>
    </div>
  ),
};

/** An icon before the label. */
export const WithIcon: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '12px' }}>
      <Button {...args} icon={<Plus size={16} />}>
        로봇 등록
      </Button>
      <Button {...args} variant="secondary" icon={<Download size={16} />}>
        내려받기
      </Button>
      <Button {...args} variant="danger" icon={<Trash2 size={16} />}>
        삭제
      </Button>
    </div>
  ),
};

/** Width and height are props: a number of px, 'auto' to fit the label, or 'full'. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '12px', width: '480px' }}>
      <Button {...args}>기본 121x34</Button>
      <Button {...args} width={200} height={40}>
        200x40
      </Button>
      <Button {...args} width="auto">
        라벨에 맞춤 (auto)
      </Button>
      <Button {...args} width="full">
        전체 너비 (full)
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const custom = canvas.getByRole('button', { name: '200x40' });
    await expect(custom.getBoundingClientRect().width).toBe(200);
    await expect(custom.getBoundingClientRect().height).toBe(40);
    await expect(canvas.getByRole('button', { name: '전체 너비 (full)' }).getBoundingClientRect().width).toBe(480);
  },
};

/** Disabled: not focusable by Tab, clicks do nothing. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '저장' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Loading: 'Loading...' in place of the label, announced as busy, clicks ignored, size kept. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Loading...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button.getBoundingClientRect().width).toBe(121);
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/**
 * `ButtonLink`: a link with the button's look (the console passes its router link as `renderLink`); it stays a
 * link for assistive technology.
 */
export const AsLink: Story = {
  render: () => (
    <ButtonLink href="#main" variant="secondary">
      메인으로 이동
    </ButtonLink>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '메인으로 이동' });
    await expect(link).toHaveAttribute('href', '#main');
    // The link takes the button's look and size.
    await expect(link.getBoundingClientRect().height).toBe(34);
    await expect(link.getBoundingClientRect().width).toBe(121);
  },
};

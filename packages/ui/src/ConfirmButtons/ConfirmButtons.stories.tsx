import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SyntheticEvent } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ConfirmButtons } from './ConfirmButtons';

const meta = {
  title: 'Actions/ConfirmButtons',
  component: ConfirmButtons,
  parameters: { frame: 'centered' },
  args: { onCancel: fn(), onConfirm: fn() },
} satisfies Meta<typeof ConfirmButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 취소 and 확인; Tab reaches cancel first, and Enter or Space press either. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const cancel = canvas.getByRole('button', { name: '취소' });
    const confirm = canvas.getByRole('button', { name: '확인' });
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Labels are props, e.g. a registration form. */
export const CustomLabels: Story = {
  args: { cancelLabel: '닫기', confirmLabel: '등록' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '등록' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Confirm busy while its request runs: 'Loading...', announced busy, clicks ignored; cancel still works. */
export const ConfirmLoading: Story = {
  args: { confirmLoading: true },
  play: async ({ canvas, args }) => {
    const confirm = canvas.getByRole('button', { name: 'Loading...' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '취소' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Cancel busy on its own (e.g. cancelling a reservation is itself a request); confirm unaffected. */
export const CancelLoading: Story = {
  args: { cancelLoading: true },
  play: async ({ canvas, args }) => {
    const cancel = canvas.getByRole('button', { name: 'Loading...' });
    await userEvent.click(cancel);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '확인' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Confirm disabled, e.g. until the form is valid. */
export const ConfirmDisabled: Story = {
  args: { confirmDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '확인' })).toBeDisabled();
  },
};

const onSubmit = fn((event: SyntheticEvent) => {
  event.preventDefault();
});

/** `confirmType="submit"`: confirm submits the form, and so does Enter in a field. */
export const SubmitsForm: Story = {
  args: { confirmType: 'submit', confirmLabel: '저장' },
  render: (args) => (
    <form onSubmit={onSubmit} style={{ display: 'grid', gap: '16px', width: '320px' }}>
      <label style={{ display: 'grid', gap: '4px' }}>
        로봇 이름
        <input name="name" defaultValue="강남구청 1호기" style={{ font: 'inherit' }} />
      </label>
      <ConfirmButtons {...args} />
    </form>
  ),
  play: async ({ canvas, args }) => {
    onSubmit.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    await expect(onSubmit).toHaveBeenCalledOnce();
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.type(canvas.getByRole('textbox', { name: '로봇 이름' }), '{Enter}');
    await expect(onSubmit).toHaveBeenCalledTimes(2);
    await userEvent.click(canvas.getByRole('button', { name: '취소' }));
    await expect(onSubmit).toHaveBeenCalledTimes(2);
  },
};

/** Placement: centred (default), at the end (modal footers, forms), at the start. */
export const Alignment: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '16px', width: '480px' }}>
      <ConfirmButtons {...args} align="center" />
      <ConfirmButtons {...args} align="end" />
      <ConfirmButtons {...args} align="start" />
    </div>
  ),
};

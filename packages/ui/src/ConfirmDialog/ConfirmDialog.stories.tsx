import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { ConfirmDialog, ConfirmDialogHost } from './ConfirmDialog';
import { confirm, confirmStore } from './confirmStore';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  // Fixed, full-screen content: each story gets its own frame on the docs page.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
  args: {
    open: true,
    onConfirm: fn(),
    title: '저장 완료',
    message: '로봇 정보가 저장되었습니다.\n목록 화면으로 이동합니다.',
  },
  beforeEach: () => {
    // A failed story must not leave requests queued for the next one.
    for (let request = confirmStore.current(); request; request = confirmStore.current()) {
      confirmStore.close(request.id);
    }
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);

/** A title, a message over two lines (line breaks kept) and the one 확인 button, which has focus. */
export const MultiLine: Story = {
  play: async ({ args }) => {
    const dialog = await screen().findByRole('alertdialog', { name: '저장 완료' });
    await expect(dialog).toHaveAccessibleDescription(/로봇 정보가 저장되었습니다.\s+목록 화면으로 이동합니다./);
    const message = within(dialog).getByText(/로봇 정보가 저장되었습니다/);
    await expect(getComputedStyle(message).whiteSpace).toBe('pre-line');
    const ok = within(dialog).getByRole('button', { name: '확인' });
    await waitFor(() => expect(ok).toHaveFocus());
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

/** Without a title: only the message shows; screen readers hear the dialog as '알림'. */
export const WithoutTitle: Story = {
  args: { title: undefined, message: '권한이 없습니다.' },
  play: async () => {
    await expect(await screen().findByRole('alertdialog', { name: '알림' })).toBeInTheDocument();
  },
};

/**
 * A long message scrolls inside the dialog; the button stays visible and keeps the focus. The message is
 * focusable (Shift+Tab) so the keyboard can scroll it.
 */
export const LongMessage: Story = {
  args: {
    title: '일괄 처리 결과',
    message: Array.from({ length: 40 }, (_, index) => `컵 ID SC-${String(1000 + index)}: 폐기 처리되었습니다.`).join(
      '\n',
    ),
    confirmLabel: '닫기',
  },
  play: async () => {
    const dialog = await screen().findByRole('alertdialog');
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(
      within(dialog).getByRole('button', { name: '닫기' }).getBoundingClientRect().bottom,
    ).toBeLessThanOrEqual(window.innerHeight);
    const close = within(dialog).getByRole('button', { name: '닫기' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByText(/SC-1000/)).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
  },
};

const done = fn();

/** A page that asks for confirmation the way screens do: `await confirm(...)` from an event handler. */
function Page({ twice = false }: { twice?: boolean }) {
  const [result, setResult] = useState('');
  const onClick = async () => {
    setResult('');
    const first = confirm({ title: '삭제 완료', message: '컵 ID 3건이 삭제되었습니다.' });
    const second = twice ? confirm({ message: '박스 ID 1건이 삭제되었습니다.\n목록을 새로 불러옵니다.' }) : undefined;
    await first;
    done('first');
    await second;
    setResult('확인됨');
  };
  return (
    <div style={{ display: 'flex', gap: '12px', alignItems: 'center' }}>
      <Button variant="danger" onClick={onClick}>
        삭제
      </Button>
      <output>{result}</output>
      <ConfirmDialogHost />
    </div>
  );
}

/**
 * `confirm()` opens the dialog and its promise resolves when 확인 is pressed; focus returns to the button
 * that asked. A click outside does not close it.
 */
export const ConfirmResolves: Story = {
  render: () => <Page />,
  play: async ({ canvas }) => {
    done.mockClear();
    const trigger = canvas.getByRole('button', { name: '삭제' });
    await userEvent.click(trigger);
    const dialog = await screen().findByRole('alertdialog', { name: '삭제 완료' });
    await userEvent.click(dialog.parentElement ?? document.body);
    await expect(screen().getByRole('alertdialog')).toBeInTheDocument();
    await expect(done).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('확인됨'));
    await expect(screen().queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Escape closes it too, and the promise resolves the same way (there is only one answer). */
export const EscapeCloses: Story = {
  render: () => <Page />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '삭제' });
    await userEvent.click(trigger);
    await screen().findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('확인됨'));
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A second `confirm()` while one is open waits its turn and opens after the first is closed. */
export const Queue: Story = {
  render: () => <Page twice />,
  play: async ({ canvas }) => {
    done.mockClear();
    const trigger = canvas.getByRole('button', { name: '삭제' });
    await userEvent.click(trigger);
    const first = await screen().findByRole('alertdialog', { name: '삭제 완료' });
    await expect(screen().getAllByRole('alertdialog')).toHaveLength(1);
    await userEvent.click(within(first).getByRole('button', { name: '확인' }));

    const second = await screen().findByRole('alertdialog', { name: '알림' });
    await expect(done).toHaveBeenCalledWith('first');
    await expect(second).toHaveAccessibleDescription(/박스 ID 1건이 삭제되었습니다./);
    await waitFor(() => expect(within(second).getByRole('button', { name: '확인' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('확인됨'));
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Over an open modal: the confirm dialog is the layer above (z-index 22 over 20) and takes focus. */
export const AboveModal: Story = {
  render: () => (
    <>
      <Modal open onOpenChange={fn()} title="로봇 수정">
        수정한 내용을 저장합니다.
      </Modal>
      <ConfirmDialogHost />
    </>
  ),
  play: async () => {
    await screen().findByRole('dialog', { name: '로봇 수정' });
    void confirm({ title: '저장 완료', message: '로봇 정보가 저장되었습니다.\n목록 화면으로 이동합니다.' });
    const dialog = await screen().findByRole('alertdialog', { name: '저장 완료' });
    const ok = within(dialog).getByRole('button', { name: '확인' });
    await waitFor(() => expect(ok).toHaveFocus());
    const { left, top, width, height } = ok.getBoundingClientRect();
    await expect(document.elementFromPoint(left + width / 2, top + height / 2)).toBe(ok);
  },
};

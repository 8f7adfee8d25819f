import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmButtons } from '../ConfirmButtons';
import { Modal } from '../Modal';
import { LoadingOverlay } from './LoadingOverlay';
import { loader } from './loader';

const onSave = fn();

/** A page behind the overlay, so the stories show what it covers. */
function Page() {
  return (
    <div style={{ display: 'grid', gap: '12px', maxWidth: '480px' }}>
      <h1 style={{ margin: 0, fontSize: '20px' }}>로봇 등록</h1>
      <p style={{ margin: 0 }}>저장하는 동안 화면 전체가 잠기고, 작업이 모두 끝나면 다시 열립니다.</p>
      <Button onClick={onSave}>저장</Button>
    </div>
  );
}

const meta = {
  title: 'Feedback/LoadingOverlay',
  component: LoadingOverlay,
  // Fixed, full-screen content: each story gets its own frame on the docs page.
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
  render: (args) => (
    <>
      <Page />
      <LoadingOverlay {...args} />
    </>
  ),
  beforeEach: () => {
    loader.reset();
    onSave.mockClear();
    return () => {
      loader.reset();
    };
  },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** On: a spinner and '처리 중…' over the whole screen; the page beneath cannot be clicked. */
export const Open: Story = {
  args: { open: true },
  play: async ({ canvas }) => {
    const status = body().getByRole('status');
    await expect(status).toHaveTextContent('처리 중…');
    // The overlay, not the button, is what a pointer at the button's centre hits.
    const save = canvas.getByRole('button', { name: '저장' });
    const { left, top, width, height } = save.getBoundingClientRect();
    const hit = document.elementFromPoint(left + width / 2, top + height / 2);
    await expect(status.contains(hit)).toBe(true);
  },
};

/** The label is a prop. */
export const CustomLabel: Story = {
  args: { open: true, label: '엑셀 파일을 만드는 중…' },
  play: async () => {
    await expect(body().getByRole('status')).toHaveTextContent('엑셀 파일을 만드는 중…');
  },
};

/**
 * Follows the global counter: a nested operation that ends first does not hide the overlay; only the
 * last stop does. Stopping twice is harmless. Off, the status region stays (empty) so the next start is
 * announced, and the page is usable again.
 */
export const NestedOperations: Story = {
  play: async ({ canvas }) => {
    const status = body().getByRole('status');
    await expect(status).toBeEmptyDOMElement();

    const stopOuter = loader.start();
    const stopInner = loader.start();
    await waitFor(() => expect(status).toHaveTextContent('처리 중…'));
    stopInner();
    stopInner();
    await expect(status).toHaveTextContent('처리 중…');
    stopOuter();
    await waitFor(() => expect(status).toBeEmptyDOMElement());

    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    await expect(onSave).toHaveBeenCalledOnce();
  },
};

/** `loader.track(promise)` shows the overlay while the promise is pending, and passes its result through. */
export const TrackPromise: Story = {
  play: async () => {
    const status = body().getByRole('status');
    let finish!: (value: string) => void;
    const result = loader.track(new Promise<string>((resolve) => (finish = resolve)));
    await waitFor(() => expect(status).toHaveTextContent('처리 중…'));
    finish('저장됨');
    await expect(result).resolves.toBe('저장됨');
    await waitFor(() => expect(status).toBeEmptyDOMElement());
  },
};

/** Over a modal (layer 21 over 20): a save started in a modal blocks the modal too, and Escape keeps it open. */
export const OverModal: Story = {
  args: { open: true },
  render: (args) => (
    <>
      <Page />
      <Modal
        open
        onOpenChange={onSave}
        title="로봇 수정"
        footer={<ConfirmButtons align="end" confirmLabel="저장" confirmLoading />}
      >
        수정한 내용을 저장하는 중입니다.
      </Modal>
      <LoadingOverlay {...args} />
    </>
  ),
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: '로봇 수정' });
    const close = within(dialog).getByRole('button', { name: '닫기' });
    const { left, top, width, height } = close.getBoundingClientRect();
    await expect(close.contains(document.elementFromPoint(left + width / 2, top + height / 2))).toBe(false);
  },
};

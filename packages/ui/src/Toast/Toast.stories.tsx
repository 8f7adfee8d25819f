import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { toast } from './toast';
import { Toaster } from './Toaster';

/** Ends the pending "저장 요청" at once (the story's test), instead of racing a timer. */
let finishSave: () => void = () => undefined;

/** Buttons that raise each kind of toast, as a screen's event handlers would. */
function Demo() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '8px' }}>
      <Button onClick={() => toast.success('저장되었습니다')}>성공</Button>
      <Button variant="secondary" onClick={() => toast.info('새 알림이 3건 있습니다')}>
        안내
      </Button>
      <Button variant="secondary" onClick={() => toast.warning('배터리가 20% 미만인 로봇이 있습니다')}>
        경고
      </Button>
      <Button variant="danger" onClick={() => toast.error('저장하지 못했습니다.\n잠시 후 다시 시도해 주세요.')}>
        오류
      </Button>
      <Button variant="secondary" onClick={() => toast.loading('엑셀 파일을 만드는 중…')}>
        로딩
      </Button>
      <Button
        variant="dark"
        onClick={() => {
          // A request's life: loading while it runs, then its outcome in the same toast. The "request" ends
          // when a test says so (finishSave), or after a moment when someone clicks in Storybook.
          const id = toast.loading('저장 중…');
          void new Promise<void>((resolve) => {
            finishSave = resolve;
            setTimeout(resolve, 1500);
          }).then(() => {
            toast.update(id, { type: 'success', message: '저장되었습니다' });
          });
        }}
      >
        저장 요청
      </Button>
    </div>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: Toaster,
  // Screenshots need toasts that stay; the auto-dismiss story sets a short duration instead.
  args: { duration: Infinity },
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
  render: (args) => (
    <>
      <Demo />
      <Toaster {...args} />
    </>
  ),
  beforeEach: () => {
    toast.dismiss();
    return () => {
      toast.dismiss();
    };
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = () => within(document.body).getByRole('region', { name: /^알림/ });
const visibleToasts = () => within(region()).queryAllByRole('listitem');

const showOne = (button: string, message: string | RegExp): Story['play'] =>
  async function play({ canvas }) {
    await userEvent.click(canvas.getByRole('button', { name: button }));
    await waitFor(() => expect(visibleToasts()).toHaveLength(1));
    await expect(visibleToasts()[0]).toHaveTextContent(message);
  };

/** Success: green check. */
export const Success: Story = { play: showOne('성공', '저장되었습니다') };

/** Info: blue. */
export const InfoToast: Story = { name: 'Info', play: showOne('안내', '새 알림이 3건 있습니다') };

/** Warning: orange triangle. */
export const Warning: Story = { play: showOne('경고', '배터리가 20% 미만인 로봇이 있습니다') };

/** Error: red; line breaks in the message are kept. */
export const ErrorToast: Story = {
  name: 'Error',
  play: showOne('오류', /저장하지 못했습니다.\s*잠시 후 다시 시도해 주세요./),
};

/** Loading: a spinner; it stays until updated or dismissed. */
export const Loading: Story = { play: showOne('로딩', '엑셀 파일을 만드는 중…') };

/** At most three: a fourth toast pushes out the oldest. */
export const LimitOfThree: Story = {
  play: async ({ canvas }) => {
    for (const name of ['성공', '안내', '경고', '오류']) await userEvent.click(canvas.getByRole('button', { name }));
    await waitFor(() => expect(visibleToasts()).toHaveLength(3));
    const texts = visibleToasts().map((item) => item.textContent);
    await expect(texts.some((text) => text.includes('저장되었습니다'))).toBe(false);
    await expect(texts[2]).toContain('저장하지 못했습니다');
  },
};

/** `toast.update` turns a loading toast into its outcome, in the same place. */
export const LoadingToSuccess: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '저장 요청' }));
    await waitFor(() => expect(visibleToasts()[0]).toHaveTextContent('저장 중…'));
    finishSave();
    await waitFor(() => expect(visibleToasts()[0]).toHaveTextContent('저장되었습니다'));
    await expect(visibleToasts()).toHaveLength(1);
    await expect(visibleToasts()[0]).toHaveAttribute('data-type', 'success');
  },
};

/**
 * Toasts close by themselves after their duration (4 s in the app; 300 ms here). A loading toast stays
 * until it is updated: then its new duration starts.
 */
export const AutoDismiss: Story = {
  args: { duration: 300 },
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '성공' }));
    await userEvent.click(canvas.getByRole('button', { name: '로딩' }));
    await waitFor(() => expect(visibleToasts()).toHaveLength(2));
    // The pointer rests on the button that was clicked, away from the toasts (hover would pause them).
    await waitFor(() => expect(visibleToasts()).toHaveLength(1), { timeout: 2000 });
    await expect(visibleToasts()[0]).toHaveTextContent('엑셀 파일을 만드는 중…');
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(visibleToasts()).toHaveLength(1);
    const id = visibleToasts().at(0)?.getAttribute('data-id');
    await expect(id).toBeTruthy();
    toast.update(id ?? '', { type: 'success', message: '파일을 내려받았습니다' });
    await waitFor(() => expect(visibleToasts()[0]).toHaveTextContent('파일을 내려받았습니다'));
    await waitFor(() => expect(visibleToasts()).toHaveLength(0), { timeout: 2000 });
  },
};

/** The close button (닫기) removes a toast, also from the keyboard; `toast.dismiss()` clears them all. */
export const Dismiss: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '성공' }));
    await userEvent.click(canvas.getByRole('button', { name: '안내' }));
    await waitFor(() => expect(visibleToasts()).toHaveLength(2));
    const [first] = visibleToasts();
    if (!first) throw new Error('no toast');
    await userEvent.click(within(first).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(visibleToasts()).toHaveLength(1));
    await expect(visibleToasts()[0]).toHaveTextContent('새 알림이 3건 있습니다');

    // F8 jumps to the toasts; Tab reaches the toast, then its close button; Enter closes.
    await userEvent.keyboard('{F8}');
    await userEvent.tab();
    await expect(visibleToasts()[0]).toHaveFocus();
    await userEvent.tab();
    await expect(within(region()).getByRole('button', { name: '닫기' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(visibleToasts()).toHaveLength(0));

    await userEvent.click(canvas.getByRole('button', { name: '경고' }));
    await userEvent.click(canvas.getByRole('button', { name: '오류' }));
    toast.dismiss();
    await waitFor(() => expect(visibleToasts()).toHaveLength(0));
  },
};

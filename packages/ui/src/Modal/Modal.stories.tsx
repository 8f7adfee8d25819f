import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmButtons } from '../ConfirmButtons';
import { DropdownButtonList } from '../DropdownButtonList';
import { loader } from '../LoadingOverlay/loader';
import { Modal, type ModalProps } from './Modal';

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  // Fixed, full-screen content: each story gets its own frame on the docs page.
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
  args: {
    open: true,
    onOpenChange: fn(),
    title: '로봇 정보',
    children: '강남구청 1호기는 2025년 8월 18일에 설치되었습니다.',
  },
  argTypes: { children: { control: false }, footer: { control: false }, trigger: { control: false } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);

/** Open with a short body: title, close button (닫기), the dimmed page behind. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog', { name: '로봇 정보' });
    await expect(dialog.getBoundingClientRect().width).toBe(728);
    // Focus starts inside the modal.
    await waitFor(() => expect(screen().getByRole('button', { name: '닫기' })).toHaveFocus());
    await userEvent.click(screen().getByRole('button', { name: '닫기' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A description under the title, read as the dialog's description. */
export const WithDescription: Story = {
  args: { description: '설치 위치와 상태를 확인합니다.' },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: '로봇 정보' });
    await expect(dialog).toHaveAccessibleDescription('설치 위치와 상태를 확인합니다.');
  },
};

const formFields = (
  <div style={{ display: 'grid', gap: '12px' }}>
    <label style={{ display: 'grid', gap: '4px' }}>
      로봇 이름
      <input name="name" defaultValue="강남구청 1호기" style={{ font: 'inherit' }} />
    </label>
    <label style={{ display: 'grid', gap: '4px' }}>
      설치 위치
      <input name="place" defaultValue="서울 강남구 학동로 426" style={{ font: 'inherit' }} />
    </label>
  </div>
);

/** With a footer: the cancel/confirm pair at the end. */
export const WithFooter: Story = {
  args: {
    title: '로봇 수정',
    children: formFields,
    footer: <ConfirmButtons align="end" confirmLabel="저장" />,
  },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: '로봇 수정' });
    // After the short fade-in.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '저장' })).toBeVisible());
  },
};

const longText = Array.from(
  { length: 30 },
  (_, index) =>
    `${index + 1}. 수거함이 가득 차면 로봇이 자동으로 운영을 멈추고 관리자에게 알림을 보냅니다. 수거 후에는 다시 운영 중으로 바뀝니다.`,
);

/**
 * Long content: the modal stops at the window's height and its body scrolls; the header and footer stay.
 * The scrolling body is focusable, so the keyboard can scroll it.
 */
export const LongContent: Story = {
  args: {
    title: '운영 안내',
    children: longText.map((line) => (
      <p key={line} style={{ margin: '0 0 12px' }}>
        {line}
      </p>
    )),
    footer: <ConfirmButtons align="end" />,
  },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: '운영 안내' });
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    const body = dialog.querySelector<HTMLElement>('[tabindex="0"]');
    if (!body) throw new Error('the scrolling body is not focusable');
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '확인' })).toBeVisible());
  },
};

/** Width presets and pixel widths; 1092px at most (spec §9), even when more is asked for. */
export const Widths: Story = {
  args: { width: 'sm', title: '작은 모달 (sm)' },
  play: async () => {
    const dialog = await screen().findByRole('dialog');
    await expect(dialog.getBoundingClientRect().width).toBe(546);
  },
};

/** 'lg' is the maximum, 1092px. A pixel width above it is capped. */
export const Large: Story = {
  args: { width: 1400, title: '큰 모달 (1400px 요청, 1092px)' },
  play: async () => {
    const dialog = await screen().findByRole('dialog');
    await expect(dialog.getBoundingClientRect().width).toBe(1092);
  },
};

/** A modal with its own state and trigger, as a page uses it. */
function Controlled(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <Modal
      title="로봇 수정"
      footer={
        <ConfirmButtons
          align="end"
          confirmLabel="저장"
          onCancel={() => {
            setOpen(false);
          }}
        />
      }
      {...props}
      open={open}
      onOpenChange={setOpen}
      trigger={<Button>로봇 수정</Button>}
    >
      {formFields}
    </Modal>
  );
}

/**
 * Keyboard: Tab and Shift+Tab stay inside the modal, Escape closes it, and focus returns to the button that
 * opened it.
 */
export const KeyboardAndFocus: Story = {
  render: () => <Controlled />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '로봇 수정' });
    await userEvent.click(trigger);
    const dialog = await screen().findByRole('dialog', { name: '로봇 수정' });
    const close = within(dialog).getByRole('button', { name: '닫기' });
    await waitFor(() => expect(close).toHaveFocus());

    await userEvent.tab();
    await expect(within(dialog).getByRole('textbox', { name: '로봇 이름' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: '저장' })).toHaveFocus();
    // Past the last control, focus wraps to the first one instead of leaving the modal.
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: '저장' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** A click on the backdrop does not close the modal by default; `dismissOnOutsideClick` allows it. */
export const OutsideClick: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '12px' }}>
      <Controlled />
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '로봇 수정' }));
    const dialog = await screen().findByRole('dialog');
    const backdrop = dialog.parentElement;
    if (!backdrop) throw new Error('no backdrop');
    await userEvent.click(backdrop);
    await expect(screen().getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
  },
};

/** With `dismissOnOutsideClick`, a click on the backdrop closes it. */
export const DismissOnOutsideClick: Story = {
  render: () => <Controlled dismissOnOutsideClick />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '로봇 수정' }));
    const dialog = await screen().findByRole('dialog');
    const backdrop = dialog.parentElement;
    if (!backdrop) throw new Error('no backdrop');
    await userEvent.click(backdrop);
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
  },
};

/** While the loading overlay runs (a save from this modal), Escape does not close the modal. */
export const EscapeWhileSaving: Story = {
  render: () => <Controlled />,
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '로봇 수정' }));
    await screen().findByRole('dialog');
    const stop = loader.start();
    try {
      await userEvent.keyboard('{Escape}');
      await expect(screen().getByRole('dialog')).toBeInTheDocument();
    } finally {
      stop();
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
  },
};

/** A dropdown inside a modal opens above it and keeps focus inside the modal. */
export const WithDropdown: Story = {
  args: {
    title: '기기 관리',
    children: (
      <div style={{ minHeight: '200px' }}>
        <DropdownButtonList
          items={[
            { label: '원격 재시작', onClick: fn() },
            { label: '점검 모드', onClick: fn() },
          ]}
        />
      </div>
    ),
  },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: '기기 관리' });
    await userEvent.click(within(dialog).getByRole('button', { name: '버튼 목록 보기' }));
    const menu = await within(dialog).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '원격 재시작' })).toHaveFocus());
    // Placed right under its toggle, even though the modal was still fading in when it opened.
    const toggle = within(dialog).getByRole('button', { name: '버튼 목록 닫기' }).getBoundingClientRect();
    await expect(menu.getBoundingClientRect().left).toBe(toggle.left);
    await expect(menu.getBoundingClientRect().top).toBeGreaterThan(toggle.bottom);
    // The list is painted above the modal, not behind it.
    const item = within(menu).getByRole('menuitem', { name: '점검 모드' });
    const { left, top, width, height } = item.getBoundingClientRect();
    await expect(document.elementFromPoint(left + width / 2, top + height / 2)).toBe(item);
    // Escape closes the list only; the modal stays. Reopened for the picture.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(dialog).queryByRole('menu')).toBeNull());
    await expect(screen().getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    const reopened = await within(dialog).findByRole('menu');
    await expect(reopened.getBoundingClientRect().left).toBe(toggle.left);
  },
};

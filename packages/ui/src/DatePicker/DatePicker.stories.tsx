import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller } from 'react-hook-form';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { StoryForm } from '../Field/StoryForm';
import { DatePicker } from './DatePicker';

// A fixed today: stories never read the clock, so their pictures stay the same.
const TODAY = '2025-08-18';

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  parameters: { frame: 'padded' },
  args: { label: '설치일', today: TODAY, onChange: fn() },
  decorators: [
    (Story) => (
      // Tall enough for the open calendar to be in the picture.
      <div style={{ width: '280px', minHeight: '400px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Keyboard: Enter opens the calendar on today, arrows move by day, Enter picks; the popup closes, focus
 * returns to the trigger and the trigger is named by the label and the day.
 */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: '설치일 날짜 선택' });
    await expect(trigger.parentElement?.getBoundingClientRect().height).toBe(34);
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '날짜 선택' });
    await expect(dialog).toBeVisible();
    await expect(screen.getByRole('grid', { name: '2025년 8월' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^18, 2025년 8월 18일 월요일, 오늘/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(screen.getByRole('button', { name: /2025년 8월 26일/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-08-26');
    await expect(canvas.getByRole('button', { name: '설치일 2025-08-26' })).toHaveFocus();
  },
};

/** Open, with a chosen day: Korean month and weekdays (일-토, Sunday first), today outlined, the day filled. */
export const Open: Story = {
  args: { defaultValue: '2025-08-05' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '설치일 2025-08-05' }));
    const dialog = await screen.findByRole('dialog', { name: '날짜 선택' });
    // The weekday row is hidden from screen readers (each day's name says its weekday), so read the text.
    await expect(Array.from(dialog.querySelectorAll('th'), (th) => th.textContent)).toEqual([
      '일',
      '월',
      '화',
      '수',
      '목',
      '금',
      '토',
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: /^5, 2025년 8월 5일.*선택됨$/ })).toHaveFocus());
  },
};

/** Escape closes the calendar without choosing and returns focus to the trigger. */
export const EscapeCloses: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: '설치일 날짜 선택' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Month navigation with the previous/next buttons (Korean names). */
export const MonthNavigation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '설치일 날짜 선택' }));
    await userEvent.click(await screen.findByRole('button', { name: /이전 달로 이동/ }));
    await expect(screen.getByRole('grid', { name: '2025년 7월' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /2025년 7월 31일/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-07-31');
  },
};

/** The clear button empties the value and puts focus back on the trigger. */
export const Clearable: Story = {
  args: { defaultValue: '2025-08-01' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '날짜 지우기' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    const trigger = canvas.getByRole('button', { name: '설치일 날짜 선택' });
    await expect(trigger).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: '날짜 지우기' })).not.toBeInTheDocument();
  },
};

/** maxDate: days after it are disabled (e.g. no future days in statistics). */
export const MaxDate: Story = {
  args: { maxDate: TODAY, label: '조회일' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '조회일 날짜 선택' }));
    const tomorrow = await screen.findByRole('button', { name: /2025년 8월 19일/ });
    await expect(tomorrow).toBeDisabled();
    await userEvent.click(tomorrow, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Required, with an error and a hint. */
export const WithError: Story = {
  args: { required: true, error: '필수 항목입니다', hint: '현장 설치를 마친 날' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '설치일 필수 날짜 선택' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('필수 항목입니다 현장 설치를 마친 날');
  },
};

/** Disabled: cannot be opened, no clear button. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: '2025-08-01' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '설치일 2025-08-01' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: '날짜 지우기' })).not.toBeInTheDocument();
  },
};

function InstallForm({ onSubmit }: { onSubmit: (values: { installedAt: string }) => void }) {
  return (
    <StoryForm defaultValues={{ installedAt: '' }} submitLabel="저장" onSubmit={onSubmit}>
      {(control) => (
        <Controller
          name="installedAt"
          control={control}
          rules={{ required: '필수 항목입니다' }}
          render={({ field, fieldState }) => (
            <DatePicker
              label="설치일"
              required
              today={TODAY}
              maxDate={TODAY}
              error={fieldState.error?.message}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
      )}
    </StoryForm>
  );
}

/** With react-hook-form: a Controller; the value is the 'YYYY-MM-DD' string; on error focus goes to the trigger. */
export const WithReactHookForm: StoryObj<typeof InstallForm> = {
  args: { onSubmit: fn() },
  render: ({ onSubmit }) => <InstallForm onSubmit={onSubmit} />,
  play: async ({ canvas, args: { onSubmit } }) => {
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    const trigger = canvas.getByRole('button', { name: '설치일 필수 날짜 선택' });
    await waitFor(() => expect(trigger).toHaveAccessibleDescription('필수 항목입니다'));
    await expect(trigger).toHaveFocus();
    await expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard(' ');
    await userEvent.click(await screen.findByRole('button', { name: /2025년 8월 14일/ }));
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ installedAt: '2025-08-14' }, expect.anything()));
  },
};

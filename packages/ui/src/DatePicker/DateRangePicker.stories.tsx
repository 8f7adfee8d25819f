import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller } from 'react-hook-form';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { StoryForm } from '../Field/StoryForm';
import { EMPTY_DATE_RANGE, lastDays, type DateRangeValue } from './calendarDay';
import { DateRangePicker } from './DateRangePicker';

// A fixed today: stories never read the clock, so their pictures stay the same.
const TODAY = '2025-08-18';

const meta = {
  title: 'Forms/DateRangePicker',
  component: DateRangePicker,
  parameters: { frame: 'padded' },
  args: { label: '기간', today: TODAY, onChange: fn() },
  decorators: [
    (Story) => (
      // Tall and wide enough for the open two-month calendar to be in the picture.
      <div style={{ width: '300px', minHeight: '420px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A preset sets the range at once and closes: 최근 7일 on 2025-08-18 is 2025-08-12 ~ 2025-08-18. */
export const Presets: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: '기간 기간 선택' });
    await expect(trigger.parentElement?.getBoundingClientRect().height).toBe(34);
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: '기간 선택' });
    await userEvent.click(screen.getByRole('button', { name: '최근 7일' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2025-08-12', to: '2025-08-18' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: '기간 2025-08-12 ~ 2025-08-18' })).toHaveFocus();
  },
};

/**
 * Open with a range: two months ending with the range's month, the range band, and the preset it matches
 * pressed.
 */
export const Open: Story = {
  args: { defaultValue: lastDays(30, TODAY) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '기간 2025-07-20 ~ 2025-08-18' }));
    await screen.findByRole('dialog', { name: '기간 선택' });
    await expect(screen.getByRole('grid', { name: '2025년 7월' })).toBeVisible();
    await expect(screen.getByRole('grid', { name: '2025년 8월' })).toBeVisible();
    await expect(screen.getByRole('button', { name: '최근 30일' })).toHaveAttribute('aria-pressed', 'true');
    await expect(screen.getByRole('button', { name: '최근 7일' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(screen.getByRole('button', { name: /2025년 7월 20일/ })).toHaveFocus());
  },
};

/**
 * Keyboard only: Space opens on today, arrows move, Enter picks the start, then the end; the status line says
 * what to pick next.
 */
export const KeyboardPicking: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await screen.findByRole('dialog', { name: '기간 선택' });
    // A live region: screen readers hear the prompt change after the first pick.
    await expect(screen.getByText('시작일을 선택하세요')).toHaveAttribute('role', 'status');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^18, 2025년 8월 18일 월요일, 오늘/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{Enter}');
    await expect(screen.getByText('2025-08-15 ~ 종료일을 선택하세요')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2025-08-15', to: '2025-08-17' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: '기간 2025-08-15 ~ 2025-08-17' })).toHaveFocus();
  },
};

/** The end may be clicked before the start: the range is put in order. */
export const PickingBackwards: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '기간 기간 선택' }));
    await userEvent.click(await screen.findByRole('button', { name: /2025년 8월 10일/ }));
    await userEvent.click(screen.getByRole('button', { name: /2025년 7월 28일/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2025-07-28', to: '2025-08-10' });
  },
};

/** Halfway: the start is marked and the status asks for the end (the picture shows this state). */
export const PickingEnd: Story = {
  args: { defaultValue: { from: '2025-08-04', to: '2025-08-08' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '기간 2025-08-04 ~ 2025-08-08' }));
    await userEvent.click(await screen.findByRole('button', { name: /2025년 8월 11일/ }));
    await expect(screen.getByText('2025-08-11 ~ 종료일을 선택하세요')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Escape closes without changing the range and returns focus to the trigger. */
export const EscapeCloses: Story = {
  args: { defaultValue: { from: '2025-08-04', to: '2025-08-08' } },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: '기간 2025-08-04 ~ 2025-08-08' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: /2025년 8월 11일/ }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAccessibleName('기간 2025-08-04 ~ 2025-08-08');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The clear button empties the range. */
export const Clearable: Story = {
  args: { defaultValue: { from: '2025-08-04', to: '2025-08-08' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '기간 지우기' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(EMPTY_DATE_RANGE);
    await expect(canvas.getByRole('button', { name: '기간 기간 선택' })).toHaveFocus();
  },
};

/** maxDate: no future days (statistics); days after today are disabled. */
export const MaxDate: Story = {
  args: { maxDate: TODAY, defaultValue: lastDays(7, TODAY) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '기간 2025-08-12 ~ 2025-08-18' }));
    await expect(await screen.findByRole('button', { name: /2025년 8월 19일/ })).toBeDisabled();
  },
};

/** Required with an error, a hint; and disabled. */
export const ErrorAndDisabled: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '24px' }}>
      <DateRangePicker {...args} required error="필수 항목입니다" hint="최대 90일까지 조회할 수 있습니다." />
      <DateRangePicker {...args} label="설치 기간" disabled defaultValue={lastDays(7, TODAY)} />
    </div>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '기간 필수 기간 선택' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('필수 항목입니다 최대 90일까지 조회할 수 있습니다.');
    await expect(canvas.getByRole('button', { name: '설치 기간 2025-08-12 ~ 2025-08-18' })).toBeDisabled();
  },
};

interface PeriodForm {
  period: DateRangeValue;
}

function StatisticsForm({ onSubmit }: { onSubmit: (values: PeriodForm) => void }) {
  return (
    <StoryForm defaultValues={{ period: EMPTY_DATE_RANGE }} submitLabel="조회" onSubmit={onSubmit}>
      {(control) => (
        <Controller
          name="period"
          control={control}
          rules={{ validate: (value) => (value.from !== '' && value.to !== '') || '필수 항목입니다' }}
          render={({ field, fieldState }) => (
            <DateRangePicker
              label="조회 기간"
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

/** With react-hook-form: a Controller holding `{ from, to }`; validation in Korean. */
export const WithReactHookForm: StoryObj<typeof StatisticsForm> = {
  args: { onSubmit: fn() },
  render: ({ onSubmit }) => <StatisticsForm onSubmit={onSubmit} />,
  play: async ({ canvas, args: { onSubmit } }) => {
    await userEvent.click(canvas.getByRole('button', { name: '조회' }));
    const trigger = canvas.getByRole('button', { name: '조회 기간 필수 기간 선택' });
    await waitFor(() => expect(trigger).toHaveAccessibleDescription('필수 항목입니다'));
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: '최근 30일' }));
    await userEvent.click(canvas.getByRole('button', { name: '조회' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ period: { from: '2025-07-20', to: '2025-08-18' } }, expect.anything()),
    );
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller } from 'react-hook-form';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { StoryForm } from '../Field/StoryForm';
import { RadioSelector, type RadioSelectorOption } from './RadioSelector';

// labels-ko.md: day type EVERYDAY / WEEKDAY.
const dayTypes: RadioSelectorOption[] = [
  { value: 'EVERYDAY', label: '매일' },
  { value: 'WEEKDAY', label: '평일' },
];

// labels-ko.md: material types.
const materials: RadioSelectorOption[] = [
  { value: 'PET', label: '페트' },
  { value: 'PAPER', label: '종이' },
  { value: 'CAN', label: '캔' },
  { value: 'TETRA_PAK', label: '종이팩' },
  { value: 'NONE', label: '없음', disabled: true },
];

/**
 * Presses and releases an arrow key as a person does. Radix checks the option that receives focus while an arrow
 * key is down, and it moves focus a moment after keydown; releasing at once (as `keyboard('{ArrowRight}')`
 * does) would lift the key before that.
 */
async function pressArrow(key: string, expectChecked: HTMLElement) {
  await userEvent.keyboard(`{${key}>}`);
  await waitFor(() => expect(expectChecked).toBeChecked());
  await userEvent.keyboard(`{/${key}}`);
}

const meta = {
  title: 'Forms/RadioSelector',
  component: RadioSelector,
  parameters: { frame: 'padded' },
  args: { label: '배출 품목', options: materials, defaultValue: 'PET', onValueChange: fn() },
} satisfies Meta<typeof RadioSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One row; Tab enters at the chosen option, Left/Right arrows move the choice (skipping disabled options and
 * wrapping around).
 */
export const Horizontal: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: '배출 품목' });
    await expect(group).toHaveAttribute('aria-orientation', 'horizontal');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '페트' })).toHaveFocus();
    await pressArrow('ArrowRight', canvas.getByRole('radio', { name: '종이' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('PAPER');
    await pressArrow('ArrowLeft', canvas.getByRole('radio', { name: '페트' }));
    // Wraps from the first option to the last enabled one (없음 is disabled).
    await pressArrow('ArrowLeft', canvas.getByRole('radio', { name: '종이팩' }));
    await userEvent.click(canvas.getByText('캔'));
    await expect(canvas.getByRole('radio', { name: '캔' })).toBeChecked();
  },
};

/** A column; Up/Down arrows move the choice. */
export const Vertical: Story = {
  args: { orientation: 'vertical', label: '운영 요일', options: dayTypes, defaultValue: 'EVERYDAY' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await pressArrow('ArrowDown', canvas.getByRole('radio', { name: '평일' }));
  },
};

/** Nothing chosen yet, required, with an error and a hint. */
export const WithError: Story = {
  args: {
    label: '운영 요일',
    options: dayTypes,
    defaultValue: undefined,
    required: true,
    hint: '공휴일은 평일에 포함되지 않습니다.',
    error: '필수 항목입니다',
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: '운영 요일 필수' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('필수 항목입니다 공휴일은 평일에 포함되지 않습니다.');
    await expect(canvas.getByRole('radio', { name: '매일' })).not.toBeChecked();
  },
};

/** Disabled: no option can be chosen or focused. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '종이' })).toBeDisabled();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

function ScheduleForm({ onSubmit }: { onSubmit: (values: { dayType: string }) => void }) {
  return (
    <StoryForm defaultValues={{ dayType: '' }} submitLabel="저장" onSubmit={onSubmit}>
      {(control) => (
        <Controller
          name="dayType"
          control={control}
          rules={{ required: '필수 항목입니다' }}
          render={({ field, fieldState }) => (
            <RadioSelector
              label="운영 요일"
              required
              options={dayTypes}
              error={fieldState.error?.message}
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
      )}
    </StoryForm>
  );
}

/** With react-hook-form: a Controller; on error, focus goes to the group's first option. */
export const WithReactHookForm: StoryObj<typeof ScheduleForm> = {
  args: { onSubmit: fn() },
  render: ({ onSubmit }) => <ScheduleForm onSubmit={onSubmit} />,
  play: async ({ canvas, args: { onSubmit } }) => {
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    const group = canvas.getByRole('radiogroup', { name: '운영 요일 필수' });
    await waitFor(() => expect(group).toHaveAccessibleDescription('필수 항목입니다'));
    await expect(canvas.getByRole('radio', { name: '매일' })).toHaveFocus();
    await pressArrow('ArrowRight', canvas.getByRole('radio', { name: '평일' }));
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ dayType: 'WEEKDAY' }, expect.anything()));
  },
};

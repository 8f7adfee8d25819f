import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Select, type SelectOption } from './Select';

// domain.md: robot operation states and their Korean labels (labels-ko.md).
const operationStates: SelectOption[] = [
  { value: 'OPERATION', label: '운영 중' },
  { value: 'CHECK', label: '점검 중' },
  { value: 'WAIT', label: '대기' },
  { value: 'STOP', label: '정지' },
  { value: 'DEFAULT', label: '미설정' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  parameters: { frame: 'padded' },
  args: { label: '운영 상태', options: operationStates, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: '320px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The placeholder '선택' first (empty value); arrow keys change the choice as in any native select. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: '운영 상태' });
    await expect(select).toHaveValue('');
    await expect(select.parentElement?.getBoundingClientRect().height).toBe(34);
    await userEvent.selectOptions(select, '점검 중');
    await expect(select).toHaveValue('CHECK');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** In a filter, the empty option reads '전체': no filter. */
export const FilterAll: Story = {
  args: { placeholder: '전체', defaultValue: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('option', { name: '전체' })).toHaveValue('');
  },
};

/** Without a placeholder the first option is chosen. */
export const NoPlaceholder: Story = {
  args: { placeholder: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '운영 상태' })).toHaveValue('OPERATION');
  },
};

/** A chosen value. */
export const WithValue: Story = {
  args: { defaultValue: 'WAIT', hint: '정지하면 배출을 받지 않습니다.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '운영 상태' })).toHaveAccessibleDescription(
      '정지하면 배출을 받지 않습니다.',
    );
  },
};

/** Required, with an error. */
export const WithError: Story = {
  args: { required: true, error: '필수 항목입니다' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '운영 상태 필수' })).toBeInvalid();
  },
};

/** Disabled. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'OPERATION' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '운영 상태' })).toBeDisabled();
  },
};

function StateForm({ onSubmit }: { onSubmit: (values: { state: string }) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ defaultValues: { state: '' } });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      style={{ display: 'flex', flexDirection: 'column', gap: '16px' }}
    >
      <Select
        label="운영 상태"
        required
        options={operationStates}
        error={errors.state?.message}
        {...register('state', { required: '필수 항목입니다' })}
      />
      <Button type="submit">저장</Button>
    </form>
  );
}

/** With react-hook-form's `register()`: the empty placeholder fails `required` with a Korean message. */
export const WithReactHookForm: StoryObj<typeof StateForm> = {
  args: { onSubmit: fn() },
  render: ({ onSubmit }) => <StateForm onSubmit={onSubmit} />,
  play: async ({ canvas, args: { onSubmit } }) => {
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    const select = canvas.getByRole('combobox', { name: '운영 상태 필수' });
    await waitFor(() => expect(select).toHaveAccessibleDescription('필수 항목입니다'));
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, '대기');
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ state: 'WAIT' }, expect.anything()));
  },
};

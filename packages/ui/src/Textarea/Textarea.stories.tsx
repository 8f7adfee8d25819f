import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Textarea } from './Textarea';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  parameters: { frame: 'padded' },
  args: { label: '변경 사유', placeholder: '상태를 바꾸는 이유를 적어 주세요.', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: '400px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four lines by default, full width; Enter makes a new line (it does not submit). */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const textarea = canvas.getByRole('textbox', { name: '변경 사유' });
    await userEvent.type(textarea, '세척 완료{Enter}재입고');
    await expect(textarea).toHaveValue('세척 완료\n재입고');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** With a hint, required. */
export const WithHint: Story = {
  args: { required: true, hint: '감사 기록에 남습니다.', rows: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '변경 사유 필수' })).toHaveAccessibleDescription(
      '감사 기록에 남습니다.',
    );
  },
};

/** With an error. */
export const WithError: Story = {
  args: { required: true, error: '필수 항목입니다' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '변경 사유 필수' })).toBeInvalid();
  },
};

/** Disabled. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: '분실 신고 접수' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '변경 사유' })).toBeDisabled();
  },
};

function ReasonForm({ onSubmit }: { onSubmit: (values: { reason: string }) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ defaultValues: { reason: '' } });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      style={{ display: 'flex', flexDirection: 'column', gap: '16px' }}
    >
      <Textarea
        label="변경 사유"
        required
        error={errors.reason?.message}
        {...register('reason', {
          required: '필수 항목입니다',
          minLength: { value: 5, message: '5자 이상 입력하세요' },
        })}
      />
      <Button type="submit">저장</Button>
    </form>
  );
}

/** With react-hook-form's `register()`. */
export const WithReactHookForm: StoryObj<typeof ReasonForm> = {
  args: { onSubmit: fn() },
  render: ({ onSubmit }) => <ReasonForm onSubmit={onSubmit} />,
  play: async ({ canvas, args: { onSubmit } }) => {
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    const textarea = canvas.getByRole('textbox', { name: '변경 사유 필수' });
    await waitFor(() => expect(textarea).toHaveAccessibleDescription('필수 항목입니다'));
    await userEvent.type(textarea, '파손');
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(textarea).toHaveAccessibleDescription('5자 이상 입력하세요'));
    await userEvent.type(textarea, ' 폐기 처리');
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ reason: '파손 폐기 처리' }, expect.anything()));
  },
};

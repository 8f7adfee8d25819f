import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  parameters: { frame: 'padded' },
  args: { label: '로봇 이름', placeholder: '예) 강남구청 1호기', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: '320px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Full width of its container, 34px high like a button. Clicking the label focuses the input. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: '로봇 이름' });
    // The box around the input (its frame) is what the user sees.
    const box = input.parentElement?.getBoundingClientRect();
    await expect(box?.height).toBe(34);
    await expect(box?.width).toBe(320);
    await userEvent.click(canvas.getByText('로봇 이름'));
    await expect(input).toHaveFocus();
    await userEvent.keyboard('강남구청 1호기');
    await expect(input).toHaveValue('강남구청 1호기');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** A hint under the input, read as its description. */
export const WithHint: Story = {
  args: { hint: '목록과 지도에 표시되는 이름입니다.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '로봇 이름' })).toHaveAccessibleDescription(
      '목록과 지도에 표시되는 이름입니다.',
    );
  },
};

/** The required mark: a red '*', read as '필수'. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '로봇 이름 필수' })).toBeInTheDocument();
  },
};

/** An error: red border and message; the input is invalid and described by the message (then the hint). */
export const WithError: Story = {
  args: { required: true, error: '필수 항목입니다', hint: '목록과 지도에 표시되는 이름입니다.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '로봇 이름 필수' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('필수 항목입니다 목록과 지도에 표시되는 이름입니다.');
  },
};

/** Disabled: greyed out, not focusable. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: '강남구청 1호기' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '로봇 이름' })).toBeDisabled();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

/** A suffix inside the box (e.g. a fixed e-mail domain), read as the input's description. */
export const WithSuffix: Story = {
  args: { label: '이메일', placeholder: '아이디', suffix: '@oa.co.kr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '이메일' })).toHaveAccessibleDescription('@oa.co.kr');
  },
};

/** The label can be for screen readers only, e.g. a search box with a visible placeholder. */
export const HiddenLabel: Story = {
  args: { label: '검색어', hideLabel: true, type: 'search', placeholder: '로봇 이름 또는 ID' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: '검색어' })).toBeInTheDocument();
  },
};

function RegisterForm({ onSubmit }: { onSubmit: (values: { name: string; email: string }) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ defaultValues: { name: '', email: '' } });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      style={{ display: 'flex', flexDirection: 'column', gap: '16px' }}
    >
      <TextField
        label="이름"
        required
        error={errors.name?.message}
        {...register('name', { required: '필수 항목입니다' })}
      />
      <TextField
        label="이메일"
        type="email"
        required
        hint="로그인 알림을 받을 주소입니다."
        error={errors.email?.message}
        {...register('email', {
          required: '필수 항목입니다',
          pattern: { value: /^[^@\s]+@[^@\s]+\.[^@\s]+$/, message: '이메일 형식이 올바르지 않습니다' },
        })}
      />
      <Button type="submit">저장</Button>
    </form>
  );
}

/**
 * With react-hook-form: `{...register('name')}` spreads name, onChange, onBlur and ref. Submitting empty shows
 * Korean messages and focuses the first invalid field; fixing them submits.
 */
export const WithReactHookForm: StoryObj<typeof RegisterForm> = {
  args: { onSubmit: fn() },
  render: ({ onSubmit }) => <RegisterForm onSubmit={onSubmit} />,
  play: async ({ canvas, args: { onSubmit } }) => {
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    const name = canvas.getByRole('textbox', { name: '이름 필수' });
    await waitFor(() => expect(name).toBeInvalid());
    await expect(name).toHaveAccessibleDescription('필수 항목입니다');
    await expect(name).toHaveFocus();
    await expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(name, '홍길동');
    await userEvent.type(canvas.getByRole('textbox', { name: '이메일 필수' }), 'hong');
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(canvas.getByText('이메일 형식이 올바르지 않습니다')).toBeInTheDocument());

    await userEvent.type(canvas.getByRole('textbox', { name: '이메일 필수' }), '@example.com');
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ name: '홍길동', email: 'hong@example.com' }, expect.anything()),
    );
    await expect(canvas.queryByText('필수 항목입니다')).not.toBeInTheDocument();
  },
};

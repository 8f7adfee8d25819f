import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { NumberField } from './NumberField';
import { parseNumberText } from './numberText';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  parameters: { frame: 'padded' },
  args: { label: '보증금', unit: '원', onChange: fn(), onBlur: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: '320px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Integer KRW: typing keeps digits only; away from the field it reads '1,250,000 원', in it the plain digits
 * the form submits.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '보증금' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAccessibleDescription('원');
    await userEvent.click(input);
    await userEvent.keyboard('12a5,0000');
    await expect(input).toHaveValue('1250000');
    await userEvent.tab();
    await expect(input).toHaveValue('1250000');
    await expect(canvas.getByText('1,250,000')).toBeVisible();
  },
};

/** A value given by the page, shown with separators. */
export const WithValue: Story = {
  args: { defaultValue: '1000' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,000')).toBeVisible();
  },
};

/** min/max: a value outside is brought within when the field loses focus (the form then sees 100). */
export const MinMax: Story = {
  args: { label: '만재 알림 기준', unit: '%', min: 0, max: 100, hint: '0~100 사이로 입력하세요.' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: '만재 알림 기준' });
    await userEvent.type(input, '150');
    await userEvent.tab();
    await expect(input).toHaveValue('100');
    // Three keystrokes, then the change to 100 on blur: a form listening to onChange sees 100.
    await expect(args.onChange).toHaveBeenCalledTimes(4);
  },
};

/** Decimals allowed: the decimal keypad and at most `decimals` fraction digits. */
export const Decimals: Story = {
  args: { label: '평균 배출량', unit: 'kg', decimals: 1 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '평균 배출량' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '1234.56');
    await expect(input).toHaveValue('1234.5');
    await userEvent.tab();
    await expect(canvas.getByText('1,234.5')).toBeVisible();
  },
};

/** Required, with an error. */
export const WithError: Story = {
  args: { required: true, error: '필수 항목입니다' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '보증금 필수' })).toBeInvalid();
  },
};

/** Disabled. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: '1000' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '보증금' })).toBeDisabled();
  },
};

function Controlled() {
  const [value, setValue] = useState('30000');
  return (
    <>
      <NumberField
        label="환급 금액"
        unit="원"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
        }}
      />
      <p>입력값: {value || '(없음)'}</p>
    </>
  );
}

/** Controlled by the page's state: the state holds plain digits. */
export const ControlledValue: Story = {
  render: () => <Controlled />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '환급 금액' });
    await expect(canvas.getByText('30,000')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '0045000');
    await userEvent.tab();
    await expect(canvas.getByText('입력값: 45000')).toBeInTheDocument();
    await expect(canvas.getByText('45,000')).toBeVisible();
  },
};

interface CupForm {
  deposit: number | null;
  count: number | null;
}

function CupIdForm({ onSubmit }: { onSubmit: (values: CupForm) => void }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CupForm>({ defaultValues: { deposit: null, count: null } });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      style={{ display: 'flex', flexDirection: 'column', gap: '16px' }}
    >
      <NumberField
        label="보증금"
        unit="원"
        required
        error={errors.deposit?.message}
        {...register('deposit', { setValueAs: parseNumberText, required: '필수 항목입니다' })}
      />
      <NumberField
        label="등록 수량"
        unit="개"
        required
        max={10000}
        hint="한 번에 최대 10,000개"
        error={errors.count?.message}
        {...register('count', {
          setValueAs: parseNumberText,
          validate: (value) => (value !== null && value > 0) || '1개 이상 입력하세요',
        })}
      />
      <div style={{ display: 'flex', gap: '8px' }}>
        <Button type="submit">등록</Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            reset({ deposit: 1000, count: 50 });
          }}
        >
          기본값
        </Button>
      </div>
    </form>
  );
}

/**
 * With react-hook-form: `register('deposit', { setValueAs: parseNumberText })` submits a number (null when
 * empty). Empty shows Korean errors; reset() values show formatted.
 */
export const WithReactHookForm: StoryObj<typeof CupIdForm> = {
  args: { onSubmit: fn() },
  render: ({ onSubmit }) => <CupIdForm onSubmit={onSubmit} />,
  play: async ({ canvas, args: { onSubmit } }) => {
    await userEvent.click(canvas.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(canvas.getByText('필수 항목입니다')).toBeInTheDocument());
    await expect(canvas.getByText('1개 이상 입력하세요')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: '보증금 필수' })).toHaveFocus();

    await userEvent.keyboard('1000');
    await userEvent.type(canvas.getByRole('textbox', { name: '등록 수량 필수' }), '20000');
    await userEvent.click(canvas.getByRole('button', { name: '등록' }));
    // 20000 was brought down to the maximum on blur.
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ deposit: 1000, count: 10000 }, expect.anything()));

    await userEvent.click(canvas.getByRole('button', { name: '기본값' }));
    await waitFor(() => expect(canvas.getByText('50')).toBeVisible());
    await expect(canvas.getByText('1,000')).toBeVisible();
  },
};

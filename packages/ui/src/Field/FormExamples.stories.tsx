import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { DatePicker } from '../DatePicker';
import { NumberField, parseNumberText } from '../NumberField';
import { RadioSelector } from '../RadioSelector';
import { Select } from '../Select';
import { Switch } from '../Switch';
import { Textarea } from '../Textarea';
import { TextField } from '../TextField';

// A fixed today: stories never read the clock, so their pictures stay the same.
const TODAY = '2025-08-18';
const REQUIRED = '필수 항목입니다';

interface RobotForm {
  name: string;
  client: string;
  installedAt: string;
  dayType: string;
  capacity: number | null;
  fullAlert: boolean;
  memo: string;
  confirmed: boolean;
}

const defaultValues: RobotForm = {
  name: '',
  client: '',
  installedAt: '',
  dayType: '',
  capacity: null,
  fullAlert: true,
  memo: '',
  confirmed: false,
};

/**
 * A robot registration form with every field, the way pages use them with react-hook-form: `register()` for the
 * native inputs (TextField, Select, NumberField, Textarea), a Controller for the Radix and date fields
 * (RadioSelector, DatePicker, Switch, Checkbox). Korean messages, required marks, focus on the first error.
 */
function RobotRegisterForm({ onSubmit }: { onSubmit: (values: RobotForm) => void }) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<RobotForm>({ defaultValues });
  return (
    <form
      noValidate
      aria-label="로봇 등록"
      onSubmit={handleSubmit(onSubmit)}
      style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '20px 24px', width: '720px' }}
    >
      <TextField
        label="로봇 이름"
        required
        placeholder="예) 강남구청 1호기"
        error={errors.name?.message}
        {...register('name', { required: REQUIRED, maxLength: { value: 30, message: '30자 이하로 입력하세요' } })}
      />
      <Select
        label="고객사"
        required
        options={[
          { value: 'gangnam', label: '강남구청' },
          { value: 'mapo', label: '마포구청' },
          { value: 'snu', label: '서울대학교' },
        ]}
        error={errors.client?.message}
        {...register('client', { required: REQUIRED })}
      />
      <Controller
        name="installedAt"
        control={control}
        rules={{ required: REQUIRED }}
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
      <NumberField
        label="수거함 용량"
        unit="개"
        required
        max={9999}
        hint="한 번에 담을 수 있는 용기 수"
        error={errors.capacity?.message}
        {...register('capacity', { setValueAs: parseNumberText, required: REQUIRED })}
      />
      <Controller
        name="dayType"
        control={control}
        rules={{ required: REQUIRED }}
        render={({ field, fieldState }) => (
          <RadioSelector
            label="운영 요일"
            required
            options={[
              { value: 'EVERYDAY', label: '매일' },
              { value: 'WEEKDAY', label: '평일' },
            ]}
            error={fieldState.error?.message}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      <Controller
        name="fullAlert"
        control={control}
        render={({ field }) => (
          <Switch
            label="만재 알림 사용"
            hint="수거함이 가득 차면 담당자에게 문자를 보냅니다."
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      <Textarea label="메모" rows={3} {...register('memo')} />
      <Controller
        name="confirmed"
        control={control}
        rules={{ validate: (value) => value || REQUIRED }}
        render={({ field, fieldState }) => (
          <Checkbox
            label="설치 위치와 고객사를 확인했습니다"
            required
            error={fieldState.error?.message}
            checked={field.value}
            onCheckedChange={(checked) => {
              field.onChange(checked === true);
            }}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      <div style={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit">등록</Button>
      </div>
    </form>
  );
}

const meta = {
  title: 'Forms/Examples',
  component: RobotRegisterForm,
  parameters: { frame: 'padded' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof RobotRegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Submitting empty shows '필수 항목입니다' under every required field and focuses the first; filling them all
 * (mouse and keyboard) submits typed values: strings, a 'YYYY-MM-DD' day, a number, booleans.
 */
export const RobotRegistration: Story = {
  play: async ({ canvas, args: { onSubmit } }) => {
    await userEvent.click(canvas.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(canvas.getAllByText(REQUIRED)).toHaveLength(6));
    await expect(onSubmit).not.toHaveBeenCalled();
    const name = canvas.getByRole('textbox', { name: '로봇 이름 필수' });
    await expect(name).toHaveFocus();
    await expect(name).toBeInvalid();

    await userEvent.type(name, '강남구청 1호기');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '고객사 필수' }), '강남구청');
    await userEvent.click(canvas.getByRole('button', { name: '설치일 필수 날짜 선택' }));
    await userEvent.click(await screen.findByRole('button', { name: /2025년 8월 11일/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: '수거함 용량 필수' }), '120');
    await userEvent.click(canvas.getByRole('radio', { name: '평일' }));
    await userEvent.click(canvas.getByRole('switch', { name: '만재 알림 사용' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '메모' }), '정문 옆');
    await userEvent.click(canvas.getByRole('checkbox', { name: '설치 위치와 고객사를 확인했습니다 필수' }));
    await userEvent.click(canvas.getByRole('button', { name: '등록' }));

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        {
          name: '강남구청 1호기',
          client: 'gangnam',
          installedAt: '2025-08-11',
          dayType: 'WEEKDAY',
          capacity: 120,
          fullAlert: false,
          memo: '정문 옆',
          confirmed: true,
        },
        expect.anything(),
      ),
    );
    await expect(canvas.queryByText(REQUIRED)).not.toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { StoryForm } from '../Field/StoryForm';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  parameters: { frame: 'padded' },
  args: { label: '알림 문자 재발송', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click the box or its label, or press Space, to toggle. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: '알림 문자 재발송' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText('알림 문자 재발송'));
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
  },
};

/** Every state: unchecked, checked, indeterminate, each enabled and disabled. */
export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 160px)', gap: '16px' }}>
      <Checkbox {...args} label="선택 안 됨" checked={false} />
      <Checkbox {...args} label="선택됨" checked />
      <Checkbox {...args} label="일부 선택" checked="indeterminate" />
      <Checkbox {...args} label="선택 안 됨" checked={false} disabled />
      <Checkbox {...args} label="선택됨" checked disabled />
      <Checkbox {...args} label="일부 선택" checked="indeterminate" disabled />
    </div>
  ),
  play: async ({ canvas }) => {
    const mixed = canvas.getAllByRole('checkbox', { name: '일부 선택' });
    await expect(mixed[0]).toBePartiallyChecked();
    await expect(mixed[1]).toBeDisabled();
  },
};

const rows = ['CUID-000101', 'CUID-000102', 'CUID-000103'];

function SelectAll() {
  const [selected, setSelected] = useState<string[]>(['CUID-000102']);
  const all = selected.length === rows.length ? true : selected.length === 0 ? false : 'indeterminate';
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '8px' }}>
      <Checkbox
        aria-label="전체 선택"
        checked={all}
        onCheckedChange={(checked) => {
          setSelected(checked === true ? rows : []);
        }}
      />
      {rows.map((row) => (
        <Checkbox
          key={row}
          label={row}
          checked={selected.includes(row)}
          onCheckedChange={(checked) => {
            setSelected((current) => (checked === true ? [...current, row] : current.filter((r) => r !== row)));
          }}
        />
      ))}
    </div>
  );
}

/**
 * A table's "select all" without a visible label (aria-label): indeterminate while some rows are selected;
 * a click selects all, the next clears all.
 */
export const SelectAllIndeterminate: Story = {
  render: () => <SelectAll />,
  play: async ({ canvas }) => {
    const all = canvas.getByRole('checkbox', { name: '전체 선택' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'CUID-000101' })).toBeChecked();
    await userEvent.click(all);
    await expect(all).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'CUID-000103' })).not.toBeChecked();
  },
};

/** Required with an error and a hint under it. */
export const WithError: Story = {
  args: {
    label: '개인정보 처리 방침에 동의합니다',
    required: true,
    hint: '환급 계좌 확인에 필요합니다.',
    error: '필수 항목입니다',
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: '개인정보 처리 방침에 동의합니다 필수' });
    await expect(checkbox).toBeInvalid();
    await expect(checkbox).toHaveAccessibleDescription('필수 항목입니다 환급 계좌 확인에 필요합니다.');
  },
};

/** Disabled: a click does nothing. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: '알림 문자 재발송' });
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

function AgreeForm({ onSubmit }: { onSubmit: (values: { agree: boolean }) => void }) {
  return (
    <StoryForm defaultValues={{ agree: false }} submitLabel="동의하고 계속" onSubmit={onSubmit}>
      {(control) => (
        <Controller
          name="agree"
          control={control}
          rules={{ validate: (value) => value || '필수 항목입니다' }}
          render={({ field, fieldState }) => (
            <Checkbox
              label="개인정보 처리 방침에 동의합니다"
              required
              error={fieldState.error?.message}
              name={field.name}
              checked={field.value}
              onCheckedChange={(checked) => {
                field.onChange(checked === true);
              }}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
      )}
    </StoryForm>
  );
}

/** With react-hook-form: a Controller maps `checked`/`onCheckedChange` to the field; the ref lets it focus. */
export const WithReactHookForm: StoryObj<typeof AgreeForm> = {
  args: { onSubmit: fn() },
  render: ({ onSubmit }) => <AgreeForm onSubmit={onSubmit} />,
  play: async ({ canvas, args: { onSubmit } }) => {
    await userEvent.click(canvas.getByRole('button', { name: '동의하고 계속' }));
    const checkbox = canvas.getByRole('checkbox', { name: '개인정보 처리 방침에 동의합니다 필수' });
    await waitFor(() => expect(checkbox).toHaveAccessibleDescription('필수 항목입니다'));
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByRole('button', { name: '동의하고 계속' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ agree: true }, expect.anything()));
  },
};

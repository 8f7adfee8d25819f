import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller } from 'react-hook-form';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { StoryForm } from '../Field/StoryForm';
import { Switch } from './Switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  parameters: { frame: 'padded' },
  args: { label: '만재 알림 사용', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click it or its label, or press Space or Enter, to turn it on and off. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: '만재 알림 사용' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(canvas.getByText('만재 알림 사용'));
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toBeChecked();
  },
};

/** Off and on, enabled and disabled. */
export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 160px)', gap: '16px' }}>
      <Switch {...args} label="꺼짐" checked={false} />
      <Switch {...args} label="켜짐" checked />
      <Switch {...args} label="꺼짐" checked={false} disabled />
      <Switch {...args} label="켜짐" checked disabled />
    </div>
  ),
  play: async ({ canvas }) => {
    const on = canvas.getAllByRole('switch', { name: '켜짐' });
    await expect(on[0]).toBeChecked();
    await expect(on[1]).toBeDisabled();
  },
};

/** With a hint. */
export const WithHint: Story = {
  args: { hint: '수거함이 가득 차면 담당자에게 문자를 보냅니다.', defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: '만재 알림 사용' })).toHaveAccessibleDescription(
      '수거함이 가득 차면 담당자에게 문자를 보냅니다.',
    );
  },
};

/** Required with an error. */
export const WithError: Story = {
  args: { label: '약관 확인', required: true, error: '필수 항목입니다' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: '약관 확인 필수' })).toBeInvalid();
  },
};

/** Disabled: a click does nothing. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: '만재 알림 사용' }), { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

function AlertForm({ onSubmit }: { onSubmit: (values: { alerts: boolean }) => void }) {
  return (
    <StoryForm defaultValues={{ alerts: false }} submitLabel="저장" onSubmit={onSubmit}>
      {(control) => (
        <Controller
          name="alerts"
          control={control}
          render={({ field }) => (
            <Switch
              label="만재 알림 사용"
              name={field.name}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
      )}
    </StoryForm>
  );
}

/** With react-hook-form: a Controller maps `checked`/`onCheckedChange` to the field. */
export const WithReactHookForm: StoryObj<typeof AlertForm> = {
  args: { onSubmit: fn() },
  render: ({ onSubmit }) => <AlertForm onSubmit={onSubmit} />,
  play: async ({ canvas, args: { onSubmit } }) => {
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ alerts: false }, expect.anything()));
    await userEvent.click(canvas.getByRole('switch', { name: '만재 알림 사용' }));
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ alerts: true }, expect.anything()));
  },
};

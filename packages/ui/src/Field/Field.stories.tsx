import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Field } from './Field';
import * as c from './control.css';

/**
 * Field is the frame every form field shares. Components (TextField, Select, ...) use it; a page only needs it
 * for a control the library does not have. Its child is a function that receives the props to spread on the
 * control (id, aria-describedby, aria-invalid, disabled).
 */
const meta = {
  title: 'Forms/Field',
  component: Field,
  parameters: { frame: 'padded' },
  args: {
    label: '고객사 코드',
    children: (control) => <input className={c.inner} {...control} />,
  },
  argTypes: { children: { control: false } },
  render: (args) => (
    <div style={{ width: '320px' }}>
      <Field {...args}>
        {(control, info) => (
          <div
            className={c.frame}
            data-invalid={info.invalid || undefined}
            data-disabled={args.disabled ? true : undefined}
          >
            <input className={c.inner} {...control} />
          </div>
        )}
      </Field>
    </div>
  ),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Label, required mark, hint and error, all wired to the control. */
export const Anatomy: Story = {
  args: { required: true, hint: '영문 대문자와 숫자 6자리', error: '필수 항목입니다' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '고객사 코드 필수' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('필수 항목입니다 영문 대문자와 숫자 6자리');
    await userEvent.click(canvas.getByText('고객사 코드'));
    await expect(input).toHaveFocus();
  },
};

/** Only a label: no description, not invalid. */
export const LabelOnly: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '고객사 코드' });
    await expect(input).not.toHaveAttribute('aria-describedby');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** Disabled: the control is disabled and the label dimmed. */
export const Disabled: Story = {
  args: { disabled: true, hint: '등록 후에는 바꿀 수 없습니다.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '고객사 코드' })).toBeDisabled();
  },
};

/** A group (e.g. radios) is named by the label through aria-labelledby, since a <label> cannot name a group. */
export const Group: Story = {
  args: { label: '운영 요일', kind: 'group', hint: '알림을 보낼 요일입니다.' },
  render: (args) => (
    <Field {...args}>
      {(control) => (
        <div role="radiogroup" {...control} style={{ display: 'flex', gap: '16px' }}>
          <label>
            <input type="radio" name="days" defaultChecked /> 매일
          </label>
          <label>
            <input type="radio" name="days" /> 평일
          </label>
        </div>
      )}
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: '운영 요일' })).toHaveAccessibleDescription(
      '알림을 보낼 요일입니다.',
    );
  },
};

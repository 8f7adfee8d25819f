import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { FileUpload, type FileUploadProps } from './FileUpload';

const MB = 1024 * 1024;

/** A file that reports `size` bytes without allocating them. */
function fakeFile(name: string, size: number, type = '') {
  const file = new File(['stand-in'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const model = fakeFile('webin-rc4-model-2026.11.onnx', 86.4 * MB);

/**
 * Fires a drag event carrying `file` in a real DataTransfer, as a drag from the desktop does. (Testing Library's
 * fireEvent would copy the DataTransfer's own properties only, which a real one has none of.)
 */
function drag(target: Element, type: 'dragenter' | 'drop', file?: File) {
  const dataTransfer = new DataTransfer();
  if (file) dataTransfer.items.add(file);
  target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
}

/** Visible text, not its copy in the live region that announces it. */
const visible = { ignore: '[role=status], script, style' };

/** The upload with its own state, reporting each change to the story's `onChange` spy. */
function Stateful(args: FileUploadProps) {
  const [value, setValue] = useState(args.value);
  return (
    <FileUpload
      {...args}
      value={value}
      onChange={(file) => {
        setValue(file);
        args.onChange(file);
      }}
    />
  );
}

const meta = {
  title: 'Forms/FileUpload',
  component: FileUpload,
  parameters: { frame: 'padded' },
  args: { label: 'AI 모델 파일', accept: '.onnx,.zip', maxBytes: 200 * MB, value: null, onChange: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ width: '480px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const inputOf = (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) =>
  canvas.getByLabelText<HTMLInputElement>('AI 모델 파일');

/** Nothing chosen: the drop zone with what is allowed. */
export const Idle: Story = {
  args: { hint: '검증을 통과한 모델만 로봇에 배포할 수 있습니다.' },
  play: async ({ canvas }) => {
    const input = inputOf(canvas);
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', '.onnx,.zip');
    await expect(input).toHaveAccessibleName('AI 모델 파일');
    await expect(input).toHaveAccessibleDescription(
      '파일을 끌어다 놓거나 파일 선택 .onnx, .zip · 최대 200 MB 검증을 통과한 모델만 로봇에 배포할 수 있습니다.',
    );
  },
};

/** A file chosen with the dialog: shown with its size; the remove button clears it. */
export const ChooseAndRemove: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.upload(inputOf(canvas), model);
    await expect(args.onChange).toHaveBeenLastCalledWith(model);
    await expect(canvas.getByText('webin-rc4-model-2026.11.onnx')).toBeVisible();
    await expect(canvas.getByText('86.4 MB')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'webin-rc4-model-2026.11.onnx 삭제' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByText('webin-rc4-model-2026.11.onnx')).toBeNull();
  },
};

/** Chosen and not uploaded yet. */
export const Selected: Story = {
  args: { value: model },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'webin-rc4-model-2026.11.onnx 삭제' })).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** A file dragged over the zone: it says where to drop; dropping chooses the file. */
export const DragOver: Story = {
  play: async ({ canvas, args }) => {
    const zone = canvas.getByText('파일 선택');
    drag(zone, 'dragenter');
    await expect(await canvas.findByText('여기에 놓으세요')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Dropping a file chooses it, as the dialog does. */
export const Dropped: Story = {
  parameters: { visual: false },
  play: async ({ canvas, args }) => {
    const zone = canvas.getByText('파일 선택');
    drag(zone, 'dragenter');
    drag(await canvas.findByText('여기에 놓으세요'), 'drop', new File(['onnx'], 'webin-rc4-model.onnx'));
    await expect(await canvas.findByText('webin-rc4-model.onnx')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'webin-rc4-model.onnx' }));
    await expect(canvas.getByText('파일 선택')).toBeVisible();
  },
};

/** Uploading at 40%: the choice is locked, the progress bar shows the percent, 취소 cancels. */
export const Uploading: Story = {
  args: { value: model, status: 'uploading', progress: 0.4, onCancel: fn() },
  play: async ({ canvas, args }) => {
    const bar = canvas.getByRole('progressbar', { name: 'webin-rc4-model-2026.11.onnx 업로드' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByText('40%')).toBeVisible();
    await expect(inputOf(canvas)).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '취소' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** Uploaded. */
export const Done: Story = {
  args: { value: model, status: 'done', progress: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('업로드 완료')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(inputOf(canvas)).toBeEnabled();
  },
};

/** The upload failed: the page's message under the field, the file kept so it can be retried or replaced. */
export const UploadError: Story = {
  args: {
    value: model,
    status: 'error',
    progress: 0.62,
    error: '업로드하지 못했습니다. 네트워크를 확인하고 다시 시도해 주세요.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('업로드 실패', visible)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('업로드 실패');
    await expect(inputOf(canvas)).toBeInvalid();
    await expect(inputOf(canvas)).toHaveAccessibleDescription(/업로드하지 못했습니다/);
  },
};

/** A file over the limit is refused with the limit, and never reaches onChange. */
export const TooBig: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.upload(inputOf(canvas), fakeFile('webin-rc4-model-full.onnx', 250 * MB));
    await expect(canvas.getByText('파일이 너무 큽니다. 최대 200 MB', visible)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('파일이 너무 큽니다. 최대 200 MB');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(inputOf(canvas)).toBeInvalid();
  },
};

/** A dropped file of another type is refused with the allowed types (the dialog already filters by `accept`). */
export const WrongType: Story = {
  play: async ({ canvas, args }) => {
    const zone = canvas.getByText('파일 선택');
    drag(zone, 'drop', new File(['weights'], 'model.pt'));
    await expect(await canvas.findByText('허용되지 않는 파일 형식입니다. (.onnx, .zip)', visible)).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    // A good file afterwards clears the message.
    await userEvent.upload(inputOf(canvas), model);
    await expect(canvas.queryByText('허용되지 않는 파일 형식입니다. (.onnx, .zip)', visible)).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith(model);
  },
};

/** Disabled: nothing can be chosen or dropped. */
export const Disabled: Story = {
  args: { disabled: true, label: 'AI 모델 파일', hint: '배포 중에는 파일을 바꿀 수 없습니다.' },
  play: async ({ canvas, args }) => {
    await expect(inputOf(canvas)).toBeDisabled();
    drag(canvas.getByText('파일 선택'), 'drop', model);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

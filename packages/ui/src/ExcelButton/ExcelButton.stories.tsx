import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ExcelButton } from './ExcelButton';

const meta = {
  title: 'Actions/ExcelButton',
  component: ExcelButton,
  parameters: { frame: 'centered' },
  args: { onClick: fn() },
} satisfies Meta<typeof ExcelButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Idle: 'EXCEL' with the spreadsheet icon, named '엑셀 다운로드 EXCEL' for screen readers. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '엑셀 다운로드 EXCEL' });
    await expect(button).toHaveTextContent('EXCEL');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Progress known: the percentage (in its name too) and a filling bar; busy, clicks ignored. */
export const Progress: Story = {
  args: { progress: 42 },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '엑셀 다운로드 EXCEL 42%' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveTextContent('EXCEL 42%');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Progress unknown (`busy`): a spinner in place of the icon, 'EXCEL' kept, clicks ignored. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '엑셀 다운로드 EXCEL' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Every step a designer needs to see: 0%, partial, done, out-of-range input clamped. */
export const ProgressSteps: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '12px' }}>
      <ExcelButton {...args} progress={0} label="내려받기 0" />
      <ExcelButton {...args} progress={42} label="내려받기 42" />
      <ExcelButton {...args} progress={100} label="내려받기 100" />
      <ExcelButton {...args} progress={140} label="내려받기 140" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '내려받기 140 EXCEL 100%' })).toHaveTextContent('EXCEL 100%');
  },
};

/** Disabled (e.g. nothing to export). */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '엑셀 다운로드 EXCEL' })).toBeDisabled();
  },
};

const exportFile = fn();

/** A whole export: click, progress climbs, the button returns; a second click during the export is ignored. */
export const ExportFlow: Story = {
  render: function ExportFlow(args) {
    const [progress, setProgress] = useState<number | undefined>();
    const start = () => {
      exportFile();
      setProgress(0);
      // A stand-in for the download's progress events.
      let value = 0;
      const timer = setInterval(() => {
        value += 25;
        if (value > 100) {
          clearInterval(timer);
          setProgress(undefined);
        } else setProgress(value);
      }, 20);
    };
    return <ExcelButton {...args} progress={progress} onClick={start} />;
  },
  play: async ({ canvas }) => {
    exportFile.mockClear();
    const button = canvas.getByRole('button', { name: /^엑셀 다운로드 EXCEL/ });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(exportFile).toHaveBeenCalledOnce();
    await waitFor(() => expect(button).toHaveAccessibleName('엑셀 다운로드 EXCEL'));
    await expect(button).not.toHaveAttribute('aria-busy');
  },
};

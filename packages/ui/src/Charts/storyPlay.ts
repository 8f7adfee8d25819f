/** Steps and queries the charts' stories share in their play functions. */
import type { StoryContext } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** A play function's `canvas`: Testing Library's queries bound to the story's root. */
type Canvas = StoryContext['canvas'];

/** The chart's tooltip, once it shows. */
const tooltipOf = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const element = canvasElement.querySelector<HTMLElement>('[data-chart-tooltip]');
    if (!element) throw new Error('no tooltip');
    return element;
  });

/** Hovers the data point named `name` (its hit area, bar, arc or district) and returns the tooltip. */
export async function hoverPoint(canvasElement: HTMLElement, name: string) {
  const point = canvasElement.querySelector(`[data-chart-point="${name}"]`);
  if (!point) throw new Error(`no data point ${name}`);
  await userEvent.hover(point);
  return tooltipOf(canvasElement);
}

/** Tabs past the table toggle to the chart (which shows its first point) and returns the live region. */
export async function tabToChart(canvas: Canvas) {
  await userEvent.tab();
  await expect(canvas.getByRole('button', { name: '표로 보기' })).toHaveFocus();
  await userEvent.tab();
  await expect(canvas.getByRole('img')).toHaveFocus();
  return canvas.getByRole('status');
}

/** The texts of the legend's items. */
export const legendTexts = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: '범례' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** The texts of a table row's data cells (not its header). */
export const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** The empty state: its text, and no chart or table. */
export async function expectEmpty(canvas: Canvas) {
  await expect(canvas.getByText('데이터가 없습니다')).toBeVisible();
  await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
}

/**
 * Story support (not part of the app): what every screen's play tests do alike. A list's table and its rows once an
 * answer is drawn, a dialog once its code has loaded and it has faded in, the bodies the mutation endpoints received,
 * and an error body as the server sends it.
 */
import { HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';

/** The table named `name` (its DataTable label): the table, its data rows, and a wait for an answer's rows. */
export function listTable(name: string) {
  const table = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table', { name });
  const dataRows = (canvasElement: HTMLElement) => within(table(canvasElement)).getAllByRole('row').slice(1);
  const totalText = (canvasElement: HTMLElement) => within(canvasElement).getByText(/^전체\s*건$/, { selector: 'p' });
  /** Waits until the rows of an answer of `total` rows (not the skeleton) are drawn. */
  const rowsOf = async (canvasElement: HTMLElement, total: number) => {
    await waitFor(() => expect(totalText(canvasElement)).toHaveTextContent(`전체 ${String(total)}건`));
    await waitFor(() => expect(table(canvasElement)).not.toHaveAttribute('aria-busy'));
  };
  return { table, dataRows, totalText, rowsOf };
}

/** The dialog named `name`, once its code has loaded and it has faded in. */
export async function dialog(name: string) {
  const element = await within(document.body).findByRole('dialog', { name }, { timeout: 5000 });
  await waitFor(() => expect(element).toBeVisible());
  return within(element);
}

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/** Keeps the requests a story's mutation handlers receive (`record(request)`; cleared with `sent.length = 0`). */
export function requestRecorder() {
  const sent: SentRequest[] = [];
  const record = async (request: Request) => {
    const text = await request.text();
    const entry = {
      method: request.method,
      path: new URL(request.url).pathname,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    };
    sent.push(entry);
    return entry.body;
  };
  return { sent, record };
}

/** An error body as the server sends it. */
export const errorAnswer = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  HttpResponse.json({ error: { code, message, ...(fields === undefined ? {} : { fields }) } }, { status });

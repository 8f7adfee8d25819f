/**
 * Story support (not part of the app): msw answers on the list contract for the robot area's stories. Filters are
 * applied as the reference server reads them (eq, like, any, bte by day), sorting by one field, paging; every
 * request's URL is kept so a play test can assert what the screen asked for.
 */
import { delay, http, HttpResponse } from 'msw';
import { unanswered } from '@oa/api/mocks/unanswered';
import { expect, userEvent, within } from 'storybook/test';

type Row = Record<string, unknown>;

/** The start of a Seoul day as an instant ('YYYY-MM-DD' in filters means that). */
const seoulDayStart = (day: string) => new Date(`${day}T00:00:00+09:00`).getTime();

function matches(row: Row, filter: string): boolean {
  const [field = '', op = '', ...rest] = filter.split(':');
  const value = rest.join(':');
  const actual = row[field];
  switch (op) {
    case 'eq':
      return String(actual) === value;
    case 'like':
      return String(actual).toLowerCase().includes(value.toLowerCase());
    case 'any':
      return Array.isArray(actual) && actual.map(String).includes(value);
    case 'bte': {
      const [from = '', to = ''] = value.split(',');
      const at = new Date(String(actual)).getTime();
      return at >= seoulDayStart(from) && at < seoulDayStart(to);
    }
    default:
      return true;
  }
}

export interface StoryList {
  /** The msw handler. */
  handler: ReturnType<typeof http.get>;
  /** Every request's URL, in order (cleared with `requests.length = 0`). */
  requests: URL[];
}

/** GET `url` answered from `rows` with the list contract. `wait` delays every answer (ms), or 'infinite' never answers (`unanswered`). */
export function storyList(url: string, rows: readonly object[], wait?: number | 'infinite'): StoryList {
  const requests: URL[] = [];
  const handler = http.get(url, async ({ request }) => {
    const params = new URL(request.url).searchParams;
    requests.push(new URL(request.url));
    if (wait === 'infinite') return unanswered({ request });
    if (wait !== undefined) await delay(wait);
    const page = Number(params.get('page') ?? '1');
    const size = Number(params.get('size') ?? '10');
    const [key = 'createdAt', direction = 'DESC'] = (params.get('sort') ?? '').split(',');
    const filtered = (rows as readonly Row[]).filter((row) =>
      params.getAll('filter').every((filter) => matches(row, filter)),
    );
    const sorted = [...filtered].sort(
      (a, b) => (direction === 'ASC' ? 1 : -1) * String(a[key]).localeCompare(String(b[key])),
    );
    return HttpResponse.json({
      _data: { items: sorted.slice((page - 1) * size, page * size), page, size, total: filtered.length },
    });
  });
  return { handler, requests };
}

/** The reference server's message for a 500, which a list's error state shows. */
export const SERVER_ERROR = '서버 오류가 발생했습니다.';

/** GET `url` answered 500 with the server's error body (only the first request with `once`). */
export const failingList = (url: string, options: { once?: boolean } = {}) =>
  http.get(
    url,
    () => HttpResponse.json({ error: { code: 'INTERNAL', message: SERVER_ERROR } }, { status: 500 }),
    options,
  );

/** The list's error state says `SERVER_ERROR`; 다시 시도 is pressed. */
export async function retryAfterError(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(SERVER_ERROR)).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
}

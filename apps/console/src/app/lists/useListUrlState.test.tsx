// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { listHref } from './listHref';
import { useListUrlState, type ListUrlState } from './useListUrlState';

afterEach(cleanup);

const LOG_SORT = { key: 'at', direction: 'DESC' } as const;

/** The hook inside a memory router at `url`: `current()` is its latest value, `location()` the URL's search. */
function setup(url: string, defaultSort?: { key: string; direction: 'ASC' | 'DESC' }) {
  let state: ListUrlState | undefined;
  let search = '';
  function Host() {
    state = useListUrlState(defaultSort);
    search = useLocation().search;
    return null;
  }
  render(
    <RouterProvider router={createMemoryRouter([{ path: '/list', element: <Host /> }], { initialEntries: [url] })} />,
  );
  const current = () => {
    if (state === undefined) throw new Error('not rendered');
    return state;
  };
  return { current, location: () => decodeURIComponent(search) };
}

describe('useListUrlState', () => {
  it('reads page, size, sort and filters from the URL, with the defaults where it says nothing', () => {
    const hook = setup(
      '/list?page=3&size=20&sort=name,ASC&filter=district:eq:강남구&filter=operationState:in:STOP,CHECK',
    );
    expect(hook.current().query).toEqual({
      page: 3,
      size: 20,
      sort: { key: 'name', direction: 'ASC' },
      filters: [
        { field: 'district', op: 'eq', value: '강남구' },
        { field: 'operationState', op: 'in', value: ['STOP', 'CHECK'] },
      ],
    });
  });

  it("uses the list's own default sort when the URL names none", () => {
    const hook = setup('/list', LOG_SORT);
    expect(hook.current().query.sort).toEqual(LOG_SORT);
  });

  it('a new filter goes back to page 1 and leaves defaults out of the URL', () => {
    const hook = setup('/list?page=4&keep=1');
    act(() => {
      hook.current().setFilters([{ field: 'district', op: 'eq', value: '마포구' }]);
    });
    expect(hook.location()).toBe('?keep=1&filter=district:eq:마포구');
    expect(hook.current().query.page).toBe(1);
    act(() => {
      hook.current().setPage(2);
    });
    expect(hook.location()).toBe('?keep=1&page=2&filter=district:eq:마포구');
    act(() => {
      hook.current().setSort({ key: 'createdAt', direction: 'ASC' });
    });
    expect(hook.location()).toBe('?keep=1&sort=createdAt,ASC&filter=district:eq:마포구');
  });
});

describe('listHref', () => {
  it('opens a list with the filters its URL state reads back', () => {
    const href = listHref('/list', [
      { field: 'capacityState', op: 'any', value: 'FULL' },
      { field: 'at', op: 'bte', value: ['2026-11-01', '2026-11-08'] },
    ]);
    expect(href).toBe('/list?filter=capacityState%3Aany%3AFULL&filter=at%3Abte%3A2026-11-01%2C2026-11-08');
    expect(setup(href).current().query.filters).toEqual([
      { field: 'capacityState', op: 'any', value: 'FULL' },
      { field: 'at', op: 'bte', value: ['2026-11-01', '2026-11-08'] },
    ]);
    expect(listHref('/list', [])).toBe('/list');
  });
});

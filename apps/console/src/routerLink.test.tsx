// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link } from './routerLink';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <p>{`${location.pathname}${location.search}`}</p>;
}

/** A page at /from with the link, and the page it leads to. */
function show(link: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/from', element: link },
      { path: '/to', element: <Where /> },
    ],
    { initialEntries: ['/from'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("the console's Link", () => {
  it('is a link to its address, and a click opens that screen in the page', async () => {
    show(<Link to="/to?filter=state:eq:FAILED">실패한 환급</Link>);
    const link = screen.getByRole('link', { name: '실패한 환급' });
    expect(link.getAttribute('href')).toBe('/to?filter=state:eq:FAILED');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    fireEvent(link, click);
    // The router took it (no page load): the browser's own navigation was prevented.
    expect(click.defaultPrevented).toBe(true);
    expect(await screen.findByText('/to?filter=state:eq:FAILED')).toBeTruthy();
  });

  it('leaves a click with a modifier key, or on a link with a target, to the browser (a new tab or window)', () => {
    const router = show(
      <>
        <Link to="/to">같은 창</Link>
        <Link to="/to" target="_blank">
          새 창
        </Link>
      </>,
    );
    // Whether the browser would act on each click, read after the page's own handlers (then stopped: the test's
    // document cannot open another).
    const leftToBrowser: string[] = [];
    const browser = (event: Event) => {
      if (!event.defaultPrevented) leftToBrowser.push((event.target as HTMLElement).textContent);
      event.preventDefault();
    };
    window.addEventListener('click', browser);
    try {
      for (const [name, init] of [
        ['같은 창', { ctrlKey: true }],
        ['같은 창', { metaKey: true }],
        ['같은 창', { shiftKey: true }],
        ['새 창', {}],
      ] as const) {
        fireEvent.click(screen.getByRole('link', { name }), init);
      }
    } finally {
      window.removeEventListener('click', browser);
    }
    expect(leftToBrowser).toEqual(['같은 창', '같은 창', '같은 창', '새 창']);
    expect(router.state.location.pathname).toBe('/from');
  });

  it("runs the caller's onClick first, and stays put when that prevents the default", () => {
    const onClick = vi.fn((event: React.MouseEvent) => {
      event.preventDefault();
    });
    const router = show(
      <Link to="/to" onClick={onClick} aria-label="확인 후 이동" className="shortcut">
        이동
      </Link>,
    );
    const link = screen.getByRole('link', { name: '확인 후 이동' });
    expect(link.className).toBe('shortcut');
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/from');
  });
});

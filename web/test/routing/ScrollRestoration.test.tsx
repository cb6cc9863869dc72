import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestoration } from '../../src/routing/ScrollRestoration';

function Layout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

function renderRouter() {
  const router = createMemoryRouter(
    [{ element: <Layout />, children: [{ path: '/customers', element: <p>lista</p> }, { path: '/customers/details/:id', element: <p>ficha</p> }] }],
    { initialEntries: ['/customers'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

afterEach(() => {
  scrolledTo(0);
  sessionStorage.clear();
});

describe('ScrollRestoration', () => {
  it('opens a new page at its top and takes Back to where the list was left', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const router = renderRouter();
    scrolledTo(640);
    await act(() => router.navigate('/customers/details/7'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrolledTo(0);
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/customers');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('leaves the position alone when the navigation asks to keep it', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const router = renderRouter();
    scrollTo.mockClear();
    await act(() => router.navigate('/customers?page=2', { preventScrollReset: true }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('keeps the positions for a reload of the tab', async () => {
    const router = renderRouter();
    scrolledTo(320);
    const key = router.state.location.key;
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem('react-router-scroll-positions') ?? '{}')).toMatchObject({ [key]: 320 });
  });
});

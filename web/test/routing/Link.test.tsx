import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link } from '../../src/routing/Link';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/customers', element: <>{element}<Where /></> },
      { path: '/customers/add', element: <Where /> },
    ],
    { initialEntries: ['/customers'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Link', () => {
  it('is a real link to the address, and moves through the router when clicked', () => {
    const router = renderAt(<Link to="/customers/add?from=list">Cadastrar</Link>);
    const link = screen.getByRole('link', { name: 'Cadastrar' });
    expect(link.getAttribute('href')).toBe('/customers/add?from=list');
    fireEvent.click(link);
    expect(screen.getByTestId('where').textContent).toBe('/customers/add?from=list');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('leaves a click with a modifier key, or one its own handler set aside, to the browser', () => {
    let calls = 0;
    renderAt(
      <Link
        to="/customers/add"
        onClick={(event) => {
          calls += 1;
          if (event.shiftKey) event.preventDefault();
        }}
      >
        Cadastrar
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Cadastrar' });
    // What the browser would do (a new tab) is not for jsdom, which cannot load another page.
    const stayHere = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stayHere);
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { shiftKey: true });
    document.removeEventListener('click', stayHere);
    expect(calls).toBe(2);
    expect(screen.getByTestId('where').textContent).toBe('/customers');
  });

  it('replaces the entry when asked to', () => {
    const router = renderAt(
      <Link to="/customers/add" replace>
        Cadastrar
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Cadastrar' }));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

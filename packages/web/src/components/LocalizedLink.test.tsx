import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { LocalizedLink } from './LocalizedLink.tsx';

function Page({ name }: { name: string }) {
  const { pathname } = useLocation();
  return (
    <>
      <h1>{`${name} at ${pathname}`}</h1>
      <LocalizedLink to="/games/dice?mode=demo">Dice</LocalizedLink>
      <LocalizedLink to="/faq" target="_blank">
        FAQ
      </LocalizedLink>
    </>
  );
}

function at(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/en', Component: () => <Page name="home" /> },
      { path: '/en/games/dice', Component: () => <Page name="dice" /> },
      { path: '/games/dice', Component: () => <Page name="dice" /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('LocalizedLink', () => {
  it('links to the path in the page’s locale', () => {
    at('/en');
    expect(screen.getByRole('link', { name: 'Dice' }).getAttribute('href')).toBe('/en/games/dice?mode=demo');
    expect(screen.getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/en/faq');
  });

  it('opens its page in the app on a plain click, adding a history entry', async () => {
    const router = at('/en');
    fireEvent.click(screen.getByRole('link', { name: 'Dice' }));
    await screen.findByRole('heading', { name: 'dice at /en/games/dice' });
    expect(router.state.location.search).toBe('?mode=demo');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the history entry when it links to the page itself', async () => {
    const router = at('/en/games/dice?mode=demo');
    fireEvent.click(screen.getByRole('link', { name: 'Dice' }));
    await vi.waitFor(() => expect(router.state.historyAction).toBe('REPLACE'));
  });

  it('leaves a modified click, and a link to another target, to the browser', () => {
    const router = at('/en');
    // Whether the app let the browser have the click; then kept from the test's document, which would follow it.
    const leftToBrowser: boolean[] = [];
    const keep = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', keep);
    fireEvent.click(screen.getByRole('link', { name: 'Dice' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    document.removeEventListener('click', keep);
    expect(leftToBrowser).toEqual([true, true]);
    expect(router.state.location.pathname).toBe('/en');
  });
});

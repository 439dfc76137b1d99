import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { useAppReadySignal } from './useAppReadySignal.ts';

const ready = () => document.documentElement.dataset['appReady'];

function Root() {
  useAppReadySignal();
  return (
    <>
      <Link to="/next">next</Link>
      <Outlet />
    </>
  );
}

afterEach(() => {
  cleanup();
  delete document.documentElement.dataset['appReady'];
});

describe('the app-ready mark', () => {
  it('is set once a page is on screen, cleared while the next page loads, and set again when it shows', async () => {
    let showNext: (page: { Component: () => string }) => void = () => undefined;
    const router = createMemoryRouter([
      {
        path: '/',
        Component: Root,
        children: [
          { index: true, Component: () => 'first page' },
          { path: 'next', lazy: () => new Promise((resolve) => (showNext = resolve)) },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);
    await screen.findByText('first page');
    expect(ready()).toBe('true');

    await act(async () => {
      screen.getByText('next').click();
      await Promise.resolve();
    });
    expect(ready()).toBe('false');

    await act(async () => showNext({ Component: () => 'next page' }));
    await screen.findByText('next page');
    expect(ready()).toBe('true');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

function Broken(): never {
  throw new Error('the page failed to mount');
}

function ErrorPage() {
  return <p>error page {useLocation().search}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/games', Component: Broken, ErrorBoundary: RouteErrorBoundary },
      { path: '/error', Component: ErrorPage },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('RouteErrorBoundary (§8)', () => {
  it('logs a mount error, rethrows it to the browser once and sends the player to /error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reportError = vi.fn();
    vi.stubGlobal('reportError', reportError);
    renderAt('/games');
    expect(await screen.findByText('error page ?errorCode=500')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith(
      'Route error',
      expect.objectContaining({ message: 'the page failed to mount' }),
    );
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'the page failed to mount' }),
    );
  });
});

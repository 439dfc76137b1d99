import { afterEach, describe, expect, it, vi } from 'vitest';
import { installGlobalErrorHandlers } from './globalErrors.ts';

function routerAt(pathname: string) {
  return { state: { location: { pathname } }, navigate: vi.fn(async () => undefined) };
}

describe('installGlobalErrorHandlers', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends an unhandled rejection to /error?errorCode=500 in the player’s locale', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = routerAt('/kz/games');
    const remove = installGlobalErrorHandlers(window, () => router);
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('boom') }));
    expect(router.navigate).toHaveBeenCalledWith('/kz/error?errorCode=500', { replace: true });
    remove();
  });

  it('does nothing more when already on the error page, so it cannot loop', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = routerAt('/error');
    const remove = installGlobalErrorHandlers(window, () => router);
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'again' }));
    expect(router.navigate).not.toHaveBeenCalled();
    remove();
  });
});

import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installGlobalErrorHandlers } from './globalErrors.ts';
import { logRecoverableError } from './recoverableErrors.ts';

function Greeting({ text }: { text: string }) {
  return <p>{text}</p>;
}

/** The server's page says one thing, the browser's first render another: React mends it and reports the mismatch. */
async function hydrateMismatch(options: Parameters<typeof hydrateRoot>[2]) {
  const into = document.createElement('div');
  into.innerHTML = renderToString(<Greeting text="from the server" />);
  document.body.append(into);
  const router = { state: { location: { pathname: '/en' } }, navigate: vi.fn(async () => undefined) };
  const remove = installGlobalErrorHandlers(window, () => router);
  const root = await act(async () => hydrateRoot(into, <Greeting text="in the browser" />, options));
  remove();
  await act(async () => root.unmount());
  into.remove();
  return { router, text: into.textContent };
}

describe('an error React recovered from while hydrating (a mismatch under load)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is logged and leaves the player on the page React mended, not on the error page', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = await hydrateMismatch({ onRecoverableError: logRecoverableError });
    expect(router.navigate).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(
      'Recovered from an error while rendering',
      expect.any(Error),
      expect.any(String),
    );
  });

  it('would send the player to the error page with React’s default report (why the handler is given)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router } = await hydrateMismatch({});
    expect(router.navigate).toHaveBeenCalledWith('/en/error?errorCode=500', { replace: true });
  });
});

// The rendering server's page path without its HTTP server, built by `vite build --ssr` for `bench:ssr-cpu`: the
// render function the production server calls for a page, over the same shared caches, so a bench can time it
// in-process (`process.cpuUsage()` around N renders) and compare two builds in one process.
import { render } from '../../../packages/web/src/entry-server.tsx';
import { cacheSettingsFromEnv, ServerCaches } from '../../../packages/web/src/server/serverCaches.ts';

export interface RenderHarness {
  /** Renders `path` with `cookie` (none: a visitor) and reads the whole body: its status and length. */
  readonly page: (
    path: string,
    cookie: string | null,
  ) => Promise<{ status: number; length: number; html: string }>;
}

/** A renderer as one serving process holds it: one set of caches for all its requests. */
export function renderHarness(apiUrl: string, template: string): RenderHarness {
  const caches = new ServerCaches(cacheSettingsFromEnv(process.env));
  const env = { VITE_API_URL: apiUrl };
  return {
    page: async (path, cookie) => {
      const headers = new Headers({ 'user-agent': 'bench-ssr-cpu', 'accept-language': 'en' });
      if (cookie) headers.set('cookie', cookie);
      const response = await render(new Request(`http://localhost:4173${path}`, { headers }), {
        template,
        remoteAddress: '127.0.0.1',
        env,
        caches,
        // The whole page every time, however busy the machine: a render that gave up on its data would cost less.
        pageDataBudgetMs: 30_000,
        seoBudgetMs: 30_000,
        onError: (error) => console.error('render', error),
      });
      const html = await response.text();
      return { status: response.status, length: html.length, html };
    },
  };
}

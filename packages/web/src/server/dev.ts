// The development server (`npm start` runs it beside the local API): Vite in middleware mode serves the modules with
// hot reload, and every page is rendered on the server from the source, as the production server does from the build.
import { readFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createServer as createViteServer } from 'vite';
import { devStyles } from './devStyles.ts';
import { siteServer } from './siteServer.ts';

interface EntryServer {
  render(
    request: Request,
    options: { template: string; remoteAddress: string | null; onError: (error: unknown) => void },
  ): Promise<Response>;
}

const webRoot = path.resolve(import.meta.dirname, '../..');
const ENTRY = '/src/entry-server.tsx';
const STYLES_MARK = '<!--dev-styles-->';
const port = Number(process.env['PORT'] ?? 5173);
const hostname = process.env['HOST'] ?? 'localhost';
const logError = (message: string, error: unknown) => console.error(message, error);

const httpServer = createHttpServer();
const vite = await createViteServer({
  root: webRoot,
  appType: 'custom',
  server: {
    middlewareMode: true,
    hmr: { server: httpServer },
    // The browser's first page needs these and what they import: transformed while the server starts, not on the
    // first tap's request (issue 38, item 7).
    warmup: {
      clientFiles: ['./src/boot.ts', './src/app/shell.tsx', './src/main.tsx'],
      ssrFiles: ['./src/entry-server.tsx'],
    },
  },
});

const app = siteServer({
  render: async (request, remoteAddress) => {
    const url = new URL(request.url);
    const source = await readFile(path.join(webRoot, 'index.html'), 'utf8');
    const template = await vite.transformIndexHtml(url.pathname, source);
    // Loaded per request: an edit to any page or view model is in the next render without a restart.
    const entry = (await vite.ssrLoadModule(ENTRY)) as EntryServer;
    const page = await entry.render(request, {
      template: template.replace('</head>', `${STYLES_MARK}</head>`),
      remoteAddress,
      onError: (error) => {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        logError('render', error);
      },
    });
    // The stylesheets of the modules this render loaded, in the head, as the production build links its one.
    const html = (await page.text()).replace(STYLES_MARK, await devStyles(vite, webRoot, ENTRY));
    const headers = new Headers(page.headers);
    headers.delete('content-length');
    return new Response(html, { status: page.status, headers });
  },
  csp: null,
  remoteAddress: (c) => getConnInfo(c).remote.address ?? null,
  logError,
});
const pages = getRequestListener(app.fetch);

httpServer.on('request', (request, response) => {
  vite.middlewares(request, response, () => void pages(request, response));
});
httpServer.listen(port, hostname, () => console.log(`Site: http://${hostname}:${port}/`));

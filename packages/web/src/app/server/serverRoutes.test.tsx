// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import type { ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import type { Shell } from '../routes.tsx';
import { ServerRootProvider, ServerRoutes } from './serverRoutes.tsx';

/** A request's shell as the shared tree finds it: what its routes did to it is recorded, its root names its player. */
function request(player: string, hold: Promise<void>) {
  const installed: ContainerModule[] = [];
  const namespaces: string[] = [];
  const shell: Shell = {
    installModels: (models) => void installed.push(models),
    loadNamespaces: async (wanted) => void namespaces.push(...wanted),
    middleware: async (_args, next) => next(),
    route: {
      // The root's loader waits until the test lets it go, so the two requests' routes run interleaved.
      loader: async () => {
        await hold;
        return player;
      },
    },
  };
  const Root = () => <p>{`page of ${player}`}</p>;
  return { shell, Root, installed, namespaces };
}

async function query(routes: ServerRoutes, one: ReturnType<typeof request>, path: string) {
  const { handler } = routes.of('en');
  const context = await routes.run(one, () => handler.query(new Request(`http://casino.test${path}`)));
  if (context instanceof Response) throw new Error(`answered ${context.status}`);
  return context;
}

function html(routes: ServerRoutes, one: ReturnType<typeof request>, context: StaticHandlerContext) {
  const router = createStaticRouter(routes.of('en').handler.dataRoutes, context);
  return renderToString(
    <ServerRootProvider value={one.Root}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </ServerRootProvider>,
  );
}

describe('the server’s shared route tree (issue 35: built once, nothing of a request in it)', () => {
  it('runs each request’s loaders and page preparation with its own shell, however the requests interleave', async () => {
    const routes = new ServerRoutes();
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const anna = request('anna', hold);
    const boris = request('boris', hold);
    const pages = [query(routes, anna, '/en'), query(routes, boris, '/en')];
    release();
    const [annas, boriss] = await Promise.all(pages);
    if (!annas || !boriss) throw new Error('no page');

    expect(annas.loaderData['root']).toBe('anna');
    expect(boriss.loaderData['root']).toBe('boris');
    // The home page's view models and namespaces went into both requests' containers and i18n, not the first one's only.
    for (const one of [anna, boris]) {
      expect(one.installed.length).toBeGreaterThan(0);
      expect(one.namespaces).toContain('home');
    }
    expect(html(routes, anna, annas)).toContain('page of anna');
    expect(html(routes, boris, boriss)).toContain('page of boris');
    expect(html(routes, boris, boriss)).not.toContain('anna');
  });

  it('prepares a page for a later request too, after the first has loaded its route', async () => {
    const routes = new ServerRoutes();
    await query(routes, request('first', Promise.resolve()), '/en/faq');
    const later = request('later', Promise.resolve());
    await query(routes, later, '/en/faq');
    expect(later.installed.length).toBeGreaterThan(0);
    expect(later.namespaces).toContain('faq');
  });

  it('keeps one tree and handler per locale for the life of the server', () => {
    const routes = new ServerRoutes();
    expect(routes.of('en')).toBe(routes.of('en'));
    expect(routes.of('kz').handler).not.toBe(routes.of('en').handler);
  });
});

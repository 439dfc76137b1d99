import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { startLoadingRoutes } from './firstRoutes.ts';

const page = () => ({ Component: () => null });

function tree() {
  const layout = vi.fn(async () => page());
  const dice = vi.fn(async () => page());
  const faq = vi.fn(async () => page());
  const routes: RouteObject[] = [
    {
      path: '/en',
      children: [
        {
          lazy: layout,
          children: [
            { path: 'games/dice', lazy: dice },
            { path: 'faq', lazy: faq },
          ],
        },
      ],
    },
  ];
  return { routes, layout, dice, faq };
}

describe('startLoadingRoutes', () => {
  it('starts loading the layout and the page the address matches, and nothing else', () => {
    const { routes, layout, dice, faq } = tree();
    startLoadingRoutes(routes, '/en/games/dice');
    expect(layout).toHaveBeenCalledTimes(1);
    expect(dice).toHaveBeenCalledTimes(1);
    expect(faq).not.toHaveBeenCalled();
  });

  it('hands the load under way to the router’s first ask, and loads afresh after it', async () => {
    const { routes, dice } = tree();
    startLoadingRoutes(routes, '/en/games/dice');
    const route = routes[0]?.children?.[0]?.children?.[0];
    const lazy = route?.lazy as () => Promise<unknown>;
    const first = lazy();
    expect(dice).toHaveBeenCalledTimes(1);
    await first;
    await lazy();
    expect(dice).toHaveBeenCalledTimes(2);
  });

  it('leaves the routes alone for an address none matches', () => {
    const { routes, layout } = tree();
    startLoadingRoutes(routes, '/nowhere');
    expect(layout).not.toHaveBeenCalled();
  });
});

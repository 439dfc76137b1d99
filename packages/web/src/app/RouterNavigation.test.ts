import { describe, expect, it } from 'vitest';
import { RouterNavigation, type NavigableRouter } from './RouterNavigation.ts';

function onPage(pathname: string, search = '', pending?: { pathname: string; search: string }) {
  const moves: { to: string; replace: boolean }[] = [];
  const router: NavigableRouter = {
    state: { location: { pathname, search }, navigation: { location: pending } },
    navigate: async (to, options) => void moves.push({ to, replace: options?.replace ?? false }),
  };
  const location = {
    hostname: 'casino.example',
    href: `https://casino.example${pathname}`,
    assign: () => undefined,
  };
  return { moves, navigation: new RouterNavigation(() => router, location) };
}

describe('RouterNavigation', () => {
  it('shows the same page and query in the player saved locale (§5)', () => {
    const { moves, navigation } = onPage('/en/games/dice', '?ref=1');
    navigation.showLocale('kz');
    expect(moves).toEqual([{ to: '/kz/games/dice?ref=1', replace: true }]);
  });

  it('moves inside the app keeping the locale prefix', () => {
    const { moves, navigation } = onPage('/br/bonuses');
    navigation.go('/vip-club');
    expect(moves).toEqual([{ to: '/br/vip-club', replace: false }]);
  });

  it('builds a move made during another on the pending one: the saved locale is kept when a flag is removed', () => {
    const { moves, navigation } = onPage('/en/faq', '?login', { pathname: '/faq', search: '?login' });
    expect(navigation.current().path).toBe('/faq');
    navigation.go('/faq', { replace: true });
    expect(moves).toEqual([{ to: '/faq', replace: true }]);
  });
});

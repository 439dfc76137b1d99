import { describe, expect, it } from 'vitest';
import { ServerNavigation } from './ServerNavigation.ts';

describe('navigation while the server renders a request', () => {
  it('reads the location from the request, without the locale prefix', () => {
    const navigation = new ServerNavigation(new URL('https://casino.example/en/games/dice?tab=fair'));
    expect(navigation.current()).toEqual({
      host: 'casino.example',
      path: '/games/dice',
      query: { tab: 'fair' },
    });
    expect(navigation.target).toBeNull();
  });

  it('records a move inside the app in the page’s locale, for the server to answer as a redirect', () => {
    const navigation = new ServerNavigation(new URL('https://casino.example/en/profile'));
    navigation.go('/bonuses');
    expect(navigation.target).toBe('/en/bonuses');
  });

  it('records the same page in the player’s own locale, path and query kept (§5)', () => {
    const navigation = new ServerNavigation(new URL('https://casino.example/games/dice?tab=fair'));
    navigation.showLocale('kz');
    expect(navigation.target).toBe('/kz/games/dice?tab=fair');
  });
});

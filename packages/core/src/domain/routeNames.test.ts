import { describe, expect, it } from 'vitest';
import { localizedRouteName, parseLocalizedRouteName, routeNameFromPath } from './routeNames.ts';

describe('route names (§2 locale routing: route-name suffixes)', () => {
  it.each([
    ['', 'index'],
    ['games', 'games'],
    ['games/cases/:slug', 'games-cases-slug'],
    ['games/slots/:slots/demo', 'games-slots-slots-demo'],
    ['profile/access', 'profile-access'],
    ['tournaments/:status', 'tournaments-status'],
    ['reset-password/:token', 'reset-password-token'],
    ['*', 'not-found'],
  ])('names the route %j %j', (pattern, name) => {
    expect(routeNameFromPath(pattern)).toBe(name);
  });

  it('suffixes the name with the locale, ru included', () => {
    expect(localizedRouteName('profile-access', 'en')).toBe('profile-access___en');
    expect(localizedRouteName('index', 'ru')).toBe('index___ru');
  });

  it('reads the name and the locale back from a suffixed name', () => {
    expect(parseLocalizedRouteName('games-cases-slug___br')).toEqual({
      name: 'games-cases-slug',
      locale: 'br',
    });
    expect(parseLocalizedRouteName(localizedRouteName('index', 'kz'))).toEqual({
      name: 'index',
      locale: 'kz',
    });
  });

  it.each(['root', '0-1-2', '___en', 'games___de', 'games___', ''])('is not fooled by %j', (id) => {
    expect(parseLocalizedRouteName(id)).toBeNull();
  });
});

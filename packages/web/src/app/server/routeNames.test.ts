import { describe, expect, it } from 'vitest';
import { localizedRouteName } from '@casino/core';
import { RouteNames } from './routeNames.ts';

/** A router's match that names the route of each path and counts how often it was asked. */
function matcher(names: Readonly<Record<string, string>>) {
  const asked: string[] = [];
  return {
    asked,
    match: (pathname: string) => {
      asked.push(pathname);
      const name = names[pathname];
      return name ? [{ route: {} }, { route: { id: localizedRouteName(name, 'en') } }] : null;
    },
  };
}

describe('RouteNames (issue 35, item 4: a path is matched against the route tree once)', () => {
  it('names the deepest route a path matches, matching each path once', () => {
    const { asked, match } = matcher({ '/en': 'index', '/en/faq': 'faq' });
    const names = new RouteNames();
    expect(names.of('/en', match)).toBe('index');
    expect(names.of('/en/faq', match)).toBe('faq');
    expect(names.of('/en', match)).toBe('index');
    expect(names.of('/nowhere', match)).toBeNull();
    expect(names.of('/nowhere', match)).toBeNull();
    expect(asked).toEqual(['/en', '/en/faq', '/nowhere']);
  });

  it('starts again once it holds its limit, and still names every path', () => {
    const { asked, match } = matcher({ '/a': 'faq', '/b': 'faq', '/c': 'faq' });
    const names = new RouteNames(2);
    for (const path of ['/a', '/b', '/c', '/a']) expect(names.of(path, match)).toBe('faq');
    expect(asked).toEqual(['/a', '/b', '/c', '/a']);
  });
});

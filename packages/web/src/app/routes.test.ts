import { describe, expect, it } from 'vitest';
import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { parseLocalizedRouteName } from '@casino/core';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localeBranches, PAGE_FOLDERS } from './routes.tsx';

const routes = localeBranches(
  async () => undefined,
  async () => undefined,
);

function ids(tree: RouteObject[]): string[] {
  return tree.flatMap((route) => [...(route.id ? [route.id] : []), ...ids(route.children ?? [])]);
}

const leafId = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.id;

describe('route names (§2 locale routing: route-name suffixes)', () => {
  it('names each page per locale: the same page is profile-access___ru, ___en, ___kz and ___br', () => {
    expect(leafId('/profile/access')).toBe('profile-access___ru');
    expect(leafId('/en/profile/access')).toBe('profile-access___en');
    expect(leafId('/kz/profile/access')).toBe('profile-access___kz');
    expect(leafId('/br/profile/access')).toBe('profile-access___br');
  });

  it('names pages with parameters by the pattern, not the values', () => {
    expect(leafId('/en/games/cases/gold')).toBe('games-cases-slug___en');
    expect(leafId('/tournaments/active')).toBe('tournaments-status___ru');
    expect(leafId('/br/reset-password/abc')).toBe('reset-password-token___br');
    expect(leafId('/en')).toBe('index___en');
    expect(leafId('/en/no-access')).toBe('no-access___en');
    expect(leafId('/kz/no/such/page')).toBe('not-found___kz');
  });

  it('serves the wheel of fortune in every locale, next to the other instant games', () => {
    expect(leafId('/games/wheel')).toBe('games-wheel___ru');
    expect(leafId('/en/games/wheel')).toBe('games-wheel___en');
    expect(leafId('/kz/games/wheel')).toBe('games-wheel___kz');
    expect(leafId('/br/games/wheel')).toBe('games-wheel___br');
    expect(leafId('/en/games/dice')).toBe('games-dice___en');
  });

  it('gives every page a unique suffixed name the router accepts', () => {
    const named = ids(routes).filter((id) => parseLocalizedRouteName(id));
    expect(new Set(named).size).toBe(named.length);
    expect(named.length % 4).toBe(0);
    expect(() => createMemoryRouter(routes)).not.toThrow();
  });
});

/** The namespaces a folder's own files ask for with useTranslation, tests aside. */
function namespacesUsedIn(folder: string): Set<string> {
  const used = new Set<string>();
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  for (const file of files) {
    for (const call of readFileSync(join(folder, file), 'utf8').matchAll(/useTranslation\(([^)]*)\)/g)) {
      for (const name of (call[1] ?? '').matchAll(/'([a-z-]+)'/g)) used.add(name[1] ?? '');
    }
  }
  return used;
}

describe('the locale namespaces of each page folder', () => {
  const shell = new Set(['common', 'layout']);
  it.each(Object.keys(PAGE_FOLDERS))(
    'pages/%s loads every namespace its pages render before they show (a late one holds hydration back)',
    (folder) => {
      const listed = new Set<string>(PAGE_FOLDERS[folder as keyof typeof PAGE_FOLDERS].namespaces);
      const missing = [...namespacesUsedIn(join(import.meta.dirname, '../pages', folder))].filter(
        (name) => !listed.has(name) && !shell.has(name),
      );
      expect(missing).toEqual([]);
    },
  );
});

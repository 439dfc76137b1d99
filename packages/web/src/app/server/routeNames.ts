import { BoundedMap, parseLocalizedRouteName } from '@casino/core';

/** A route as the router's matches name it. */
type Matches = readonly { route: { id?: string } }[] | null;

/** The locale-free name of the deepest route a path matches (`not-found` for the catch-all). */
export function leafRouteName(matches: Matches): string | null {
  const leaf = matches?.at(-1)?.route.id;
  return leaf ? (parseLocalizedRouteName(leaf)?.name ?? null) : null;
}

/** How many paths' route names the server keeps: past it, it starts again. */
export const ROUTE_NAMES_KEPT = 1_000;

/**
 * The name of the deepest route each path lately asked matches: a function of the path alone (its locale's route tree
 * is built once for the process), so the head's SEO entry does not match the whole tree again (issue 35, item 4).
 */
export class RouteNames {
  readonly #names: BoundedMap<string, string | null>;

  constructor(limit = ROUTE_NAMES_KEPT) {
    this.#names = new BoundedMap(limit, 'startAgain');
  }

  of(pathname: string, match: (pathname: string) => Matches): string | null {
    const known = this.#names.get(pathname);
    if (known !== undefined) return known;
    const name = leafRouteName(match(pathname));
    this.#names.set(pathname, name);
    return name;
  }
}

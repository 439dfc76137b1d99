import { redactForAnalytics } from '../domain/analyticsRedaction.ts';
import type { Query } from '../domain/query.ts';
import { parseLocalizedRouteName } from '../domain/routeNames.ts';
import type { Analytics } from '../ports/Analytics.ts';

/**
 * After each route change, a page-view analytics event with the full path (§2); page views are captured manually.
 * Credentials in the address (the simple-auth `token`, the reset token in `/reset-password/<token>`) are redacted.
 */
export class RecordPageView {
  readonly #analytics: Pick<Analytics, 'pageView'>;

  constructor(deps: { readonly analytics: Pick<Analytics, 'pageView'> }) {
    this.#analytics = deps.analytics;
  }

  /** `routeId` is the matched page's suffixed route name (`profile-access___en`), when it has one. */
  execute(route: { readonly path: string; readonly query: Query; readonly routeId?: string | null }): void {
    const fullPath = redactForAnalytics(route.path, route.query);
    const name = route.routeId ? parseLocalizedRouteName(route.routeId) : null;
    if (name) this.#analytics.pageView(fullPath, name);
    else this.#analytics.pageView(fullPath);
  }
}

import { redactForAnalytics } from '../domain/analyticsRedaction.ts';
import type { Query } from '../domain/query.ts';
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

  execute(route: { readonly path: string; readonly query: Query }): void {
    this.#analytics.pageView(redactForAnalytics(route.path, route.query));
  }
}

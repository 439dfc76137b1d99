import { attributionFromCookies } from '../domain/attribution.ts';
import type { CookieName } from '../domain/cookies.ts';
import type { AttributionApi } from '../ports/AttributionApi.ts';
import type { CookieJar } from '../ports/CookieJar.ts';
import type { Logger } from '../ports/Logger.ts';

export interface AttachAttributionDeps {
  readonly attributionApi: Pick<AttributionApi, 'attachSource'>;
  readonly cookies: Pick<CookieJar, 'get'>;
  readonly logger: Pick<Logger, 'warn'>;
}

/** After login the stored attribution is attached to the player (§7); prHash is null when absent (§3). */
export class AttachAttribution {
  readonly #deps: AttachAttributionDeps;

  constructor(deps: AttachAttributionDeps) {
    this.#deps = deps;
  }

  /** A failure is only logged (§8): attribution never stands in the way of a login. */
  async execute(): Promise<void> {
    const source = attributionFromCookies((name: CookieName) => this.#deps.cookies.get(name));
    const result = await this.#deps.attributionApi.attachSource(source);
    if (!result.ok) this.#deps.logger.warn('attachSource failed', result.error);
  }
}

import {
  adBonusCookies,
  affiliateCookiesFromQuery,
  attributionParam,
  boundedQuery,
  sanitizeAttributionValue,
  shouldCallUtm,
  trackingCookiesFromQuery,
} from '../domain/attribution.ts';
import type { CookieName } from '../domain/cookies.ts';
import { fullPath, withoutParam, type Query } from '../domain/query.ts';
import { MAX_URL_LENGTH } from '../domain/safeUrl.ts';
import type { AttributionApi } from '../ports/AttributionApi.ts';
import type { BonusApi } from '../ports/BonusApi.ts';
import type { CookieJar } from '../ports/CookieJar.ts';
import type { Fingerprint } from '../ports/Fingerprint.ts';
import type { Logger } from '../ports/Logger.ts';
import type { Navigation } from '../ports/Navigation.ts';

/** What the promo check found: the valid code kept, an invalid one dropped, or no answer to go by. */
export type PromoCheck =
  | { readonly kind: 'none' }
  | { readonly kind: 'valid'; readonly code: string }
  | { readonly kind: 'invalid'; readonly code: string }
  | { readonly kind: 'unchecked'; readonly code: string };

export interface CaptureAttributionDeps {
  readonly navigation: Pick<Navigation, 'current' | 'href' | 'go'>;
  readonly cookies: Pick<CookieJar, 'get' | 'set' | 'remove'>;
  readonly attributionApi: Pick<AttributionApi, 'utm' | 'registerPageOpen' | 'affiliate'>;
  readonly bonusApi: Pick<BonusApi, 'promoBonus'>;
  readonly fingerprint: Pick<Fingerprint, 'get'>;
  readonly logger: Pick<Logger, 'warn'>;
}

/**
 * Reads the landing query into the attribution cookies (§3, §5, §9): pr (prHash, only if none), simple_auth (only if
 * absent), stag, partner (partnerId), the tracking query (advertiseUid/advertiseSource or cpaOneUid); asks the utm call
 * when the utm query is complete and no advId is stored; registers the page open when subH is there; checks the promo
 * of the query or cookie; reports an affiliate landing (stag or partner in the query) through /middleware/affiliate.
 * Every value is sanitised before it is stored (sanitizeAttributionValue). Failures of the
 * utm and page-open calls are only logged (§8).
 */
export class CaptureAttribution {
  readonly #deps: CaptureAttributionDeps;

  constructor(deps: CaptureAttributionDeps) {
    this.#deps = deps;
  }

  /**
   * The cookie half alone, synchronous: the start-up runs it before simple auth, so a first visit by a
   * `?simple_auth=1&token=…` link finds the simpleAuth cookie set (§5) and signs the player in. Idempotent.
   */
  storeQueryCookies(): void {
    this.#storeQueryCookies(this.#deps.navigation.current().query);
  }

  async execute(): Promise<PromoCheck> {
    const { query } = this.#deps.navigation.current();
    this.#storeQueryCookies(query);
    const [promo] = await Promise.all([
      this.#checkPromo(query),
      this.#askUtm(query),
      this.#registerPageOpen(query),
      this.#reportAffiliate(query),
    ]);
    return promo;
  }

  #storeQueryCookies(query: Query): void {
    const { cookies } = this.#deps;
    const pr = attributionParam(query, 'pr');
    if (pr !== null && cookies.get('prHash') === null) cookies.set('prHash', pr);
    if (Object.hasOwn(query, 'simple_auth') && cookies.get('simpleAuth') === null) {
      cookies.set('simpleAuth', attributionParam(query, 'simple_auth') ?? '1');
    }
    this.#setAll({ ...affiliateCookiesFromQuery(query), ...trackingCookiesFromQuery(query) });
  }

  #setAll(values: Partial<Record<CookieName, string>>): void {
    for (const [name, value] of Object.entries(values)) this.#deps.cookies.set(name, value);
  }

  async #askUtm(query: Query): Promise<void> {
    if (!shouldCallUtm(query, this.#deps.cookies.get('advId'))) return;
    const answer = await this.#deps.attributionApi.utm(boundedQuery(query));
    if (!answer.ok) {
      this.#deps.logger.warn('utm call failed', answer.error);
      return;
    }
    const advId = sanitizeAttributionValue(answer.value.advId);
    if (advId !== null) this.#deps.cookies.set('advId', advId);
    if (answer.value.promo) this.#setAll(adBonusCookies(answer.value.promo));
  }

  /**
   * An affiliate's click is reported when it lands (§7), not at signup: the stag and partner cookies reach the server
   * only with a login or registration (attachSource), so without this the programme would never learn of the visitors
   * who look and leave, which is what it measures a partner's traffic by. One call per landing, with the bounded query.
   */
  async #reportAffiliate(query: Query): Promise<void> {
    if (Object.keys(affiliateCookiesFromQuery(query)).length === 0) return;
    const result = await this.#deps.attributionApi.affiliate(boundedQuery(query));
    if (!result.ok) this.#deps.logger.warn('affiliate report failed', result.error);
  }

  async #registerPageOpen(query: Query): Promise<void> {
    const subH = attributionParam(query, 'subH');
    if (subH === null) return;
    const uuid = await this.#deps.fingerprint.get().catch(() => null);
    if (uuid === null) {
      this.#deps.logger.warn('page-open event skipped: no fingerprint');
      return;
    }
    const clickUrl = this.#deps.navigation.href().slice(0, MAX_URL_LENGTH);
    const result = await this.#deps.attributionApi.registerPageOpen({ subH, uuid, clickUrl });
    if (!result.ok) this.#deps.logger.warn('page-open event failed', result.error);
  }

  /** An invalid promo clears the cookie and leaves the query (§5, §8); an unanswered check changes nothing. */
  async #checkPromo(query: Query): Promise<PromoCheck> {
    const { cookies, bonusApi } = this.#deps;
    const code = attributionParam(query, 'promo') ?? sanitizeAttributionValue(cookies.get('promo'));
    if (code === null) return { kind: 'none' };
    const answer = await bonusApi.promoBonus(code);
    if (answer.ok) {
      cookies.set('promo', code);
      return { kind: 'valid', code };
    }
    if (answer.error.kind !== 'notFound' && answer.error.kind !== 'validation') {
      this.#deps.logger.warn('promo check failed', answer.error);
      return { kind: 'unchecked', code };
    }
    cookies.remove('promo');
    this.#dropPromoParam();
    return { kind: 'invalid', code };
  }

  #dropPromoParam(): void {
    const { path, query } = this.#deps.navigation.current();
    if (Object.hasOwn(query, 'promo'))
      this.#deps.navigation.go(fullPath(path, withoutParam(query, 'promo')), { replace: true });
  }
}

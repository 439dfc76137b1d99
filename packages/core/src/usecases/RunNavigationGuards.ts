import { isCrawler } from '../domain/crawler.ts';
import {
  CONTINUE,
  GLOBAL_GUARDS,
  NO_ACCESS_PATH,
  UnknownRouteMiddlewareError,
  bonusBalancesDecision,
  gamesHostDecision,
  isGuardName,
  mirrorDecision,
  redirectCheckDecision,
  routeRuleDecision,
  type GuardDecision,
  type GuardName,
  type RouteRule,
} from '../domain/navigationGuards.ts';
import type { Query } from '../domain/query.ts';
import type { UrlPolicy } from '../domain/safeUrl.ts';
import { ANALYTICS_FLAG_TIMEOUT_MS } from '../domain/timing.ts';
import type { Analytics } from '../ports/Analytics.ts';
import type { Clock } from '../ports/Clock.ts';
import type { Logger } from '../ports/Logger.ts';
import type { Environment } from '../ports/Navigation.ts';
import type { SessionState } from '../ports/SessionState.ts';
import type { StartupLookups } from './StartupLookups.ts';

/** The navigation being guarded, with the guards its route asks for by name. */
export interface RouteTarget {
  readonly path: string;
  readonly query: Query;
  readonly guards?: readonly string[];
}

export interface RunNavigationGuardsDeps {
  readonly lookups: Pick<StartupLookups, 'mirror' | 'mirrorRedirect' | 'geo'>;
  readonly environment: Pick<Environment, 'host' | 'userAgent'>;
  readonly session: Pick<SessionState, 'user'>;
  readonly analytics: Pick<
    Analytics,
    'featureFlags' | 'featureFlagsLoaded' | 'featureFlagsAsked' | 'onFeatureFlags'
  >;
  /** Bounds the wait for feature flags that have not arrived yet. */
  readonly clock: Pick<Clock, 'setTimeout'>;
  readonly logger: Pick<Logger, 'warn'>;
  readonly urlPolicy: UrlPolicy;
  /** Route rules of §2, looked up by path. */
  readonly routeRules: readonly RouteRule[];
  /** The host on which crash, coinflip and the cases pages are closed (§6); null when none. */
  readonly restrictedGamesHost: string | null;
}

/**
 * The guard chain of §2 before each navigation, in order: redirect check, mirror check, geo check, route rules; then the
 * gates the route names (§6). The first guard that does not continue decides. The server answers behind the checks are
 * asked once per app start (StartupLookups); the redirect check's target is followed once, on the first navigation,
 * so an in-app target cannot trap the player in a loop (a failed check is logged and not retried).
 */
export class RunNavigationGuards {
  readonly #deps: RunNavigationGuardsDeps;
  #redirectCheckDone = false;

  constructor(deps: RunNavigationGuardsDeps) {
    this.#deps = deps;
  }

  /** Throws UnknownRouteMiddlewareError ('Unknown route middleware', §8) when the route names a guard nobody wrote. */
  async execute(to: RouteTarget): Promise<GuardDecision> {
    const routeGuards = (to.guards ?? []).map((name) => {
      if (!isGuardName(name)) throw new UnknownRouteMiddlewareError(name);
      return name;
    });
    for (const guard of [...GLOBAL_GUARDS, ...routeGuards]) {
      const decision = await this.#run(guard, to);
      if (decision.kind !== 'continue') return decision;
    }
    return CONTINUE;
  }

  #run(guard: GuardName, to: RouteTarget): Promise<GuardDecision> | GuardDecision {
    const { environment, urlPolicy, session } = this.#deps;
    switch (guard) {
      case 'redirectCheck':
        return this.#redirectCheck(to);
      case 'mirror':
        return this.#mirrorCheck(to);
      case 'geo':
        return this.#geoCheck(to);
      case 'routeRules':
        return routeRuleDecision(this.#deps.routeRules, to.path, urlPolicy);
      case 'bonusBalances':
        return this.#bonusBalances(session.user);
      case 'gamesHost':
        return gamesHostDecision(environment.host, to.path, this.#deps.restrictedGamesHost);
    }
  }

  /**
   * §6: a feature may come from the player's own list or from the flag service. When the player's list does not open
   * the page and the service has not answered yet, the gate waits for it (at most the flag request's own timeout)
   * instead of closing a page the flags would open. Before the flags are even asked for (the server's render, or the
   * browser's first page, after which the analytics start), a player's page is let through: it shows its heading and
   * waits for the flags, which close it if they do not open it. A visitor has no profile to show: closed at once.
   */
  async #bonusBalances(user: SessionState['user']): Promise<GuardDecision> {
    const { analytics, clock } = this.#deps;
    const features = user?.features ?? [];
    const now = bonusBalancesDecision(features, analytics.featureFlags());
    if (now.kind === 'continue' || analytics.featureFlagsLoaded) return now;
    if (!analytics.featureFlagsAsked) return user ? CONTINUE : now;
    await new Promise<void>((resolve) => {
      const timer = clock.setTimeout(() => {
        stop();
        resolve();
      }, ANALYTICS_FLAG_TIMEOUT_MS);
      const stop = analytics.onFeatureFlags(() => {
        stop();
        timer.cancel();
        resolve();
      });
    });
    return bonusBalancesDecision(features, analytics.featureFlags());
  }

  async #redirectCheck(to: RouteTarget): Promise<GuardDecision> {
    if (this.#redirectCheckDone) return CONTINUE;
    this.#redirectCheckDone = true;
    const answer = await this.#deps.lookups.mirrorRedirect();
    if (!answer.ok) {
      this.#deps.logger.warn('redirect check failed', answer.error);
      return CONTINUE;
    }
    const { host } = this.#deps.environment;
    return redirectCheckDecision(answer.value.newLink, host, to.path, to.query, this.#deps.urlPolicy);
  }

  async #mirrorCheck(to: RouteTarget): Promise<GuardDecision> {
    const mirror = await this.#deps.lookups.mirror();
    if (!mirror.ok) {
      this.#deps.logger.warn('mirror check failed', mirror.error);
      return CONTINUE;
    }
    const { host } = this.#deps.environment;
    return mirrorDecision(mirror.value.newLink, host, to.path, to.query, this.#deps.urlPolicy);
  }

  /** Geo 451 sends to /no-access; other failures are only logged; crawlers skip the check (§6, §8). */
  async #geoCheck(to: RouteTarget): Promise<GuardDecision> {
    if (isCrawler(this.#deps.environment.userAgent) || to.path === NO_ACCESS_PATH) return CONTINUE;
    const geo = await this.#deps.lookups.geo();
    if (geo.ok) return CONTINUE;
    if (geo.error.kind === 'regionBlocked') return { kind: 'navigate', to: NO_ACCESS_PATH };
    this.#deps.logger.warn('geo check failed', geo.error);
    return CONTINUE;
  }
}

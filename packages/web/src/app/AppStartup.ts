import type {
  CaptureAttribution,
  CookieJar,
  CookieName,
  Logger,
  RestoreSession,
  SignInWithSimpleAuth,
  StartSingleSignOn,
  StartupLookups,
} from '@casino/core';
import type { RegionStore } from '../session/RegionStore.ts';

export interface AppStartupDeps {
  readonly lookups: Pick<StartupLookups, 'mirror' | 'mirrorRedirect' | 'geo' | 'reportDomain'>;
  readonly singleSignOn: Pick<StartSingleSignOn, 'execute'>;
  readonly simpleAuth: Pick<SignInWithSimpleAuth, 'execute'>;
  readonly restoreSession: Pick<RestoreSession, 'execute'>;
  readonly captureAttribution: Pick<CaptureAttribution, 'storeQueryCookies' | 'execute'>;
  readonly region: Pick<RegionStore, 'setRegion'>;
  readonly logger: Pick<Logger, 'warn'>;
  readonly cookies: Pick<CookieJar, 'set'>;
  /** The userVersion and userBrowser cookies of this client and browser (§3, §9), written at each start. */
  readonly clientCookies: Partial<Record<CookieName, string>>;
  /** Crawlers skip the geo check (§6): it is not asked for them, not even early. */
  readonly isCrawler: boolean;
  /**
   * Runs what nothing waits for once the first page answers input (the browser: `whenFirstPageShown`); at once when
   * not given (the server). The domain's report is made so: asked before the page was hydrated, it loaded the HTTP
   * client, axios and zod (about 37 kB gzip) ahead of the page on every page the server had not reported for.
   */
  readonly afterFirstPage?: (task: () => void) => void;
}

/** 'leaving' when single sign-on sends the browser away: nothing should render. */
export type StartupOutcome = 'ready' | 'leaving';

/**
 * What happens once, when the app opens (§4): the start-up answers asked side by side, simple auth from the query,
 * single sign-on (for a visitor with no token), then the stored token's session, and the landing query's attribution
 * captured in the background so it never holds the first page.
 */
export class AppStartup {
  readonly #deps: AppStartupDeps;
  #run: Promise<StartupOutcome> | null = null;

  constructor(deps: AppStartupDeps) {
    this.#deps = deps;
  }

  /** Starts the mirror and geo calls early, so the guards of the first navigation find them under way. */
  prefetch(): void {
    const { lookups, region } = this.#deps;
    void lookups.mirrorRedirect();
    void lookups.mirror();
    const later = this.#deps.afterFirstPage ?? ((task: () => void) => task());
    later(() => void lookups.reportDomain());
    if (this.#deps.isCrawler) return;
    void lookups.geo().then((geo) => {
      if (geo.ok) region.setRegion(geo.value.region);
    });
  }

  run(): Promise<StartupOutcome> {
    this.#run ??= this.#start();
    return this.#run;
  }

  async #start(): Promise<StartupOutcome> {
    for (const [name, value] of Object.entries(this.#deps.clientCookies)) this.#deps.cookies.set(name, value);
    // The landing query's cookies first: simple auth needs the simpleAuth cookie a first visit's link sets (§5).
    this.#deps.captureAttribution.storeQueryCookies();
    // A simple-auth link is a session: it runs before single sign-on, which sends away only a visitor with no token.
    const simple = await this.#deps.simpleAuth.execute();
    const sso = await this.#deps.singleSignOn.execute();
    if (sso.kind === 'redirect') return 'leaving';
    if (simple.ok && simple.value === null) await this.#deps.restoreSession.execute();
    void this.#deps.captureAttribution.execute().catch((cause: unknown) => {
      this.#deps.logger.warn('capturing attribution failed', cause);
    });
    return 'ready';
  }
}

import { operatorFromEnv, type Operator, type OperatorEnv, type UrlPolicy } from '@casino/core';
import { resolveApiBases, type ApiBaseEnv, type GamesApiBases, type RoundsApiBases } from '@casino/adapters';

/** What the build and the page location tell the app at start. */
export interface AppConfig {
  /** The API base (§7): VITE_API_URL in development and on a local preview, else api.<current host>. */
  readonly apiBaseUrl: string;
  /** The §7 bases of the instant games: VITE_<GAME>_API_URL each, else the main base. */
  readonly gameApiBases: GamesApiBases;
  /** The live socket of crash and the rooms: `<crash base>/live` over ws(s) (VITE_CRASH_API_URL, else the main base). */
  readonly liveUrl: string;
  /** The sportsbook's real-time line: `<API base>/sports/live` over ws(s). */
  readonly sportsLiveUrl: string;
  /** The §7 bases of miner, hilo and the cases: VITE_MINER_API_URL, VITE_GENERAL_API_URL, VITE_CASES_API_URL. */
  readonly roundApiBases: RoundsApiBases;
  /** The main host on which Russian is shown as English (§9); VITE_MAIN_HOST. */
  readonly mainHost: string | null;
  /** The host on which crash, coinflip and the cases pages are closed (§6); VITE_RESTRICTED_GAMES_HOST. */
  readonly restrictedGamesHost: string | null;
  readonly isDevelopment: boolean;
  readonly analyticsKey: string;
  /** Keeps headless browsers' events (end-to-end runs only); VITE_ANALYTICS_CAPTURE_BOTS=1. */
  readonly analyticsCaptureBots: boolean;
  readonly recaptchaSiteKey: string | null;
  /** The chat provider's loader script and the site's key with it (§1, §9); no chat when the URL is unset. */
  readonly chatScriptUrl: string | null;
  readonly chatKey: string;
  /** The messaging analytics script (§7); none when unset. */
  readonly messagingScriptUrl: string | null;
  /** The server's RSA public key (SPKI, base64) the fingerprint is encrypted under (§7); none: not encrypted. */
  readonly fingerprintKey: string | null;
  /** Where a server-supplied target, a mirror, the SSO site or a provider page may send the browser. */
  readonly urlPolicy: UrlPolicy;
  /** Who runs the site (`VITE_OPERATOR_*`, the local demonstration operator when none is set); a bad value is refused. */
  readonly operator: Operator;
}

export type BuildEnv = ApiBaseEnv &
  OperatorEnv & {
    readonly DEV?: boolean;
    readonly VITE_MAIN_HOST?: string;
    readonly VITE_RESTRICTED_GAMES_HOST?: string;
    readonly VITE_POSTHOG_KEY?: string;
    readonly VITE_ANALYTICS_CAPTURE_BOTS?: string;
    readonly VITE_RECAPTCHA_SITE_KEY?: string;
    readonly VITE_CHAT_SCRIPT_URL?: string;
    readonly VITE_CHAT_KEY?: string;
    readonly VITE_MESSAGING_SCRIPT_URL?: string;
    readonly VITE_FINGERPRINT_KEY?: string;
    /** Comma-separated hosts (a leading dot allows subdomains): the site's mirrors and its SSO and payment hosts. */
    readonly VITE_ALLOWED_HOSTS?: string;
  };

const text = (value: string | undefined): string | null => value?.trim() || null;

/**
 * The operator the page's head names (`<meta name="operator">`, issue 36): a build carries several brands and the
 * server that rendered the page chose one, so the browser reads it from the page (as that server did), not from its
 * build. None when the page has no such element: the build's variables then.
 */
export function pageOperatorEnv(page: Pick<Document, 'querySelector'>): OperatorEnv {
  // Written by the build alone (build/brandBundle.ts): its variables, nothing else.
  const content = page.querySelector('meta[name="operator"]')?.getAttribute('content');
  return content ? (JSON.parse(content) as OperatorEnv) : {};
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** The site's own host and its subdomains, the API host, and the hosts the build names. */
export function urlPolicyFor(env: BuildEnv, hostname: string, apiBaseUrl: string): UrlPolicy {
  const site = hostname.toLowerCase().replace(/^www\./, '');
  const configured = (env.VITE_ALLOWED_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '');
  const apiHost = hostOf(apiBaseUrl);
  return {
    allowedHosts: [
      ...new Set([hostname.toLowerCase(), `.${site}`, ...(apiHost ? [apiHost] : []), ...configured]),
    ],
  };
}

export function readAppConfig(
  env: BuildEnv,
  location: { readonly protocol: string; readonly hostname: string },
): AppConfig {
  const bases = resolveApiBases(env, location);
  const apiBaseUrl = bases.main;
  return {
    apiBaseUrl,
    liveUrl: `${bases.games.crash.replace(/^http/, 'ws').replace(/\/+$/, '')}/live`,
    sportsLiveUrl: `${apiBaseUrl.replace(/^http/, 'ws').replace(/\/+$/, '')}/sports/live`,
    gameApiBases: {
      dice: bases.games.dice,
      coinflip: bases.games.coinflip,
      keno: bases.games.keno,
      general: bases.games.general,
    },
    roundApiBases: { miner: bases.games.miner, cases: bases.games.cases, general: bases.games.general },
    mainHost: text(env.VITE_MAIN_HOST),
    restrictedGamesHost: text(env.VITE_RESTRICTED_GAMES_HOST),
    isDevelopment: env.DEV === true,
    analyticsKey: text(env.VITE_POSTHOG_KEY) ?? 'casino-web',
    analyticsCaptureBots: env.VITE_ANALYTICS_CAPTURE_BOTS === '1',
    recaptchaSiteKey: text(env.VITE_RECAPTCHA_SITE_KEY),
    chatScriptUrl: text(env.VITE_CHAT_SCRIPT_URL),
    chatKey: text(env.VITE_CHAT_KEY) ?? '',
    messagingScriptUrl: text(env.VITE_MESSAGING_SCRIPT_URL),
    fingerprintKey: text(env.VITE_FINGERPRINT_KEY),
    // Operator targets may be plain http only where the site itself is (development, a local build).
    urlPolicy: {
      ...urlPolicyFor(env, location.hostname, apiBaseUrl),
      allowHttp: location.protocol === 'http:',
    },
    operator: operatorFromEnv(env),
  };
}

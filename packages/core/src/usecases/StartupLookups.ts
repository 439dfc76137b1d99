import { isTransientError, type DomainError } from '../domain/errors.ts';
import type { GeoData } from '../domain/geo.ts';
import type { MirrorInfo } from '../domain/mirror.ts';
import type { Result } from '../domain/result.ts';
import type { ApiResult } from '../ports/AuthApi.ts';
import type { GeoApi, MirrorApi } from '../ports/GeoApi.ts';

export interface MirrorRedirectAnswer {
  readonly newLink: string | null;
  readonly oldDomain: string | null;
}

/**
 * The answers a start-up already has: those the server got for the page it rendered, handed to the browser with the
 * page, so the browser's first navigation does not ask again. Each is an answer kept for the visit (see `answers()`).
 */
export interface StartupAnswers {
  readonly mirror?: Result<MirrorInfo, DomainError>;
  readonly mirrorRedirect?: Result<MirrorRedirectAnswer, DomainError>;
  readonly geo?: Result<GeoData, DomainError>;
  /** The domain's report (§7), made once per visit: by the server for the page it rendered. */
  readonly reportMirror?: Result<void, DomainError>;
}

type AnswerKey = keyof StartupAnswers;
const ANSWER_KEYS: readonly AnswerKey[] = ['mirror', 'mirrorRedirect', 'geo', 'reportMirror'];

export interface StartupLookupsDeps {
  readonly mirrorApi: Pick<MirrorApi, 'getMirror' | 'mirrorRedirect' | 'reportMirror'>;
  readonly geoApi: Pick<GeoApi, 'geoIp'>;
  /** The host the app runs on, sent as the mirror redirect's domain. */
  readonly host: string;
  /** Answers known before the app started (the server's, for the page it rendered): never asked again. */
  readonly known?: StartupAnswers;
}

/**
 * The mirror, mirror redirect and geo answers, asked once per app start and shared by the navigation guards and
 * single sign-on. Concurrent askers share one call. An answer is kept for the rest of the visit; a failure that
 * says nothing about the site or the visitor (network, 5xx) is not kept, so the next navigation asks again.
 */
export class StartupLookups {
  readonly #deps: StartupLookupsDeps;
  readonly #cache = new Map<string, ApiResult<unknown>>();
  /** The answers in hand and kept for the visit, by key: what `answers()` hands on. */
  readonly #kept = new Map<AnswerKey, Result<unknown, DomainError>>();

  constructor(deps: StartupLookupsDeps) {
    this.#deps = deps;
    for (const key of ANSWER_KEYS) {
      const answer = deps.known?.[key];
      if (!answer || (!answer.ok && isTransientError(answer.error))) continue;
      this.#kept.set(key, answer);
      this.#cache.set(key, Promise.resolve(answer));
    }
  }

  /** The answers received and kept so far (not those under way, nor failures worth asking again): plain data. */
  answers(): StartupAnswers {
    return Object.fromEntries(this.#kept) as StartupAnswers;
  }

  mirror(): ApiResult<MirrorInfo> {
    return this.#once('mirror', () => this.#deps.mirrorApi.getMirror());
  }

  mirrorRedirect(): ApiResult<MirrorRedirectAnswer> {
    return this.#once('mirrorRedirect', () => this.#deps.mirrorApi.mirrorRedirect(this.#deps.host));
  }

  /**
   * Reports the domain the app was opened on (§7), once per visit: the operator learns which mirrors players reach,
   * which is how a blocked domain shows. Nothing waits for it.
   */
  reportDomain(): ApiResult<void> {
    return this.#once('reportMirror', () => this.#deps.mirrorApi.reportMirror(this.#deps.host));
  }

  /** A 451 (regionBlocked) is an answer about the visitor and is kept like a success. */
  geo(): ApiResult<GeoData> {
    return this.#once('geo', () => this.#deps.geoApi.geoIp());
  }

  #once<T>(key: string, call: () => ApiResult<T>): ApiResult<T> {
    const cached = this.#cache.get(key) as ApiResult<T> | undefined;
    if (cached) return cached;
    const pending = call().then(
      (result) => {
        if (!result.ok && isTransientError(result.error)) this.#cache.delete(key);
        else if ((ANSWER_KEYS as readonly string[]).includes(key)) this.#kept.set(key as AnswerKey, result);
        return result;
      },
      (cause: unknown): Result<T, DomainError> => {
        this.#cache.delete(key);
        return { ok: false, error: { kind: 'network', message: String(cause) } };
      },
    );
    this.#cache.set(key, pending);
    return pending;
  }
}

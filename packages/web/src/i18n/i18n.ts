import i18next, { type BackendModule, type i18n as I18n, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEMO_OPERATOR, LOCALES, operatorVariables, type Locale } from '@casino/core';
import { loadBundle, SHELL_NAMESPACES, type Bundle } from './bundles.ts';
import { TranslationMemo } from './translationMemo.ts';

export { SHELL_NAMESPACES };

function lazyBackend(load: (language: string, namespace: string) => Promise<Bundle>): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      load(language, namespace).then(
        (data) => callback(null, data),
        (cause: unknown) => callback(cause instanceof Error ? cause : new Error(String(cause)), false),
      );
    },
  };
}

/** A missing locale message is a console warning (§8), never a crash; the key shows in its place. */
function warnMissing(languages: readonly string[], namespace: string, key: string): void {
  console.warn(`Missing locale message: ${namespace}:${key} (${languages.join(', ')})`);
}

/**
 * The i18next instance for the app, with the shell's namespaces of `locale` loaded. `variables` are filled into every
 * message that names them (the operator's `{{brand}}`, `{{legalEntity}}`, … : `operatorVariables`). Its components'
 * texts are looked up once (`memo`): a row of the sportsbook's line asks for the same dozen texts as every other row,
 * at each render, and on /betting i18next's look-ups were a fifth of a phone's start (Lighthouse's blocking time on
 * the page 350-600 ms before, 80-180 ms after). The server's shared instances pass none: each request's clone has the
 * memo of its locale (`SharedI18n`).
 */
export async function createI18n(
  locale: Locale,
  load: (language: string, namespace: string) => Promise<Bundle> = loadBundle,
  variables: Readonly<Record<string, string>> = operatorVariables(DEMO_OPERATOR),
  memo: TranslationMemo | null = new TranslationMemo(),
): Promise<I18n> {
  const instance = i18next.createInstance();
  instance.use(lazyBackend(load)).use(initReactI18next);
  await instance.init({
    lng: locale,
    supportedLngs: [...LOCALES],
    nonExplicitSupportedLngs: false,
    load: 'currentOnly',
    fallbackLng: false,
    ns: [...SHELL_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false, defaultVariables: { ...variables } },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: warnMissing,
    react: { useSuspense: true },
  });
  memo?.install(instance);
  return instance;
}

/**
 * The server's i18n (issue 35, item 4): one instance per locale and operator for the life of the process, holding
 * the bundles (the same text for every request, loaded once, with the plural rules and formats i18n builds), and a
 * clone of it for each request, whose language and namespaces in use are its own. A clone shares the bundles only: no
 * request's state is in them (a missing message is reported, never written into them).
 */
/**
 * One locale's and operator's shared instance and its texts as its requests' components look them up
 * (`translationMemo.ts`): made together, and forgotten together when the bundles fail to load.
 */
interface SharedLocale {
  readonly base: Promise<I18n>;
  readonly memo: TranslationMemo;
}

export class SharedI18n {
  readonly #shared = new Map<string, SharedLocale>();
  readonly #load: (language: string, namespace: string) => Promise<Bundle>;

  constructor(load: (language: string, namespace: string) => Promise<Bundle> = loadBundle) {
    this.#load = load;
  }

  /** An instance of its own for one request, in `locale`, with the shell's namespaces loaded. */
  async forRequest(locale: Locale, variables: Readonly<Record<string, string>>): Promise<I18n> {
    const { base, memo } = this.#sharedFor(locale, variables);
    const shared = await base;
    let done!: (error: unknown) => void;
    const ready = new Promise<void>((resolve, reject) => {
      done = (error) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve();
    });
    // Not deferred to a timer: the bundles are at hand, so the clone is ready as soon as it is made.
    const clone = shared.cloneInstance({ lng: locale, initAsync: false }, (error) => done(error));
    await ready;
    memo.install(clone);
    return clone;
  }

  #sharedFor(locale: Locale, variables: Readonly<Record<string, string>>): SharedLocale {
    const key = `${locale}\n${JSON.stringify(variables)}`;
    let shared = this.#shared.get(key);
    if (!shared) {
      shared = { base: createI18n(locale, this.#load, variables, null), memo: new TranslationMemo() };
      this.#shared.set(key, shared);
      // A bundle that failed to load is asked for again by the next request (its memo, never used, goes with it).
      shared.base.catch(() => this.#shared.delete(key));
    }
    return shared;
  }
}

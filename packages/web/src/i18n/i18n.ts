import i18next, { type BackendModule, type i18n as I18n, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEMO_OPERATOR, LOCALES, operatorVariables, type Locale } from '@casino/core';
import { bundles, SHELL_NAMESPACES, type Bundle } from './bundles.ts';

export { SHELL_NAMESPACES };

export function bundleLoader(
  loaders: Readonly<Record<string, () => Promise<Bundle>>>,
): (language: string, namespace: string) => Promise<Bundle> {
  return async (language, namespace) => {
    const load = loaders[`./locales/${language}/${namespace}.json`];
    if (!load) throw new Error(`No locale bundle ${language}/${namespace}`);
    return load();
  };
}

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
 * message that names them (the operator's `{{brand}}`, `{{legalEntity}}`, … : `operatorVariables`).
 */
export async function createI18n(
  locale: Locale,
  load: (language: string, namespace: string) => Promise<Bundle> = bundleLoader(bundles),
  variables: Readonly<Record<string, string>> = operatorVariables(DEMO_OPERATOR),
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
  return instance;
}

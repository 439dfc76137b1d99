import { describe, expect, it } from 'vitest';
import { LOCALES, NOTIFICATION_KEYS } from '@casino/core';

type Tree = { readonly [key: string]: string | Tree };

/** Every bundle of every owner, read at once: the shell's, the pages' and the PWA's namespaces alike. */
const bundles = import.meta.glob<Tree>('./locales/*/*.json', { eager: true, import: 'default' });

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function bundle(locale: string, namespace: string): Tree | undefined {
  return bundles[`./locales/${locale}/${namespace}.json`];
}

const namespaces = [
  ...new Set(Object.keys(bundles).map((path) => path.split('/')[3]?.replace('.json', '') ?? '')),
];

describe('locale bundles', () => {
  it('exist for every namespace in all four locales', () => {
    for (const namespace of namespaces) {
      for (const locale of LOCALES) expect(bundle(locale, namespace), `${locale}/${namespace}`).toBeDefined();
    }
  });

  it('hold every key in all four locales, for every namespace and owner', () => {
    for (const namespace of namespaces) {
      const keySets = LOCALES.map((locale) => new Set(keysOf(bundle(locale, namespace) ?? {})));
      const all = new Set(keySets.flatMap((keys) => [...keys]));
      LOCALES.forEach((locale, index) => {
        const missing = [...all].filter((key) => !keySets[index]?.has(key));
        expect(missing, `${locale}/${namespace} lacks`).toEqual([]);
      });
    }
  });

  it('leave no message empty', () => {
    for (const [path, tree] of Object.entries(bundles)) {
      const empty = keysOf(tree).filter((key) => {
        const value = key
          .split('.')
          .reduce<string | Tree | undefined>(
            (node, part) => (typeof node === 'object' ? node[part] : undefined),
            tree,
          );
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty, path).toEqual([]);
    }
  });

  it('translate every error key the core can name, and every error code of the contract', () => {
    const contractCodes = [
      'required',
      'invalid_email',
      'invalid_phone',
      'too_short',
      'too_long',
      'mismatch',
      'taken',
      'invalid_credentials',
      'invalid_code',
      'expired',
      'invalid_token',
      'wrong_password',
      'invalid_currency',
      'out_of_range',
      'not_found',
      'unsupported',
    ].map((code) => `error.${code}`);
    for (const locale of LOCALES) {
      const keys = new Set(keysOf(bundle(locale, 'errors') ?? {}));
      const missing = [...NOTIFICATION_KEYS, ...contractCodes].filter((key) => !keys.has(key));
      expect(missing, `${locale}/errors lacks`).toEqual([]);
    }
  });
});

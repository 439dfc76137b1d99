import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/i18n.ts';
import { premiumStatusLabel } from './premiumStatus.ts';

const bundles = import.meta.glob<Record<string, unknown>>('../i18n/locales/*/common.json', {
  eager: true,
  import: 'default',
});

async function tIn(locale: 'ru' | 'kz') {
  const i18n = await createI18n(locale, async (language, namespace) => {
    const bundle = bundles[`../i18n/locales/${language}/${namespace}.json`];
    if (!bundle) throw new Error(`no bundle ${language}/${namespace}`);
    return bundle;
  });
  await i18n.loadNamespaces(['common']);
  return i18n.t;
}

describe('premium status', () => {
  it('reads "vip" in the page language instead of the raw server word', async () => {
    expect(premiumStatusLabel(await tIn('ru'), 'vip')).toBe('VIP-участник');
    expect(premiumStatusLabel(await tIn('kz'), 'vip')).toBe('VIP мүшесі');
  });

  it('shows a status it has no name for as the server gives it', async () => {
    expect(premiumStatusLabel(await tIn('ru'), 'platinum')).toBe('platinum');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, SharedI18n, SHELL_NAMESPACES } from './i18n.ts';

function recordingLoader() {
  const loaded: string[] = [];
  const load = async (language: string, namespace: string) => {
    loaded.push(`${language}/${namespace}`);
    return { greeting: `${language}:${namespace}` };
  };
  return { loaded, load };
}

describe('createI18n', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads only the current locale’s shell bundles at start', async () => {
    const { loaded, load } = recordingLoader();
    await createI18n('kz', load);
    expect(loaded.sort()).toEqual(SHELL_NAMESPACES.map((namespace) => `kz/${namespace}`).sort());
  });

  it('fetches another locale’s bundles only when the language changes to it', async () => {
    const { loaded, load } = recordingLoader();
    const i18n = await createI18n('ru', load);
    await i18n.changeLanguage('br');
    expect(loaded.filter((entry) => entry.startsWith('br/'))).toHaveLength(SHELL_NAMESPACES.length);
    expect(loaded.some((entry) => entry.startsWith('en/') || entry.startsWith('kz/'))).toBe(false);
    expect(i18n.t('greeting')).toBe('br:common');
  });

  it('looks each text a component asks for up once, in each language (the line asks for the same texts per row)', async () => {
    const load = async (language: string) => ({ live: `${language}: live`, score: '{{home}}:{{away}}' });
    const i18n = await createI18n('ru', load);
    const { translator } = i18n as unknown as { translator: { translate: (...args: unknown[]) => unknown } };
    const translate = vi.spyOn(translator, 'translate');
    const t = i18n.getFixedT('ru', 'common');
    for (let row = 0; row < 50; row += 1) {
      expect(t('live')).toBe('ru: live');
      expect(t('score', { home: 1, away: 0 })).toBe('1:0');
    }
    expect(translate).toHaveBeenCalledTimes(2);
    await i18n.changeLanguage('kz');
    expect(i18n.getFixedT('kz', 'common')('live')).toBe('kz: live');
  });

  it('warns on the console for a missing key and shows the key instead of crashing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const i18n = await createI18n('en', recordingLoader().load);
    expect(i18n.t('no.such.key')).toBe('no.such.key');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Missing locale message: common:no.such.key'));
  });
});

describe('SharedI18n (the server’s)', () => {
  it('loads a locale’s bundles once for every request, each request with an instance of its own', async () => {
    const { loaded, load } = recordingLoader();
    const shared = new SharedI18n(load);
    const first = await shared.forRequest('en', { brand: 'Demo' });
    const second = await shared.forRequest('en', { brand: 'Demo' });
    expect(first).not.toBe(second);
    expect(loaded.sort()).toEqual(SHELL_NAMESPACES.map((namespace) => `en/${namespace}`).sort());
    expect(first.language).toBe('en');
    expect(second.t('greeting')).toBe('en:common');
  });

  it('keeps a request’s language its own when another request changes it', async () => {
    const shared = new SharedI18n(recordingLoader().load);
    const first = await shared.forRequest('ru', {});
    const second = await shared.forRequest('ru', {});
    await second.changeLanguage('kz');
    expect(first.language).toBe('ru');
    expect(first.t('greeting')).toBe('ru:common');
    expect(second.t('greeting')).toBe('kz:common');
  });

  it('fills in each operator’s own variables', async () => {
    const load = async () => ({ welcome: 'Welcome to {{brand}}' });
    const shared = new SharedI18n(load);
    const one = await shared.forRequest('en', { brand: 'One' });
    const other = await shared.forRequest('en', { brand: 'Other' });
    expect(one.t('welcome')).toBe('Welcome to One');
    expect(other.t('welcome')).toBe('Welcome to Other');
  });
});

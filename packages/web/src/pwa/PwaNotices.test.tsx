import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { act } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeClock, InMemoryKeyValueStore, settle } from '@casino/core/test/fakes';
import enLayout from '../i18n/locales/en/layout.json';
import en from '../i18n/locales/en/pwa.json';
import { BuildUpdateViewModel } from './BuildUpdateViewModel.ts';
import type { BeforeInstallPromptEvent, InstallPromptListener } from './installPromptSource.ts';
import { InstallPromptViewModel } from './InstallPromptViewModel.ts';
import { NetworkStatus } from './NetworkStatus.ts';
import { PwaNotices } from './PwaNotices.tsx';

/** English with the shell's words, and the notices' own unless `shellOnly` (their bundle not loaded yet). */
async function englishI18n(shellOnly = false) {
  const instance = i18next.createInstance();
  const resources: Record<string, Record<string, unknown>> = shellOnly
    ? { layout: enLayout }
    : { pwa: en, layout: enLayout };
  await instance
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: resources }, ns: Object.keys(resources) });
  return instance;
}

async function renderNotices(options: { online?: boolean; latestId?: string; shellOnly?: boolean } = {}) {
  let setOnline: (online: boolean) => void = () => undefined;
  const network = new NetworkStatus({
    isOnline: () => options.online ?? true,
    subscribe: (listener) => {
      setOnline = listener;
      return () => undefined;
    },
  });
  let offer: InstallPromptListener | null = null;
  const install = new InstallPromptViewModel(
    { subscribe: (listener) => ((offer = listener), () => undefined) },
    new InMemoryKeyValueStore(),
  );
  const reloadPage = vi.fn();
  const update = new BuildUpdateViewModel({
    currentBuildId: 'build-1',
    getJson: async () => ({ id: options.latestId ?? 'build-1' }),
    clock: new FakeClock(),
    isOnline: () => true,
    reloadPage,
  });
  update.start();
  render(
    <I18nextProvider i18n={await englishI18n(options.shellOnly)}>
      <PwaNotices network={network} install={install} update={update} />
    </I18nextProvider>,
  );
  await act(() => settle());
  const offerInstall = (event: BeforeInstallPromptEvent) => act(() => offer?.available(event));
  return { setOnline: (online: boolean) => act(() => setOnline(online)), offerInstall, reloadPage };
}

afterEach(cleanup);

describe('PwaNotices', () => {
  it('shows the offline notice while the browser is offline', async () => {
    const { setOnline } = await renderNotices({ online: false });
    expect(screen.getByRole('status').textContent).toContain('You are offline');
    setOnline(true);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says the player is offline in words, not keys, when the connection drops before its own bundle of words loads', async () => {
    await renderNotices({ online: false, shellOnly: true });
    expect(screen.getByRole('region', { name: 'App notices' })).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe(
      'You are offlineShowing what the app saved. Games, payments and your balance come back with the connection.',
    );
  });

  it('offers the new build and reloads on Update', async () => {
    const { reloadPage } = await renderNotices({ latestId: 'build-2' });
    expect(screen.getByRole('heading', { name: 'A new version is available' })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('shows the install prompt when offered and hides it on Not now', async () => {
    const { offerInstall } = await renderNotices();
    expect(screen.queryByRole('heading', { name: 'Install the app' })).toBeNull();
    offerInstall(
      Object.assign(new Event('beforeinstallprompt'), {
        prompt: async () => undefined,
        userChoice: Promise.resolve({ outcome: 'accepted' as const }),
      }),
    );
    expect(screen.getByRole('heading', { name: 'Install the app' })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('heading', { name: 'Install the app' })).toBeNull();
  });
});

describe('the pwa namespace', () => {
  it('has the same keys in ru, en, kz and br', async () => {
    const keysOf = (bundle: object, prefix = ''): string[] =>
      Object.entries(bundle).flatMap(([key, value]) =>
        typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    const locales = await Promise.all(
      ['ru', 'en', 'kz', 'br'].map(
        async (locale) => (await import(`../i18n/locales/${locale}/pwa.json`)).default,
      ),
    );
    const [first, ...rest] = locales.map((bundle: object) => keysOf(bundle).sort());
    for (const keys of rest) expect(keys).toEqual(first);
  });
});

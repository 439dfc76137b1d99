import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { act } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeClock, InMemoryKeyValueStore, settle } from '@casino/core/test/fakes';
import en from '../i18n/locales/en/pwa.json';
import { BuildUpdateViewModel } from './BuildUpdateViewModel.ts';
import type { BeforeInstallPromptEvent, InstallPromptListener } from './installPromptSource.ts';
import { InstallPromptViewModel } from './InstallPromptViewModel.ts';
import { NetworkStatus } from './NetworkStatus.ts';
import { PwaNotices } from './PwaNotices.tsx';

async function englishI18n() {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({ lng: 'en', resources: { en: { pwa: en } }, ns: ['pwa'] });
  return instance;
}

async function renderNotices(options: { online?: boolean; latestId?: string } = {}) {
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
  render(
    <I18nextProvider i18n={await englishI18n()}>
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

import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { Container } from 'inversify';
import { splitLocalePath } from '@casino/core';
import { ContainerProvider } from '../../di/ContainerProvider.tsx';
import { createI18n } from '../../i18n/i18n.ts';

const bundles = import.meta.glob<Record<string, unknown>>('../../i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** The real locale bundles, read from disk instead of fetched as chunks. */
async function bundleFromDisk(language: string, namespace: string) {
  const bundle = bundles[`../../i18n/locales/${language}/${namespace}.json`];
  if (!bundle) throw new Error(`no bundle ${language}/${namespace}`);
  return bundle;
}

/** Renders `element` at `path` inside the shell's providers: the container, i18n in the path's locale, a router. */
export async function renderInShell(element: ReactElement, options: { container: Container; path?: string }) {
  const path = options.path ?? '/en';
  const i18n = await createI18n(splitLocalePath(path).locale, bundleFromDisk);
  await i18n.loadNamespaces(['auth', 'payment', 'modals', 'errors', 'notfound', 'noaccess']);
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const view = render(
    <ContainerProvider container={options.container}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </ContainerProvider>,
  );
  return { ...view, router, i18n };
}

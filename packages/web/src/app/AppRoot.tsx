import { Suspense, lazy, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Outlet } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import type { Container } from 'inversify';
import type { i18n as I18n } from 'i18next';
import type { Locale } from '@casino/core';
import { ContainerProvider } from '../di/ContainerProvider.tsx';
import { AfterHydration } from '../components/AfterHydration.tsx';
import { whenFirstPageShown } from '../components/idle.ts';
import { TOKENS } from '../di/tokens.ts';
import { useInjection } from '../di/useInjection.ts';
import { usePageViews } from './usePageViews.ts';
import { useSupportChat } from './useSupportChat.ts';
import { useQueryFlagModals } from './useQueryFlagModals.ts';
import { LocaleScope } from './LocaleScope.tsx';
import type { LocaleStore } from '../i18n/LocaleStore.ts';

const ModalHost = lazy(() => import('../modals/ModalHost.tsx'));
/** Its chunk is not part of the shell (issue 35): the store keeps what it shows until the stack mounts. */
const Notifications = lazy(async () => ({
  default: (await import('../components/notifications/Notifications.tsx')).Notifications,
}));

const pwaRoots = new WeakMap<Container, ComponentType>();

/**
 * The installable app's part of every page, lazy, with its bindings (workbox, the service worker's controller, the
 * prompts' view models: app/pwaModule.ts) loaded into `container` as its chunk arrives: none of it is in the shell.
 */
function pwaRootOf(container: Container): ComponentType {
  let root = pwaRoots.get(container);
  if (!root) {
    root = lazy(async () => {
      const [{ PwaRoot }, { pwaModule }] = await Promise.all([
        import('../pwa/PwaRoot.tsx'),
        import('./pwaModule.ts'),
      ]);
      container.load(pwaModule);
      return { default: PwaRoot };
    });
    pwaRoots.set(container, root);
  }
  return root;
}

export interface AppRootProps {
  readonly container: Container;
  readonly i18n: I18n;
}

/** Effects that follow every route change: the page view (§2), the modal query flags and the chat's route (§9). */
function RouteEffects() {
  usePageViews();
  useQueryFlagModals();
  useSupportChat();
  return null;
}

/**
 * Its children once the first page answers input and the browser is idle (`whenFirstPageShown`). The modal host and
 * the installable app's prompts (with their chunks and locale bundle, about 2.5 kB gzip) load so: mounted at
 * hydration, their chunks were fetched and run as the page was becoming ready. A modal opened before then (a query
 * flag, an early tap) is held by the modal store and shows as the host mounts.
 */
function AfterFirstPage({ children }: { readonly children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => whenFirstPageShown(window, () => setShown(true)), []);
  return shown ? children : null;
}

/**
 * The notification stack, mounted once the first page answers input (as the modal host is), or at the first
 * notification if one comes sooner: its chunk (with the params' formatting, about 1.1 kB gzip) loaded at hydration,
 * before the page answered input, on every page. A notification lives 3 s from the moment it is raised, so one raised
 * before the stack mounts loads the stack at once and is shown.
 */
const NotificationStack = observer(function NotificationStack() {
  const store = useInjection(TOKENS.Notifier);
  const [pageLive, setPageLive] = useState(false);
  useEffect(() => whenFirstPageShown(window, () => setPageLive(true)), []);
  return pageLive || store.items.length > 0 ? (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  ) : null;
});

/** The root route: the providers, and what every page shares beyond its layout. */
export function AppRoot({ container, i18n }: AppRootProps) {
  const PwaRoot = pwaRootOf(container);
  const locales = container.get<LocaleStore>(TOKENS.LocaleStore);
  const onLocale = useCallback(
    (locale: Locale) => {
      locales.setLocale(locale);
      document.documentElement.lang = locales.iso;
    },
    [locales],
  );
  return (
    <ContainerProvider container={container}>
      <I18nextProvider i18n={i18n}>
        {/* Outside the scope: they follow the address, and a language change is one page view, not a reason to open a
            query flag's modal again. */}
        <RouteEffects />
        <LocaleScope i18n={i18n} onLocale={onLocale}>
          <Outlet />
          {/* Notifications, modals and the installable app's prompts never paint first: they come after the page is
            live (and are never rendered on the server, whose HTML the browser hydrates). */}
          <AfterHydration>
            <NotificationStack />
          </AfterHydration>
          <AfterFirstPage>
            <Suspense fallback={null}>
              <ModalHost />
            </Suspense>
            <Suspense fallback={null}>
              <PwaRoot />
            </Suspense>
          </AfterFirstPage>
        </LocaleScope>
      </I18nextProvider>
    </ContainerProvider>
  );
}

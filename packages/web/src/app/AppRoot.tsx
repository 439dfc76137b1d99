import { Outlet } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import type { Container } from 'inversify';
import type { i18n as I18n } from 'i18next';
import { ContainerProvider } from './ContainerProvider.tsx';

export interface AppRootProps {
  readonly container: Container;
  readonly i18n: I18n;
}

/** The root route: the providers and what every page shares beyond its layout. */
export function AppRoot({ container, i18n }: AppRootProps) {
  return (
    <ContainerProvider container={container}>
      <I18nextProvider i18n={i18n}>
        <Outlet />
      </I18nextProvider>
    </ContainerProvider>
  );
}

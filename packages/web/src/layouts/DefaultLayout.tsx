import { Suspense, lazy } from 'react';
import { Outlet } from 'react-router';
import { AppReadySignal } from './useAppReadySignal.ts';
import { AfterHydration } from '../components/AfterHydration.tsx';

const AdBonusBanner = lazy(() => import('./adBonus/AdBonusBanner.tsx'));
import { useTranslation } from 'react-i18next';
import { Header } from './header/Header.tsx';
import { Footer } from './footer/Footer.tsx';
import { PageFallback } from './PageFallback.tsx';
import './layouts.css';

/** Header, the page, footer. */
export function DefaultLayout() {
  const { t } = useTranslation('layout');
  return (
    <div className="layout layout--default" data-layout="default">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Header />
      <main id="main" className="layout__main" tabIndex={-1}>
        {/* The ad bonus comes from the browser's cookies: never in the server's HTML, so it waits for hydration. */}
        <AfterHydration>
          <Suspense fallback={null}>
            <AdBonusBanner />
          </Suspense>
        </AfterHydration>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
          <AppReadySignal />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}

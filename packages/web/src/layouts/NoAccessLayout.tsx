import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppReadySignal } from './useAppReadySignal.ts';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from './header/LanguageSwitcher.tsx';
import { PageFallback } from './PageFallback.tsx';
import './layouts.css';

/**
 * The blocked-region layout (§2): no navigation into the site, no account area, since nothing behind them is
 * reachable from a blocked region; only the language can change.
 */
export function NoAccessLayout() {
  const { t } = useTranslation('common');
  return (
    <div className="layout layout--no-access" data-layout="no-access">
      <header className="no-access-header">
        <span className="no-access-header__logo" aria-hidden="true">
          {t('siteName')}
        </span>
        <LanguageSwitcher />
      </header>
      <main id="main" className="layout__main layout__main--centered" tabIndex={-1}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
          <AppReadySignal />
        </Suspense>
      </main>
    </div>
  );
}

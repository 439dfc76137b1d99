import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const LiveFeed = lazy(() => import('./LiveFeed.tsx'));

/** The feed's frame while its code is not in yet: the same heading and words, so nothing moves when it arrives. */
function Waiting() {
  const { t } = useTranslation('lobby');
  return (
    <section className="page-section live-feed" aria-labelledby="live-feed-title" data-testid="live-feed">
      <h2 id="live-feed-title" className="page-section__title">
        {t('feed.title')}
      </h2>
      <p className="page-text" role="status">
        {t('feed.loading')}
      </p>
    </section>
  );
}

/**
 * The live feed, loaded once the page itself has loaded: it garnishes the page, so neither the first paint nor the
 * page's readiness waits for its code or its socket. The server and the hydrating browser render the frame alone.
 */
export function LiveFeedSlot() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const show = () => setWanted(true);
    if (document.readyState === 'complete') {
      show();
      return undefined;
    }
    window.addEventListener('load', show, { once: true });
    return () => window.removeEventListener('load', show);
  }, []);
  if (!wanted) return <Waiting />;
  return (
    <Suspense fallback={<Waiting />}>
      <LiveFeed />
    </Suspense>
  );
}

import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { useHydrated } from '../../di/useHydrated.ts';
import type { TimeLeft } from '../../components/page/timeLeft.ts';
import type { HomeViewModel } from './HomeViewModel.ts';

const BANNER_PAGE = { promo: '/bonuses', welcomePack: '/welcome-pack' } as const;

/**
 * What is left of a banner's period. It counts from the visitor's first sight of the banner, kept in this browser: the
 * server, which cannot know it, renders a whole period, so the browser shows its own count only once it has hydrated
 * the page (shown while hydrating, a returning visitor's count did not match the server's text: React error 418, and
 * the home page fell to its error state). The line keeps its height meanwhile.
 */
function Countdown({ timeLeft }: { timeLeft: TimeLeft }) {
  const { t } = useTranslation('home');
  const hydrated = useHydrated();
  return (
    <p className="home-banner__countdown">{hydrated ? t('banners.endsIn', { ...timeLeft }) : '\u00a0'}</p>
  );
}

/** The promo and welcome-pack banners of an anonymous visitor, each with its countdown. */
export const HomeBanners = observer(function HomeBanners({ vm }: { vm: HomeViewModel }) {
  const { t } = useTranslation('home');
  if (vm.visibleBanners.length === 0) return null;
  return (
    <section className="home-banners" aria-label={t('banners.label')}>
      {vm.visibleBanners.map(({ kind, timeLeft }) => (
        <article key={kind} className={`home-banner home-banner--${kind}`} data-banner={kind}>
          <h2 className="home-banner__title">{t(`banners.${kind}.title`)}</h2>
          <p className="page-text">{t(`banners.${kind}.text`)}</p>
          <Countdown timeLeft={timeLeft} />
          <div className="card__actions">
            <ButtonLink to={BANNER_PAGE[kind]}>{t(`banners.${kind}.action`)}</ButtonLink>
            <Button variant="secondary" onClick={() => vm.signUp()}>
              {t('banners.signUp')}
            </Button>
          </div>
        </article>
      ))}
    </section>
  );
});

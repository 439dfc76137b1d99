import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import type { HomeViewModel } from './HomeViewModel.ts';

const BANNER_PAGE = { promo: '/bonuses', welcomePack: '/welcome-pack' } as const;

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
          <p className="home-banner__countdown">{t('banners.endsIn', { ...timeLeft })}</p>
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

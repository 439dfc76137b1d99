import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { Card } from '../../components/Card.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useViewModel } from '../../di/useViewModel.ts';
import { SeoSection } from '../../components/page/SeoSection.tsx';
import { BETTING_VM } from './BettingViewModel.ts';
import '../../components/page/pages.css';

/** Sports betting: the sports of the coming line, what to expect, and the way to the casino meanwhile. */
export default function BettingPage() {
  const { t } = useTranslation('betting');
  const vm = useViewModel(BETTING_VM);
  useDocumentTitle(t('title'));
  return (
    <div className="page" data-page="betting">
      <PageHeading subtitle={t('subtitle')}>{t('title')}</PageHeading>
      <p className="notice" role="status">
        {t('soon')}
      </p>
      <section className="page-section" aria-labelledby="betting-sports">
        <h2 id="betting-sports" className="page-section__title">
          {t('sportsTitle')}
        </h2>
        <ul className="card-grid">
          {vm.sports.map((sport) => (
            <Card as="li" key={sport}>
              <h3 className="card__title">{t(`sports.${sport}`)}</h3>
              <p className="page-muted">{t(`sportsAbout.${sport}`)}</p>
            </Card>
          ))}
        </ul>
      </section>
      <section className="page-section" aria-labelledby="betting-how">
        <h2 id="betting-how" className="page-section__title">
          {t('how.title')}
        </h2>
        <ol className="page-text">
          <li>{t('how.pick')}</li>
          <li>{t('how.odds')}</li>
          <li>{t('how.stake')}</li>
        </ol>
        <div className="card__actions">
          <ButtonLink to="/games">{t('toCasino')}</ButtonLink>
        </div>
      </section>
      <SeoSection text={vm.seoText} />
    </div>
  );
}

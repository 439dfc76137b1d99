import { useEffect } from 'react';
import { useParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Button } from '../../components/Button.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { Card } from '../../components/Card.tsx';
import { MoneyText } from '../../components/MoneyText.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useViewModel } from '../../di/useViewModel.ts';
import { CASES_VM } from './cases/CasesViewModel.ts';
import '../../components/page/pages.css';
import '../../components/games/games.css';

/** One case: its price, what it may hold and with which chance. */
function CasePage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('games');
  const vm = useViewModel(CASES_VM);
  useEffect(() => vm.show(slug), [vm, slug]);
  const offer = vm.slug === slug ? vm.selected : null;
  const title = offer ? t('case.title', { name: t(`caseNames.${offer.slug}`) }) : t('case.unknownTitle');
  useDocumentTitle(title);

  return (
    <div className="page" data-page="case">
      <PageHeading subtitle={offer ? t(`caseAbout.${offer.slug}`) : undefined}>{title}</PageHeading>
      {offer ? (
        <>
          <p className="page-text">
            {t('cases.price')}: <MoneyText className="room-stake" money={offer.price} />
          </p>
          <section className="page-section" aria-labelledby="case-prizes">
            <h2 id="case-prizes" className="page-section__title">
              {t('case.prizes')}
            </h2>
            <ul className="case-prizes plain-list">
              {offer.prizes.map((prize) => (
                <Card as="li" key={prize.amount.minor}>
                  <MoneyText className="room-stake" money={prize.amount} />
                  <p className="page-muted">{t('case.chance', { percent: prize.chancePercent })}</p>
                </Card>
              ))}
            </ul>
          </section>
          <div className="card__actions">
            <Button size="large" onClick={() => vm.openCase()}>
              {t('case.open', { name: t(`caseNames.${offer.slug}`) })}
            </Button>
          </div>
          {vm.openRequested ? (
            <p className="notice" role="status">
              {t('case.openSoon')}
            </p>
          ) : null}
        </>
      ) : (
        <div className="notice notice--error" role="alert">
          <p className="page-text">{t('case.notFound')}</p>
        </div>
      )}
      <ButtonLink to="/games/cases" variant="secondary">
        {t('case.allCases')}
      </ButtonLink>
    </div>
  );
}

export default observer(CasePage);

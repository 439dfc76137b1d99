import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Card } from '../../components/Card.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { MoneyText } from '../../components/MoneyText.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useViewModel } from '../../di/useViewModel.ts';
import { CASES_VM } from './cases/CasesViewModel.ts';
import { OtherGames } from './OtherGames.tsx';
import '../../components/page/pages.css';
import '../../components/games/games.css';

/** The cases on offer, priced in the player's currency. */
function CasesPage() {
  const { t } = useTranslation('games');
  const vm = useViewModel(CASES_VM);
  useDocumentTitle(t('cases.title'));
  return (
    <div className="page" data-page="cases">
      <PageHeading subtitle={t('cases.subtitle')}>{t('cases.title')}</PageHeading>
      <ul className="card-grid card-grid--wide">
        {vm.cases.map((offer) => (
          <Card as="li" key={offer.slug}>
            <h2 className="card__title">{t(`caseNames.${offer.slug}`)}</h2>
            <p className="page-muted">{t(`caseAbout.${offer.slug}`)}</p>
            <p className="page-text">
              {t('cases.price')}: <MoneyText money={offer.price} />
            </p>
            <div className="card__actions">
              <ButtonLink to={`/games/cases/${offer.slug}`} size="small">
                {t('cases.look', { name: t(`caseNames.${offer.slug}`) })}
              </ButtonLink>
            </div>
          </Card>
        ))}
      </ul>
      <OtherGames />
    </div>
  );
}

export default observer(CasesPage);

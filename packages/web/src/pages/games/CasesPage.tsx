import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Card } from '../../components/Card.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { LoadingState } from '../../components/LoadingState.tsx';
import { MoneyText } from '../../components/MoneyText.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useViewModel } from '../../di/useViewModel.ts';
import { CASES_VM } from './cases/CasesViewModel.ts';
import { useCaseWords } from '../../components/games/useCaseWords.ts';
import { OtherGames } from './OtherGames.tsx';
import '../../components/page/pages.css';
import '../../components/games/games.css';
import { LiveFeedSlot } from '../../components/liveFeed/LiveFeedSlot.tsx';

/** The cases of the API's catalogue, cheapest first, priced in the player's currency with their return. */
function CasesPage() {
  const { t } = useTranslation('games');
  const vm = useViewModel(CASES_VM);
  const words = useCaseWords();
  useDocumentTitle(t('cases.title'));
  return (
    <div className="page" data-page="cases">
      <PageHeading subtitle={t('cases.subtitle')}>{t('cases.title')}</PageHeading>
      {vm.status === 'loading' ? <LoadingState label={t('cases.loading')} /> : null}
      {vm.status === 'error' ? (
        <ErrorState message={t('cases.error')} onRetry={() => void vm.load()} />
      ) : null}
      <ul className="card-grid card-grid--wide">
        {vm.offers.map((offer) => (
          <Card as="li" key={offer.slug} data-case={offer.slug}>
            <h2 className="card__title">{words.name(offer.slug)}</h2>
            <p className="page-text">
              {t('cases.price')}: <MoneyText money={offer.price} />
            </p>
            <p className="page-muted">{t('cases.rtp', { rtp: words.rtp(offer.rtpBasisPoints) })}</p>
            <div className="card__actions">
              <ButtonLink to={`/games/cases/${offer.slug}`} size="small">
                {t('cases.look', { name: words.name(offer.slug) })}
              </ButtonLink>
            </div>
          </Card>
        ))}
      </ul>
      <LiveFeedSlot />
      <OtherGames />
    </div>
  );
}

export default observer(CasesPage);

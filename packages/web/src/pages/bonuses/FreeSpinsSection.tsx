import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { Card } from '../../components/Card.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadableView } from '../../components/page/LoadableView.tsx';
import { useDateFormat } from '../../components/page/useDateFormat.ts';
import { launchPath } from '../../components/games/gameRoutes.ts';
import type { BonusesViewModel } from './BonusesViewModel.ts';

/** The logged-in player's active free spins; a visitor is told to log in to see theirs. */
export const FreeSpinsSection = observer(function FreeSpinsSection({ vm }: { vm: BonusesViewModel }) {
  const { t } = useTranslation('bonuses');
  const formatDate = useDateFormat();
  return (
    <section className="page-section" aria-labelledby="free-spins">
      <h2 id="free-spins" className="page-section__title">
        {t('freeSpins.title')}
      </h2>
      {!vm.isLoggedIn ? (
        <p className="notice">{t('freeSpins.visitor')}</p>
      ) : vm.hasNoActiveFreeSpins ? (
        <EmptyState message={t('freeSpins.empty')} />
      ) : (
        <LoadableView state={vm.freeSpins}>
          {() => (
            <ul className="card-grid card-grid--wide">
              {vm.activeFreeSpins.map(({ spin, game }) => (
                <Card as="li" key={spin.id}>
                  <h3 className="card__title">{t('freeSpins.count', { count: spin.count })}</h3>
                  <p className="page-text">
                    {game ? game.title : t('freeSpins.unknownGame', { id: spin.gameId })}
                  </p>
                  <p className="page-muted">
                    {t('freeSpins.until', { date: formatDate(spin.expirationAt) })}
                  </p>
                  {game && game.category !== 'originals' ? (
                    <div className="card__actions">
                      <ButtonLink to={launchPath(game.category, game.slug, 'play')} size="small">
                        {t('freeSpins.play')}
                      </ButtonLink>
                    </div>
                  ) : null}
                </Card>
              ))}
            </ul>
          )}
        </LoadableView>
      )}
    </section>
  );
});

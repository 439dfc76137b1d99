import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { Card } from '../../components/Card.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadableView } from '../../components/page/LoadableView.tsx';
import { useDateFormat } from '../../components/page/useDateFormat.ts';
import { launchPath } from '../../components/games/gameRoutes.ts';
import type { BonusesViewModel } from './BonusesViewModel.ts';

/** Asked in place, focus on the question: giving the spins up cannot be undone. */
const CancelConfirmation = observer(function CancelConfirmation({ vm }: { vm: BonusesViewModel }) {
  const { t } = useTranslation('bonuses');
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => question.current?.focus(), []);
  return (
    <div className="notice" role="alertdialog" aria-labelledby="free-spins-cancel">
      <p id="free-spins-cancel" className="page-text" tabIndex={-1} ref={question}>
        {t('freeSpins.cancelQuestion', { count: vm.cancel.asking?.count ?? 0 })}
      </p>
      {vm.cancel.failed ? (
        <p className="page-text" role="alert">
          {t('freeSpins.cancelFailed')}
        </p>
      ) : null}
      <div className="card__actions">
        <Button size="small" onClick={() => void vm.cancel.confirm()} disabled={vm.cancel.busy}>
          {t('freeSpins.cancelConfirm')}
        </Button>
        <Button size="small" variant="secondary" onClick={() => vm.cancel.keep()}>
          {t('freeSpins.cancelKeep')}
        </Button>
      </div>
    </div>
  );
});

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
                  {vm.campaigns.titleOf(spin.campaignId) ? (
                    <p className="page-text">{vm.campaigns.titleOf(spin.campaignId)}</p>
                  ) : null}
                  <p className="page-text">
                    {game ? game.title : t('freeSpins.unknownGame', { id: spin.gameId })}
                  </p>
                  <p className="page-muted">
                    {t('freeSpins.until', { date: formatDate(spin.expirationAt) })}
                  </p>
                  <div className="card__actions">
                    {game && game.category !== 'originals' ? (
                      <ButtonLink to={launchPath(game.category, game.slug, 'play')} size="small">
                        {t('freeSpins.play')}
                      </ButtonLink>
                    ) : null}
                    {spin.campaignId !== null && vm.cancel.asking?.id !== spin.id ? (
                      <Button size="small" variant="ghost" onClick={() => vm.cancel.ask(spin)}>
                        {t('freeSpins.cancel')}
                      </Button>
                    ) : null}
                  </div>
                  {vm.cancel.asking?.id === spin.id ? <CancelConfirmation vm={vm} /> : null}
                </Card>
              ))}
            </ul>
          )}
        </LoadableView>
      )}
    </section>
  );
});

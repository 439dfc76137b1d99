import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useViewModel } from '../../di/useViewModel.ts';
import { LoadableView } from '../../components/page/LoadableView.tsx';
import { BONUSES_VM } from './BonusesViewModel.ts';
import { FreeSpinsSection } from './FreeSpinsSection.tsx';
import { PromoCodeForm } from './PromoCodeForm.tsx';
import '../../components/page/pages.css';

/** Bonuses: what registration and a deposit unlock, the promo code check and the player's free spins. */
function BonusesPage() {
  const { t } = useTranslation('bonuses');
  const vm = useViewModel(BONUSES_VM);
  useDocumentTitle(t('title'));
  const activationsTitle = vm.isLoggedIn ? t('activations.playerTitle') : t('activations.visitorTitle');

  return (
    <div className="page" data-page="bonuses">
      <PageHeading subtitle={t('subtitle')}>{t('title')}</PageHeading>
      <PromoCodeForm vm={vm} />
      <section className="page-section" aria-labelledby="bonus-activations">
        <h2 id="bonus-activations" className="page-section__title">
          {activationsTitle}
        </h2>
        <LoadableView state={vm.activations} emptyMessage={t('activations.empty')}>
          {(activations) => (
            <ul className="card-grid card-grid--wide">
              {activations.map((activation, index) => (
                <Card as="li" key={`${activation.name}-${index}`}>
                  <h3 className="card__title">{activation.name}</h3>
                  <p className="page-muted">{t('activations.validFor', durationOf(activation.expiresIn))}</p>
                </Card>
              ))}
            </ul>
          )}
        </LoadableView>
        {vm.isLoggedIn ? null : (
          <div className="card__actions">
            <Button onClick={() => vm.signUp()}>{t('activations.signUp')}</Button>
          </div>
        )}
      </section>
      <FreeSpinsSection vm={vm} />
      <section className="page-section" aria-labelledby="bonus-wagering-rules">
        <h2 id="bonus-wagering-rules" className="page-section__title">
          {t('wagering.title')}
        </h2>
        <p data-testid="wagering-rules">{t('wagering.rules')}</p>
      </section>
    </div>
  );
}

/** expires_in is in seconds; the page shows days and hours. */
function durationOf(seconds: number): { days: number; hours: number } {
  const hoursLeft = Math.max(0, Math.floor(seconds / 3600));
  return { days: Math.floor(hoursLeft / 24), hours: hoursLeft % 24 };
}

export default observer(BonusesPage);

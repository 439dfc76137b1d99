import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useViewModel } from '../../di/useViewModel.ts';
import { usePreload } from '../../di/usePreload.ts';
import { LoadableView } from '../../components/page/LoadableView.tsx';
import { WELCOME_PACK_VM } from './WelcomePackViewModel.ts';
import '../../components/page/pages.css';

/** The welcome pack: each deposit step with its bonus percent and free spins. */
function WelcomePackPage() {
  const { t } = useTranslation('welcome');
  const vm = useViewModel(WELCOME_PACK_VM);
  usePreload(() => vm.load());
  useEffect(() => void vm.load(), [vm]);
  useDocumentTitle(t('title'));
  return (
    <div className="page" data-page="welcome-pack">
      <PageHeading subtitle={t('subtitle')}>{t('title')}</PageHeading>
      <LoadableView state={vm.packs} emptyMessage={t('empty')}>
        {(packs) =>
          packs.map((pack) => (
            <section key={pack.id} className="page-section" aria-labelledby={`pack-${pack.id}`}>
              <h2 id={`pack-${pack.id}`} className="page-section__title">
                {pack.publicTitle}
              </h2>
              <ol className="card-grid card-grid--wide">
                {pack.steps.map((step, index) => (
                  <Card as="li" key={`${pack.id}-${index}`}>
                    <p className="page-muted">{t('step', { number: index + 1 })}</p>
                    <h3 className="card__title">{step.title}</h3>
                    <p className="page-text">
                      {step.percent > 0 ? t('percent', { percent: step.percent }) : null}
                      {step.percent > 0 && step.freeSpins > 0 ? ' · ' : null}
                      {step.freeSpins > 0 ? t('freeSpins', { count: step.freeSpins }) : null}
                    </p>
                  </Card>
                ))}
              </ol>
            </section>
          ))
        }
      </LoadableView>
      <section className="page-section" aria-labelledby="pack-how">
        <h2 id="pack-how" className="page-section__title">
          {t('how.title')}
        </h2>
        <p className="page-text">{t('how.text')}</p>
        <div className="card__actions">
          <Button size="large" onClick={() => vm.claim()}>
            {vm.isLoggedIn ? t('deposit') : t('signUp')}
          </Button>
        </div>
      </section>
    </div>
  );
}

export default observer(WelcomePackPage);

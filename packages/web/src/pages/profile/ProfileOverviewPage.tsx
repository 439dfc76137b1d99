import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { MoneyText } from '../../components/MoneyText.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useViewModel } from '../../app/useViewModel.ts';
import { PROFILE_OVERVIEW_VM, type ProfileOverviewViewModel } from './ProfileOverviewViewModel.ts';

/** Who the player is, their balances and their verification status. */
function ProfileOverviewPage() {
  const { t } = useTranslation('profile');
  const vm = useViewModel<ProfileOverviewViewModel>(PROFILE_OVERVIEW_VM);
  useDocumentTitle(t('overview.title'));
  const user = vm.user;
  if (!user) return null;
  return (
    <>
      <PageHeading subtitle={user.name}>{t('overview.title')}</PageHeading>
      <section className="page-section" aria-labelledby="profile-balances">
        <div className="page-section__header">
          <h2 id="profile-balances" className="page-section__title">
            {t('overview.balances')}
          </h2>
          <Button variant="ghost" size="small" busy={vm.refreshing} onClick={() => void vm.refresh()}>
            {t('overview.refresh')}
          </Button>
        </div>
        <dl className="profile-balances" data-testid="profile-balances">
          <div>
            <dt>{t('overview.balance')}</dt>
            <dd>
              <MoneyText money={user.balance} />
            </dd>
          </div>
          <div>
            <dt>{t('overview.bonus')}</dt>
            <dd>
              <MoneyText money={user.bonus} />
            </dd>
          </div>
          <div>
            <dt>{t('overview.bonusBalance')}</dt>
            <dd>
              <MoneyText money={user.bonusBalance} />
            </dd>
          </div>
          <div>
            <dt>{t('overview.total')}</dt>
            <dd>
              <MoneyText money={user.totalBalance} />
            </dd>
          </div>
        </dl>
        <div className="card__actions">
          <Button onClick={() => vm.deposit()}>{t('overview.deposit')}</Button>
        </div>
      </section>
      <section className="page-section" aria-labelledby="profile-account">
        <h2 id="profile-account" className="page-section__title">
          {t('overview.account')}
        </h2>
        <dl className="facts">
          <div>
            <dt>{t('overview.email')}</dt>
            <dd>{user.email ?? t('overview.none')}</dd>
          </div>
          <div>
            <dt>{t('overview.phone')}</dt>
            <dd>{user.phone ?? t('overview.none')}</dd>
          </div>
          <div>
            <dt>{t('overview.currency')}</dt>
            <dd>{user.currency ?? t('overview.noCurrency')}</dd>
          </div>
          <div>
            <dt>{t('overview.id')}</dt>
            <dd>{user.id}</dd>
          </div>
          {user.premiumStatus ? (
            <div>
              <dt>{t('overview.premium')}</dt>
              <dd>{user.premiumStatus}</dd>
            </div>
          ) : null}
        </dl>
      </section>
      <section className="page-section" aria-labelledby="profile-verification">
        <h2 id="profile-verification" className="page-section__title">
          {t('overview.verification.title')}
        </h2>
        <p className={`page-text profile-status--${vm.verification}`} data-testid="verification-status">
          {t(`overview.verification.status.${vm.verification}`)}
        </p>
        {vm.verificationNeeded ? <p className="notice">{t('overview.verification.needed')}</p> : null}
        <div className="card__actions">
          <Button variant="secondary" onClick={() => vm.openVerification()}>
            {t('overview.verification.open')}
          </Button>
        </div>
      </section>
    </>
  );
}

export default observer(ProfileOverviewPage);

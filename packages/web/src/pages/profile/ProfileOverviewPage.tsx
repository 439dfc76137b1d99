import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { premiumStatusLabel } from '../../components/premiumStatus.ts';
import { Button } from '../../components/Button.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useViewModel } from '../../di/useViewModel.ts';
import { Fact, MoneyFact } from './Fact.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import { PROFILE_OVERVIEW_VM } from './ProfileOverviewViewModel.ts';
import { VIP_PROGRESS_VM } from '../../components/vip/VipProgressModel.ts';
import { VipProgress } from '../../components/vip/VipProgress.tsx';

/** Who the player is, their balances and their verification status. */
function ProfileOverviewPage() {
  const { t } = useTranslation('profile');
  const vm = useViewModel(PROFILE_OVERVIEW_VM);
  const vip = useViewModel(VIP_PROGRESS_VM);
  useEffect(() => void vip.load(), [vip, vip.loggedIn]);
  useDocumentTitle(t('overview.title'));
  const user = vm.user;
  if (!user) return null;
  return (
    <>
      <PageHeading subtitle={user.name}>{t('overview.title')}</PageHeading>
      <ProfileSection
        id="profile-balances"
        title={t('overview.balances')}
        action={
          <Button variant="ghost" size="small" busy={vm.refreshing} onClick={() => void vm.refresh()}>
            {t('overview.refresh')}
          </Button>
        }
      >
        <dl className="profile-balances" data-testid="profile-balances">
          <MoneyFact label={t('overview.balance')} money={user.balance} />
          <MoneyFact label={t('overview.wageringLeft')} money={user.bonus} />
          <MoneyFact label={t('overview.bonusBalance')} money={user.bonusBalance} />
          <MoneyFact label={t('overview.total')} money={user.totalBalance} />
        </dl>
        <div className="card__actions">
          <Button onClick={() => vm.deposit()}>{t('overview.deposit')}</Button>
        </div>
      </ProfileSection>
      <ProfileSection id="profile-account" title={t('overview.account')}>
        <dl className="facts">
          <Fact label={t('overview.email')}>{user.email ?? t('overview.none')}</Fact>
          <Fact label={t('overview.phone')}>{user.phone ?? t('overview.none')}</Fact>
          <Fact label={t('overview.currency')}>{user.currency ?? t('overview.noCurrency')}</Fact>
          <Fact label={t('overview.id')}>{user.id}</Fact>
          {user.premiumStatus ? (
            <Fact label={t('overview.premium')}>{premiumStatusLabel(t, user.premiumStatus)}</Fact>
          ) : null}
        </dl>
      </ProfileSection>
      {vip.member ? (
        <ProfileSection id="profile-vip" title={t('overview.vip')}>
          <VipProgress model={vip} />
        </ProfileSection>
      ) : null}
      <ProfileSection id="profile-verification" title={t('overview.verification.title')}>
        <p className={`page-text profile-status--${vm.verification}`} data-testid="verification-status">
          {t(`overview.verification.status.${vm.verification}`)}
        </p>
        {vm.verificationReason ? (
          <p className="page-text" data-testid="verification-reason">
            {t('overview.verification.reason', { reason: vm.verificationReason })}
          </p>
        ) : null}
        {vm.verificationNeeded ? <p className="notice">{t('overview.verification.needed')}</p> : null}
        <div className="card__actions">
          <Button variant="secondary" onClick={() => vm.openVerification()}>
            {t('overview.verification.open')}
          </Button>
        </div>
      </ProfileSection>
    </>
  );
}

export default observer(ProfileOverviewPage);

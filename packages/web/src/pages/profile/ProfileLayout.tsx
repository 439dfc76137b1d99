import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { LoadingState } from '../../components/LoadingState.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useViewModel } from '../../di/useViewModel.ts';
import { SubNav } from '../../components/page/SubNav.tsx';
import { PROFILE_LAYOUT_VM } from './ProfileLayoutViewModel.ts';
import '../../components/page/pages.css';
import '../../components/page/profile.css';
import { useHydrated } from '../../di/useHydrated.ts';

/** The profile area: its navigation and the child page; a visitor is asked to log in instead. */
function ProfileLayout() {
  const { t } = useTranslation('profile');
  const vm = useViewModel(PROFILE_LAYOUT_VM);
  useEffect(() => vm.enter(), [vm]);
  const offersBonuses = useHydrated() ? vm.offersBonuses : vm.offersBonusesByFeatures;

  if (vm.access === 'anonymous') return <ProfileLoginPrompt onLogIn={() => vm.askToLogIn()} />;
  if (vm.access === 'loading') return <LoadingState label={t('loadingProfile')} />;
  return (
    <div className="page profile" data-page="profile">
      <SubNav
        label={t('nav.label')}
        items={[
          { to: '/profile', label: t('nav.overview') },
          { to: '/profile/access', label: t('nav.access') },
          ...(offersBonuses ? [{ to: '/profile/bonuses', label: t('nav.bonuses') }] : []),
          { to: '/profile/history', label: t('nav.history') },
          { to: '/profile/withdraw', label: t('nav.withdraw') },
          { to: '/profile/limits', label: t('nav.limits') },
          { to: '/profile/setting', label: t('nav.setting') },
        ]}
      />
      <Outlet />
    </div>
  );
}

function ProfileLoginPrompt({ onLogIn }: { onLogIn: () => void }) {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('overview.title'));
  return (
    <div className="page" data-page="profile-login">
      <PageHeading>{t('overview.title')}</PageHeading>
      <p className="notice" role="status">
        {t('loginRequired')}
      </p>
      <div className="card__actions">
        <Button size="large" onClick={onLogIn}>
          {t('logIn')}
        </Button>
      </div>
    </div>
  );
}

export default observer(ProfileLayout);

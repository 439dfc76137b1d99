import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatMoney, type BonusProgress } from '@casino/core';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { Card } from '../../components/Card.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useLocalizedPath } from '../../components/useLocalizedPath.ts';
import { useViewModel } from '../../di/useViewModel.ts';
import { LoadableView } from '../../components/page/LoadableView.tsx';
import { LoadingState } from '../../components/LoadingState.tsx';
import { useHydrated } from '../../di/useHydrated.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { Fact, MoneyFact } from './Fact.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import { PROFILE_BONUSES_VM } from './ProfileBonusesViewModel.ts';

/** The running bonus's wagering (issue 34): wagered of required, as a bar and in words, and the time left. */
function WageringProgress({ progress }: { progress: BonusProgress }) {
  const { t } = useTranslation('profile');
  const { iso } = useLocale();
  const { wagered, required } = progress;
  const share = required.minor > 0 ? Math.min(1, wagered.minor / required.minor) : 1;
  const percent = new Intl.NumberFormat(iso, { style: 'percent', maximumFractionDigits: 0 }).format(share);
  const days = Math.floor(progress.expiresInSeconds / 86_400);
  const hours = Math.floor((progress.expiresInSeconds % 86_400) / 3600);
  return (
    <ProfileSection id="profile-wagering" title={t('bonuses.progress.title')}>
      <p data-testid="wagering-progress">
        {t('bonuses.progress.wagered', {
          wagered: formatMoney(wagered, iso),
          required: formatMoney(required, iso),
          percent,
        })}
      </p>
      <progress
        className="wagering-progress"
        max={Math.max(1, required.minor)}
        value={Math.min(wagered.minor, required.minor)}
        aria-label={t('bonuses.progress.title')}
        aria-valuetext={percent}
      />
      <p data-testid="wagering-time-left">
        {t('bonuses.progress.timeLeft', {
          days: new Intl.NumberFormat(iso).format(days),
          hours: new Intl.NumberFormat(iso).format(hours),
        })}
      </p>
      <p>{t('bonuses.progress.rules')}</p>
    </ProfileSection>
  );
}

/** The bonus balances (bonus_balances feature only; without it the page is a 404, §6). */
function ProfileBonusesPage() {
  const { t } = useTranslation('profile');
  const localize = useLocalizedPath();
  const vm = useViewModel(PROFILE_BONUSES_VM);
  useEffect(() => void vm.load(), [vm]);
  useEffect(() => void vm.loadProgress(), [vm]);
  const allowed = useHydrated() ? vm.allowed : vm.allowedByFeatures;
  const waitingForFlags = vm.user !== null && allowed === null;
  useEffect(() => (vm.allowed === null ? vm.waitForFlags() : undefined), [vm, vm.allowed]);
  useDocumentTitle(t('bonuses.title'));
  const user = vm.user;
  if (allowed === false) return <Navigate to={localize('/error?errorCode=404')} replace />;
  if (!user) return null;
  if (waitingForFlags)
    return (
      <>
        <PageHeading>{t('bonuses.title')}</PageHeading>
        <LoadingState />
      </>
    );
  return (
    <>
      <PageHeading>{t('bonuses.title')}</PageHeading>
      <dl className="profile-balances">
        <MoneyFact label={t('overview.bonusBalance')} money={user.bonusBalance} />
        <MoneyFact label={t('overview.wageringLeft')} money={user.bonus} />
        <Fact label={t('bonuses.freeSpins')}>{vm.activeSpins === null ? '—' : vm.activeSpins}</Fact>
      </dl>
      {vm.progress ? <WageringProgress progress={vm.progress} /> : null}
      <ProfileSection id="profile-waiting" title={t('bonuses.waiting')}>
        <LoadableView state={vm.waiting} emptyMessage={t('bonuses.noneWaiting')}>
          {(waiting) => (
            <ul className="card-grid card-grid--wide">
              {waiting.map((activation, index) => (
                <Card as="li" key={`${activation.name}-${index}`}>
                  <h3 className="card__title">{activation.name}</h3>
                </Card>
              ))}
            </ul>
          )}
        </LoadableView>
      </ProfileSection>
      <ButtonLink to="/bonuses" variant="secondary">
        {t('bonuses.all')}
      </ButtonLink>
    </>
  );
}

export default observer(ProfileBonusesPage);

import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatMoney, type BetLimits } from '@casino/core';
import { Button } from '../../../components/Button.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { LiveStatus } from '../../../components/games/LiveStatus.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { useDocumentTitle } from '../../../components/useDocumentTitle.ts';
import { useViewModel } from '../../../di/useViewModel.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { formatTimes } from '../../../components/games/formatGame.ts';
import { OtherGames } from '../OtherGames.tsx';
import { CrashPlayers } from './CrashPlayers.tsx';
import { CrashCashOut, CrashStage } from './CrashStage.tsx';
import { CRASH_VM, type CrashViewModel } from './CrashViewModel.ts';
import '../../../components/page/pages.css';
import './crash.css';
import { LiveFeedSlot } from '../../../components/liveFeed/LiveFeedSlot.tsx';

/** The page's answer to the player's last action: an observer of its own, it changes without the page. */
const CrashNoticeText = observer(function CrashNoticeText({ vm }: { vm: CrashViewModel }) {
  const { t } = useTranslation(['gameLive', 'games']);
  const { iso } = useLocale();
  /** A stake outside the §9 limits is refused with the limit it broke, whoever refused it. */
  const limitRefusal = (reason: string, limits: BetLimits | null) =>
    limits === null
      ? null
      : reason === 'below_min'
        ? t('games:bet.rejected.below_min', { min: formatMoney(limits.min, iso) })
        : reason === 'above_max'
          ? t('games:bet.rejected.above_max', { max: formatMoney(limits.max, iso) })
          : null;
  const notice = vm.notice;
  if (!notice) return null;
  const text =
    notice.kind === 'cashedOut'
      ? t('crashGame.cashedOut', {
          multiplier: formatTimes(notice.atHundredths, iso),
          amount: formatMoney(notice.payout, iso),
        })
      : notice.kind === 'lost'
        ? t('crashGame.lost')
        : (limitRefusal(notice.reason, vm.limits) ?? t(`live.refusal.${notice.reason}`));
  return (
    <p className="notice" role="alert">
      {text}
    </p>
  );
});

/** Crash for real (issue 17): one shared round over the live channel, bet, auto cash-out, cash-out. */
function CrashPage() {
  const { t } = useTranslation(['gameLive', 'games']);
  const { iso } = useLocale();
  const vm = useViewModel(CRASH_VM);
  useDocumentTitle(t('games:original.crash'));
  const limits = vm.limits;
  return (
    <div className="page" data-page="game-crash">
      <PageHeading subtitle={t('games:originalAbout.crash.tagline')}>{t('games:original.crash')}</PageHeading>
      <LiveStatus status={vm.status} />
      <div className="two-columns">
        <section className="page-section" aria-labelledby="crash-round">
          <h2 id="crash-round" className="page-section__title">
            {t('crashGame.round', { id: vm.roundId ?? '' })}
          </h2>
          <CrashStage vm={vm} />
          <p className="visually-hidden" aria-live="polite" key={vm.spoken?.count ?? 0}>
            {vm.spoken ? t('crashGame.spoken', { multiplier: formatTimes(vm.spoken.hundredths, iso) }) : ''}
          </p>
          <Button variant="ghost" size="small" onClick={vm.announce}>
            {t('crashGame.announce')}
          </Button>
        </section>
        <section className="page-section" aria-labelledby="crash-bet">
          <h2 id="crash-bet" className="page-section__title">
            {t('crashGame.yourBet')}
          </h2>
          {vm.isLoggedIn ? null : <p className="notice">{t('live.refusal.login')}</p>}
          <form
            className="crash-form"
            onSubmit={(event) => {
              event.preventDefault();
              void vm.placeBet();
            }}
          >
            <TextField
              label={t('crashGame.stake')}
              inputMode="decimal"
              value={vm.stakeText}
              onValueChange={vm.setStake}
              hint={
                limits
                  ? t('crashGame.limits', {
                      min: formatMoney(limits.min, iso),
                      max: formatMoney(limits.max, iso),
                    })
                  : undefined
              }
            />
            <TextField
              label={t('crashGame.autoCashOut')}
              inputMode="decimal"
              value={vm.autoText}
              onValueChange={vm.setAutoCashOut}
              hint={t('crashGame.autoHint')}
            />
            <Button type="submit" disabled={!vm.canBet}>
              {t('crashGame.bet')}
            </Button>
          </form>
          <CrashCashOut vm={vm} />
          <CrashNoticeText vm={vm} />
        </section>
      </div>
      <CrashPlayers vm={vm} />
      <LiveFeedSlot />
      <OtherGames current="crash" />
    </div>
  );
}

export default observer(CrashPage);

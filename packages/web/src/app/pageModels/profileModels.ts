import { bindings } from '../binding.ts';
import { TOKENS } from '../../di/tokens.ts';
import { MY_BETS_VM } from '../../components/sportsbook/MyBetsViewModel.ts';
import { BETS, myBets } from './sportsBets.ts';
import { PROFILE_LAYOUT_VM, ProfileLayoutViewModel } from '../../pages/profile/ProfileLayoutViewModel.ts';
import {
  PROFILE_OVERVIEW_VM,
  ProfileOverviewViewModel,
} from '../../pages/profile/ProfileOverviewViewModel.ts';
import {
  PROFILE_ACCESS_VM,
  ProfileAccessViewModel,
} from '../../pages/profile/access/ProfileAccessViewModel.ts';
import { PROFILE_BONUSES_VM, ProfileBonusesViewModel } from '../../pages/profile/ProfileBonusesViewModel.ts';
import { PROFILE_HISTORY_VM, ProfileHistoryViewModel } from '../../pages/profile/ProfileHistoryViewModel.ts';
import { PROFILE_BETS_VM, ProfileBetsViewModel } from '../../pages/profile/ProfileBetsViewModel.ts';
import { LIMITS_VM, LimitsViewModel } from '../../pages/profile/limits/LimitsViewModel.ts';
import { WITHDRAW_VM, WithdrawViewModel } from '../../pages/profile/withdraw/WithdrawViewModel.ts';
import {
  PROFILE_SETTING_VM,
  ProfileSettingViewModel,
} from '../../pages/profile/setting/ProfileSettingViewModel.ts';
import { MONEY_TOKENS, moneyUseCases } from '../moneyUseCasesModule.ts';
import { vipProgress } from './vipProgressModule.ts';

/** The money use cases these view models are made with. */
export const needs = [moneyUseCases, vipProgress];

/** The view models of the profile pages, transient: each page mount gets its own and releases it on unmount. */
export const models = bindings((bind) => {
  const { SessionStore: session, ModalStore: modals, LoadProfile: loadProfile, Notifier: notifier } = TOKENS;
  bind.viewModel(
    PROFILE_LAYOUT_VM,
    { session, modals, flags: TOKENS.FeatureFlags },
    (deps) => new ProfileLayoutViewModel(deps.session, deps.modals, deps.flags),
  );
  bind.viewModel(
    PROFILE_OVERVIEW_VM,
    { session, loadProfile, modals },
    (deps) => new ProfileOverviewViewModel(deps.session, deps.loadProfile, deps.modals),
  );
  bind.viewModel(
    PROFILE_ACCESS_VM,
    { session, authApi: TOKENS.AuthApi, loadProfile, notifier, clock: TOKENS.Clock, captcha: TOKENS.Captcha },
    (deps) => new ProfileAccessViewModel(deps),
  );
  bind.viewModel(
    PROFILE_BONUSES_VM,
    {
      session,
      bonusApi: TOKENS.BonusApi,
      freeSpinsApi: TOKENS.FreeSpinsApi,
      clock: TOKENS.Clock,
      flags: TOKENS.FeatureFlags,
    },
    (deps) => new ProfileBonusesViewModel(deps),
  );
  bind.viewModel(
    PROFILE_HISTORY_VM,
    {
      loadHistory: MONEY_TOKENS.LoadHistory,
      exportHistory: MONEY_TOKENS.ExportHistory,
      downloads: TOKENS.Downloads,
      gamesApi: TOKENS.GamesApi,
      navigation: TOKENS.Navigation,
      notifier,
    },
    (deps) => new ProfileHistoryViewModel(deps),
  );
  bind.viewModel(
    WITHDRAW_VM,
    {
      session,
      billingApi: TOKENS.BillingApi,
      requestWithdrawal: MONEY_TOKENS.RequestWithdrawal,
      listWithdrawals: MONEY_TOKENS.ListWithdrawals,
      cancelWithdrawal: MONEY_TOKENS.CancelWithdrawal,
      modals,
      notifier,
    },
    (deps) => new WithdrawViewModel(deps),
  );
  bind.viewModel(
    LIMITS_VM,
    {
      session,
      loadSaferPlay: TOKENS.LoadSaferPlay,
      setLimit: TOKENS.SetLimit,
      takeBreak: TOKENS.TakeBreak,
      clock: TOKENS.Clock,
      notifier,
    },
    (deps) => new LimitsViewModel(deps),
  );
  bind.viewModel(
    PROFILE_BETS_VM,
    { gamesApi: TOKENS.GamesApi },
    (deps) => new ProfileBetsViewModel(deps.gamesApi),
  );
  bind.viewModel(
    PROFILE_SETTING_VM,
    { session, locale: TOKENS.LocaleStore, profileApi: TOKENS.ProfileApi, loadProfile, notifier },
    (deps) => new ProfileSettingViewModel(deps),
  );
  bind.viewModel(MY_BETS_VM, BETS, myBets);
});

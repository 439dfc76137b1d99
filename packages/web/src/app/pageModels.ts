import { ContainerModule } from 'inversify';
import type {
  Analytics,
  AuthApi,
  BonusApi,
  Clock,
  ContentApi,
  FreeSpinsApi,
  KeyValueStore,
  LoadProfile,
  ProfileApi,
} from '@casino/core';
import { TYPES } from './tokens.ts';
import type { LocaleView, ModalOpener, Notifier, SessionView } from '../pages/shared/pagePorts.ts';
import { BET_PANEL_VM, BetPanelViewModel } from '../pages/games/bet/BetPanelViewModel.ts';
import { CASES_VM, CasesViewModel } from '../pages/games/cases/CasesViewModel.ts';
import { GAME_CATALOGUE_VM, GameCatalogueViewModel } from '../pages/games/GameCatalogueViewModel.ts';
import { GAME_LAUNCH_VM, GameLaunchViewModel } from '../pages/games/GameLaunchViewModel.ts';
import { GAME_LIST_VM, GameListViewModel } from '../pages/games/GameListViewModel.ts';
import { ROOMS_VM, RoomsViewModel } from '../pages/games/rooms/RoomsViewModel.ts';
import { BETTING_VM, BettingViewModel } from '../pages/betting/BettingViewModel.ts';
import { BONUSES_VM, BonusesViewModel } from '../pages/bonuses/BonusesViewModel.ts';
import { VIP_CLUB_VM, VipClubViewModel } from '../pages/vip/VipClubViewModel.ts';
import { WELCOME_PACK_VM, WelcomePackViewModel } from '../pages/welcome-pack/WelcomePackViewModel.ts';
import { POLICY_VM, PolicyViewModel } from '../pages/policy/PolicyViewModel.ts';
import { PROFILE_ACCESS_VM, ProfileAccessViewModel } from '../pages/profile/access/ProfileAccessViewModel.ts';
import { PROFILE_BONUSES_VM, ProfileBonusesViewModel } from '../pages/profile/ProfileBonusesViewModel.ts';
import { PROFILE_HISTORY_VM, ProfileHistoryViewModel } from '../pages/profile/ProfileHistoryViewModel.ts';
import { PROFILE_LAYOUT_VM, ProfileLayoutViewModel } from '../pages/profile/ProfileLayoutViewModel.ts';
import { PROFILE_OVERVIEW_VM, ProfileOverviewViewModel } from '../pages/profile/ProfileOverviewViewModel.ts';
import {
  PROFILE_SETTING_VM,
  ProfileSettingViewModel,
} from '../pages/profile/setting/ProfileSettingViewModel.ts';
import {
  PASSWORD_RESET_FINISH_VM,
  PasswordResetFinishViewModel,
} from '../pages/password/PasswordResetFinishViewModel.ts';
import {
  PASSWORD_RESET_START_VM,
  PasswordResetStartViewModel,
} from '../pages/password/PasswordResetStartViewModel.ts';
import { HOME_VM, HomeViewModel } from '../pages/home/HomeViewModel.ts';
import { FAQ_VM, FaqViewModel } from '../pages/faq/FaqViewModel.ts';
import { TOP_VM, TopViewModel } from '../pages/top/TopViewModel.ts';
import { TOURNAMENT_VM, TournamentViewModel } from '../pages/tournaments/TournamentViewModel.ts';
import { TOURNAMENTS_VM, TournamentsViewModel } from '../pages/tournaments/TournamentsViewModel.ts';

/** The page view models, each transient: a page mount gets its own and releases it on unmount. */
export const pageModels = new ContainerModule((options) => {
  options
    .bind(GAME_CATALOGUE_VM)
    .toResolvedValue((content: ContentApi) => new GameCatalogueViewModel(content), [TYPES.ContentApi])
    .inTransientScope();
  options
    .bind(GAME_LIST_VM)
    .toResolvedValue((content: ContentApi) => new GameListViewModel(content), [TYPES.ContentApi])
    .inTransientScope();
  options
    .bind(GAME_LAUNCH_VM)
    .toResolvedValue(
      (content: ContentApi, session: SessionView, modals: ModalOpener) =>
        new GameLaunchViewModel({ content, session, modals }),
      [TYPES.ContentApi, TYPES.SessionStore, TYPES.ModalStore],
    )
    .inTransientScope();
  options
    .bind(BET_PANEL_VM)
    .toResolvedValue((session: SessionView) => new BetPanelViewModel(session), [TYPES.SessionStore])
    .inTransientScope();
  options
    .bind(CASES_VM)
    .toResolvedValue(
      (session: SessionView, modals: ModalOpener) => new CasesViewModel(session, modals),
      [TYPES.SessionStore, TYPES.ModalStore],
    )
    .inTransientScope();
  options
    .bind(ROOMS_VM)
    .toResolvedValue((session: SessionView) => new RoomsViewModel(session), [TYPES.SessionStore])
    .inTransientScope();
  options
    .bind(TOURNAMENTS_VM)
    .toResolvedValue((content: ContentApi) => new TournamentsViewModel(content), [TYPES.ContentApi])
    .inTransientScope();
  options
    .bind(TOURNAMENT_VM)
    .toResolvedValue((content: ContentApi) => new TournamentViewModel(content), [TYPES.ContentApi])
    .inTransientScope();
  options
    .bind(TOP_VM)
    .toResolvedValue((content: ContentApi) => new TopViewModel(content), [TYPES.ContentApi])
    .inTransientScope();
  options
    .bind(FAQ_VM)
    .toResolvedValue(
      (content: ContentApi, locale: LocaleView) => new FaqViewModel(content, locale),
      [TYPES.ContentApi, TYPES.LocaleStore],
    )
    .inTransientScope();
  options
    .bind(HOME_VM)
    .toResolvedValue(
      (
        content: ContentApi,
        store: KeyValueStore,
        clock: Clock,
        session: SessionView,
        locale: LocaleView,
        modals: ModalOpener,
      ) => new HomeViewModel({ content, store, clock, session, locale, modals }),
      [
        TYPES.ContentApi,
        TYPES.KeyValueStore,
        TYPES.Clock,
        TYPES.SessionStore,
        TYPES.LocaleStore,
        TYPES.ModalStore,
      ],
    )
    .inTransientScope();
  options
    .bind(BETTING_VM)
    .toResolvedValue(
      (content: ContentApi, locale: LocaleView) => new BettingViewModel(content, locale),
      [TYPES.ContentApi, TYPES.LocaleStore],
    )
    .inTransientScope();
  options
    .bind(BONUSES_VM)
    .toResolvedValue(
      (
        bonusApi: BonusApi,
        freeSpinsApi: FreeSpinsApi,
        content: ContentApi,
        clock: Clock,
        session: SessionView,
        modals: ModalOpener,
      ) => new BonusesViewModel({ bonusApi, freeSpinsApi, content, clock, session, modals }),
      [
        TYPES.BonusApi,
        TYPES.FreeSpinsApi,
        TYPES.ContentApi,
        TYPES.Clock,
        TYPES.SessionStore,
        TYPES.ModalStore,
      ],
    )
    .inTransientScope();
  options
    .bind(WELCOME_PACK_VM)
    .toResolvedValue(
      (bonusApi: BonusApi, session: SessionView, modals: ModalOpener) =>
        new WelcomePackViewModel(bonusApi, session, modals),
      [TYPES.BonusApi, TYPES.SessionStore, TYPES.ModalStore],
    )
    .inTransientScope();
  options
    .bind(VIP_CLUB_VM)
    .toResolvedValue(
      (
        content: ContentApi,
        profileApi: ProfileApi,
        session: SessionView,
        modals: ModalOpener,
        notifier: Notifier,
      ) => new VipClubViewModel({ content, profileApi, session, modals, notifier }),
      [TYPES.ContentApi, TYPES.ProfileApi, TYPES.SessionStore, TYPES.ModalStore, TYPES.Notifier],
    )
    .inTransientScope();
  options
    .bind(POLICY_VM)
    .toResolvedValue(() => new PolicyViewModel())
    .inTransientScope();
  options
    .bind(PROFILE_LAYOUT_VM)
    .toResolvedValue(
      (session: SessionView, modals: ModalOpener, analytics: Analytics) =>
        new ProfileLayoutViewModel(session, modals, analytics),
      [TYPES.SessionStore, TYPES.ModalStore, TYPES.Analytics],
    )
    .inTransientScope();
  options
    .bind(PROFILE_OVERVIEW_VM)
    .toResolvedValue(
      (session: SessionView, loadProfile: LoadProfile, modals: ModalOpener) =>
        new ProfileOverviewViewModel(session, loadProfile, modals),
      [TYPES.SessionStore, TYPES.LoadProfile, TYPES.ModalStore],
    )
    .inTransientScope();
  options
    .bind(PROFILE_ACCESS_VM)
    .toResolvedValue(
      (session: SessionView, authApi: AuthApi, loadProfile: LoadProfile, notifier: Notifier, clock: Clock) =>
        new ProfileAccessViewModel({ session, authApi, loadProfile, notifier, clock }),
      [TYPES.SessionStore, TYPES.AuthApi, TYPES.LoadProfile, TYPES.Notifier, TYPES.Clock],
    )
    .inTransientScope();
  options
    .bind(PROFILE_BONUSES_VM)
    .toResolvedValue(
      (
        session: SessionView,
        bonusApi: BonusApi,
        freeSpinsApi: FreeSpinsApi,
        clock: Clock,
        flags: Analytics,
      ) => new ProfileBonusesViewModel({ session, bonusApi, freeSpinsApi, clock, flags }),
      [TYPES.SessionStore, TYPES.BonusApi, TYPES.FreeSpinsApi, TYPES.Clock, TYPES.Analytics],
    )
    .inTransientScope();
  options
    .bind(PROFILE_HISTORY_VM)
    .toResolvedValue((profileApi: ProfileApi) => new ProfileHistoryViewModel(profileApi), [TYPES.ProfileApi])
    .inTransientScope();
  options
    .bind(PROFILE_SETTING_VM)
    .toResolvedValue(
      (
        session: SessionView,
        locale: LocaleView,
        profileApi: ProfileApi,
        loadProfile: LoadProfile,
        notifier: Notifier,
      ) => new ProfileSettingViewModel({ session, locale, profileApi, loadProfile, notifier }),
      [TYPES.SessionStore, TYPES.LocaleStore, TYPES.ProfileApi, TYPES.LoadProfile, TYPES.Notifier],
    )
    .inTransientScope();
  options
    .bind(PASSWORD_RESET_START_VM)
    .toResolvedValue(
      (authApi: AuthApi, clock: Clock, notifier: Notifier, locale: LocaleView) =>
        new PasswordResetStartViewModel({ authApi, clock, notifier, locale }),
      [TYPES.AuthApi, TYPES.Clock, TYPES.Notifier, TYPES.LocaleStore],
    )
    .inTransientScope();
  options
    .bind(PASSWORD_RESET_FINISH_VM)
    .toResolvedValue(
      (authApi: AuthApi, notifier: Notifier, modals: ModalOpener) =>
        new PasswordResetFinishViewModel({ authApi, notifier, modals }),
      [TYPES.AuthApi, TYPES.Notifier, TYPES.ModalStore],
    )
    .inTransientScope();
});

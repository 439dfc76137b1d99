import { ContainerModule } from 'inversify';
import type {
  Analytics,
  AuthApi,
  BonusApi,
  Clock,
  FreeSpinsApi,
  GamesApi,
  LoadProfile,
  ProfileApi,
} from '@casino/core';
import { TYPES } from '../tokens.ts';
import type { LocaleView, ModalOpener, Notifier, SessionView } from '../../pages/shared/pagePorts.ts';
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
import {
  PROFILE_SETTING_VM,
  ProfileSettingViewModel,
} from '../../pages/profile/setting/ProfileSettingViewModel.ts';

/** The view models of the profile pages, transient: each page mount gets its own and releases it on unmount. */
export const models = new ContainerModule((options) => {
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
    .bind(PROFILE_BETS_VM)
    .toResolvedValue((gamesApi: GamesApi) => new ProfileBetsViewModel(gamesApi), [TYPES.GamesApi])
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
});

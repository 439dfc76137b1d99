import type { LoadProfile, ProfileApi } from '@casino/core';
import type { LocaleView, Notifier, SessionView } from '../../../components/page/pagePorts.ts';
import { PasswordChangeForm } from './PasswordChangeForm.ts';
import { SettingsForm } from './SettingsForm.ts';
import { token } from '../../../di/token.ts';

export const PROFILE_SETTING_VM = token<ProfileSettingViewModel>('ProfileSettingViewModel');

export interface ProfileSettingDeps {
  readonly session: Pick<SessionView, 'user'>;
  readonly locale: LocaleView;
  readonly profileApi: Pick<ProfileApi, 'updateSettings' | 'updatePassword'>;
  readonly loadProfile: Pick<LoadProfile, 'execute'>;
  readonly notifier: Notifier;
}

/** The settings page: the profile settings and the password change, each its own form. */
export class ProfileSettingViewModel {
  readonly settings: SettingsForm;
  readonly password: PasswordChangeForm;

  constructor(deps: ProfileSettingDeps) {
    this.settings = new SettingsForm(deps);
    this.password = new PasswordChangeForm(deps.profileApi, deps.notifier);
  }
}

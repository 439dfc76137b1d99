import { describe, expect, it } from 'vitest';
import { userFactory } from '@casino/core/test/factories';
import { FakeLoadProfile, FakeProfileServer } from '../../../testing/FakeAccountApis.ts';
import { FakeLocale, FakeNotifier, FakeSession } from '../../../testing/fakeStores.ts';
import { ProfileSettingViewModel } from './ProfileSettingViewModel.ts';

function world(user = userFactory.build({ locale: 'ru', timezone: 'Europe/Moscow' })) {
  const session = new FakeSession(user);
  const profileApi = new FakeProfileServer(user);
  const loadProfile = new FakeLoadProfile(profileApi, session);
  const notifier = new FakeNotifier();
  const vm = new ProfileSettingViewModel({
    session,
    locale: new FakeLocale('ru'),
    profileApi,
    loadProfile,
    notifier,
  });
  return { session, profileApi, loadProfile, notifier, vm };
}

describe('ProfileSettingViewModel', () => {
  describe('settings', () => {
    it("starts from the profile's locale and timezone", () => {
      const { vm } = world();
      expect(vm.settings.locale).toBe('ru');
      expect(vm.settings.timezone).toBe('Europe/Moscow');
      expect(vm.settings.timeZones).toContain('Europe/Moscow');
    });

    it('saves a changed locale through PUT /profile/settings and hands it to the interface', async () => {
      const { vm, profileApi, loadProfile, notifier } = world();
      await vm.settings.chooseLocale('en');
      expect(profileApi.settings).toEqual([{ locale: 'en' }]);
      expect(vm.settings.appliedLocale).toBe('en');
      expect(loadProfile.runs).toBe(1);
      expect(notifier.notices).toEqual([{ kind: 'success', titleKey: 'profile:setting.saved' }]);
      vm.settings.localeApplied();
      expect(vm.settings.appliedLocale).toBeNull();
    });

    it('shows the avatar and statistics flags the profile carries until the player changes them', async () => {
      const { vm } = world(userFactory.build({ isAvatarHidden: true, isStatisticsHidden: false }));
      expect(vm.settings.isAvatarHidden).toBe(true);
      expect(vm.settings.isStatisticsHidden).toBe(false);
      await vm.settings.hideAvatar(false);
      expect(vm.settings.isAvatarHidden).toBe(false);
    });

    it('shows hiding the statistics as VIP-only up front, and lets a VIP or a player with them hidden change it', () => {
      expect(world(userFactory.build({ premiumStatus: null })).vm.settings.canHideStatistics).toBe(false);
      expect(world(userFactory.build({ premiumStatus: 'vip' })).vm.settings.canHideStatistics).toBe(true);
      const hidden = userFactory.build({ premiumStatus: null, isStatisticsHidden: true });
      expect(world(hidden).vm.settings.canHideStatistics).toBe(true);
    });

    it('saves each flag on its own', async () => {
      const { vm, profileApi } = world();
      await vm.settings.hideAvatar(true);
      await vm.settings.hideStatistics(true);
      expect(profileApi.settings).toEqual([{ isAvatarHidden: true }, { isStatisticsHidden: true }]);
      expect(vm.settings.isAvatarHidden).toBe(true);
    });

    it('puts a refused setting back and tells the error.{error} answer (§8)', async () => {
      const { vm, profileApi, notifier } = world();
      const refusal = { kind: 'server', status: 200, error: 'timezone_locked' } as const;
      profileApi.failures.set('updateSettings', refusal);
      await vm.settings.chooseTimezone('Asia/Almaty');
      expect(vm.settings.timezone).toBe('Europe/Moscow');
      expect(notifier.errors).toEqual([refusal]);
    });

    it('ignores a timezone the browser does not know', async () => {
      const { vm, profileApi } = world();
      await vm.settings.chooseTimezone('Mars/Olympus_Mons');
      expect(profileApi.settings).toEqual([]);
    });
  });

  describe('password change', () => {
    it('marks each field the 422 names with its own message (§5)', async () => {
      const { vm, profileApi } = world();
      profileApi.failures.set('updatePassword', {
        kind: 'validation',
        fields: { old_password: ['wrong_password'], password_confirm: ['mismatch'] },
      });
      vm.password.type('old_password', 'nope');
      vm.password.type('new_password', 'new password');
      vm.password.type('password_confirm', 'other');
      await vm.password.submit();
      expect(vm.password.fieldErrors).toEqual({
        old_password: 'profile.settings.password.old_password',
        password_confirm: 'profile.settings.password.password_confirm',
      });
      vm.password.type('old_password', 'better');
      expect(vm.password.fieldErrors).toEqual({
        password_confirm: 'profile.settings.password.password_confirm',
      });
    });

    it('reads the new password failing as new_password', async () => {
      const { vm, profileApi } = world();
      profileApi.failures.set('updatePassword', { kind: 'validation', fields: { password: ['too_short'] } });
      vm.password.type('old_password', 'a');
      vm.password.type('new_password', 'b');
      vm.password.type('password_confirm', 'b');
      await vm.password.submit();
      expect(vm.password.fieldErrors).toEqual({ new_password: 'profile.settings.password.new_password' });
    });

    it('changes the password, clears the form and says so', async () => {
      const { vm, profileApi, notifier } = world();
      vm.password.type('old_password', 'demo12345');
      vm.password.type('new_password', 'new secret 1');
      vm.password.type('password_confirm', 'new secret 1');
      await vm.password.submit();
      expect(profileApi.passwordUpdates).toEqual([
        { old: 'demo12345', password: 'new secret 1', confirm: 'new secret 1' },
      ]);
      expect(vm.password.oldPassword).toBe('');
      expect(notifier.notices.at(-1)?.titleKey).toBe('profile:setting.password.changed');
    });

    it('asks for every field before calling the server', async () => {
      const { vm, profileApi } = world();
      vm.password.type('new_password', 'x');
      await vm.password.submit();
      expect(Object.keys(vm.password.fieldErrors).sort()).toEqual(['old_password', 'password_confirm']);
      expect(profileApi.passwordUpdates).toEqual([]);
    });

    it('tells other failures as a notification', async () => {
      const { vm, profileApi, notifier } = world();
      profileApi.failures.set('updatePassword', { kind: 'network', message: 'Network Error' });
      vm.password.type('old_password', 'a');
      vm.password.type('new_password', 'b');
      vm.password.type('password_confirm', 'b');
      await vm.password.submit();
      expect(notifier.errors).toHaveLength(1);
    });
  });
});

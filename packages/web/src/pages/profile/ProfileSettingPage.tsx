import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LOCALES, isLocale, localizedPath, splitLocalePath } from '@casino/core';
import { PageHeading } from '../../components/PageHeading.tsx';
import { SelectField } from '../../components/form/SelectField.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useViewModel } from '../../di/useViewModel.ts';
import { ProfileSection } from './ProfileSection.tsx';
import { PasswordChangeSection } from './setting/PasswordChangeSection.tsx';
import { SettingCheckbox } from './setting/SettingCheckbox.tsx';
import { TimeZonePicker } from './setting/TimeZonePicker.tsx';
import { PROFILE_SETTING_VM } from './setting/ProfileSettingViewModel.ts';

/** The profile settings, each saved as it changes, and the password change. */
function ProfileSettingPage() {
  const { t } = useTranslation(['profile', 'layout']);
  const vm = useViewModel(PROFILE_SETTING_VM);
  const settings = vm.settings;
  const navigate = useNavigate();
  const location = useLocation();
  useDocumentTitle(t('setting.title'));

  // A saved locale moves the interface to it: the same page under the new locale's prefix.
  const applied = settings.appliedLocale;
  useEffect(() => {
    if (!applied) return;
    settings.localeApplied();
    const rest = splitLocalePath(location.pathname).rest;
    navigate(localizedPath(applied, rest) + location.search, { replace: true });
  }, [applied, settings, navigate, location.pathname, location.search]);

  if (!settings.user) return null;
  return (
    <>
      <PageHeading>{t('setting.title')}</PageHeading>
      <ProfileSection id="setting-general" title={t('setting.general')}>
        <div className="profile-form">
          <SelectField
            label={t('setting.locale')}
            value={settings.locale}
            disabled={settings.isSaving('locale')}
            options={LOCALES.map((locale) => ({
              value: locale,
              label: t(`layout:language.names.${locale}`),
            }))}
            onValueChange={(value) => {
              if (isLocale(value)) void settings.chooseLocale(value);
            }}
          />
          <TimeZonePicker
            value={settings.timezone}
            zones={settings.timeZones}
            disabled={settings.isSaving('timezone')}
            onChange={(zone) => void settings.chooseTimezone(zone)}
          />
          <SettingCheckbox
            label={t('setting.hideAvatar')}
            checked={settings.isAvatarHidden}
            saving={settings.isSaving('isAvatarHidden')}
            onChange={(hidden) => void settings.hideAvatar(hidden)}
          />
          <SettingCheckbox
            label={t('setting.hideStatistics')}
            checked={settings.isStatisticsHidden}
            saving={settings.isSaving('isStatisticsHidden')}
            unavailable={!settings.canHideStatistics}
            hint={settings.canHideStatistics ? undefined : t('setting.hideStatisticsVipOnly')}
            onChange={(hidden) => void settings.hideStatistics(hidden)}
          />
        </div>
      </ProfileSection>
      <PasswordChangeSection form={vm.password} />
    </>
  );
}

export default observer(ProfileSettingPage);

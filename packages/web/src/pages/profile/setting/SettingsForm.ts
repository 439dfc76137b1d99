import { makeAutoObservable, runInAction } from 'mobx';
import {
  parseLocale,
  type LoadProfile,
  type Locale,
  type ProfileApi,
  type ProfileSettings,
  type User,
} from '@casino/core';
import type { LocaleView, Notifier, SessionView } from '../../../components/page/pagePorts.ts';

export type SettingField = 'locale' | 'timezone' | 'isAvatarHidden' | 'isStatisticsHidden';

export interface SettingsFormDeps {
  readonly session: Pick<SessionView, 'user'>;
  readonly locale: LocaleView;
  readonly profileApi: Pick<ProfileApi, 'updateSettings'>;
  readonly loadProfile: Pick<LoadProfile, 'execute'>;
  readonly notifier: Notifier;
}

/** The zones a browser knows, with the player's own kept even when the list lacks it. */
export function timeZoneOptions(current: string | null): readonly string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  return current && !known.includes(current) ? [current, ...known] : known;
}

/**
 * The profile settings (§3): locale, timezone, is_avatar_hidden and is_statistics_hidden, each saved through
 * PUT /profile/settings as soon as it changes. A refused setting goes back to what it was and is told as
 * error.{error} (§8).
 */
export class SettingsForm {
  /** Values the player chose on this page; the rest read from the profile. */
  chosen: Partial<Record<SettingField, string | boolean>> = {};
  saving: ReadonlySet<SettingField> = new Set();
  /** A locale the server accepted: the page moves the interface to it, then clears this. */
  appliedLocale: Locale | null = null;
  readonly #deps: SettingsFormDeps;

  constructor(deps: SettingsFormDeps) {
    this.#deps = deps;
    makeAutoObservable(this);
  }

  get user(): User | null {
    return this.#deps.session.user;
  }

  get locale(): Locale {
    const chosen = this.chosen.locale;
    return (
      (typeof chosen === 'string' ? parseLocale(chosen) : null) ??
      parseLocale(this.user?.locale) ??
      this.#deps.locale.locale
    );
  }

  get timezone(): string {
    const chosen = this.chosen.timezone;
    return typeof chosen === 'string' ? chosen : (this.user?.timezone ?? 'UTC');
  }

  /** What was chosen on this page, else what the profile says. */
  get isAvatarHidden(): boolean {
    const chosen = this.chosen.isAvatarHidden;
    return typeof chosen === 'boolean' ? chosen : (this.user?.isAvatarHidden ?? false);
  }

  get isStatisticsHidden(): boolean {
    const chosen = this.chosen.isStatisticsHidden;
    return typeof chosen === 'boolean' ? chosen : (this.user?.isStatisticsHidden ?? false);
  }

  /**
   * Hiding one's statistics is a VIP club privilege (the API refuses it with vip_required): others see that up front
   * instead of after ticking. A player who has them hidden may always show them again.
   */
  get canHideStatistics(): boolean {
    return (this.user?.premiumStatus ?? null) !== null || this.isStatisticsHidden;
  }

  get timeZones(): readonly string[] {
    return timeZoneOptions(this.timezone);
  }

  isSaving(field: SettingField): boolean {
    return this.saving.has(field);
  }

  chooseLocale(locale: Locale): Promise<void> {
    return this.#save('locale', locale, { locale });
  }

  chooseTimezone(timezone: string): Promise<void> {
    if (!this.timeZones.includes(timezone)) return Promise.resolve();
    return this.#save('timezone', timezone, { timezone });
  }

  hideAvatar(hidden: boolean): Promise<void> {
    return this.#save('isAvatarHidden', hidden, { isAvatarHidden: hidden });
  }

  hideStatistics(hidden: boolean): Promise<void> {
    return this.#save('isStatisticsHidden', hidden, { isStatisticsHidden: hidden });
  }

  localeApplied(): void {
    this.appliedLocale = null;
  }

  async #save(field: SettingField, value: string | boolean, settings: ProfileSettings): Promise<void> {
    if (this.saving.has(field)) return;
    const previous = this.chosen[field];
    this.chosen = { ...this.chosen, [field]: value };
    this.saving = new Set([...this.saving, field]);
    const result = await this.#deps.profileApi.updateSettings(settings);
    runInAction(() => {
      const still = new Set(this.saving);
      still.delete(field);
      this.saving = still;
      if (!result.ok) {
        const reverted = { ...this.chosen };
        if (previous === undefined) delete reverted[field];
        else reverted[field] = previous;
        this.chosen = reverted;
      } else if (field === 'locale' && typeof value === 'string') {
        this.appliedLocale = parseLocale(value);
      }
    });
    if (!result.ok) {
      this.#deps.notifier.notifyError(result.error);
      return;
    }
    this.#deps.notifier.notify({ kind: 'success', titleKey: 'profile:setting.saved' });
    if (field === 'locale' || field === 'timezone') await this.#deps.loadProfile.execute();
  }
}

import type { TFunction } from 'i18next';

/**
 * The player's premium status (user `premium.status`) in the page's language: a known status by name, any other the
 * server may add shown as it comes rather than hidden.
 */
export function premiumStatusLabel(t: TFunction, status: string): string {
  return t(`common:premiumStatus.${status}`, { defaultValue: status });
}

/** Feature flags that gate parts of the product (§6). */
export const FEATURE_BONUS_BALANCES = 'bonus_balances';

/** A feature is on when the user's features list or the analytics flag service names it (§6). */
export function isFeatureEnabled(
  feature: string,
  userFeatures: readonly string[],
  serviceFlags: readonly string[],
): boolean {
  return userFeatures.includes(feature) || serviceFlags.includes(feature);
}

/**
 * The analytics `platform` user property (§3): `pwa` when the site runs as the installed app (standalone display,
 * or iOS's home-screen mode), else `web`.
 */
export function displayPlatform(browser: Pick<Window, 'matchMedia' | 'navigator'> = window): 'web' | 'pwa' {
  const iosStandalone = (browser.navigator as Navigator & { standalone?: boolean }).standalone === true;
  const standalone =
    typeof browser.matchMedia === 'function' && browser.matchMedia('(display-mode: standalone)').matches;
  return standalone || iosStandalone ? 'pwa' : 'web';
}

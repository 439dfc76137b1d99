import type { AnalyticsUserProperties } from '@casino/core';

/** What the user properties are read from: the browser window, narrowed so tests can describe any device. */
export interface UserPropertySources {
  readonly navigator: {
    readonly userAgent: string;
    readonly language: string;
    readonly maxTouchPoints?: number;
  };
  readonly location: { readonly hostname: string };
  readonly document: { readonly referrer: string };
  matchMedia(query: string): { readonly matches: boolean };
}

function operatingSystem(userAgent: string, touch: boolean): string {
  if (/windows/i.test(userAgent)) return 'Windows';
  if (/android/i.test(userAgent)) return 'Android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'iOS';
  // iPadOS reports itself as a Mac; only the touch screen tells them apart.
  if (/mac os x|macintosh/i.test(userAgent)) return touch ? 'iOS' : 'Mac OS X';
  if (/cros/i.test(userAgent)) return 'Chrome OS';
  if (/linux/i.test(userAgent)) return 'Linux';
  return 'Other';
}

function deviceType(userAgent: string, os: string, touch: boolean): string {
  if (/ipad|tablet/i.test(userAgent) || (os === 'Android' && !/mobile/i.test(userAgent))) return 'Tablet';
  if (os === 'iOS' && touch && /macintosh/i.test(userAgent)) return 'Tablet';
  if (/mobi|iphone|ipod/i.test(userAgent)) return 'Mobile';
  return 'Desktop';
}

function referringDomain(referrer: string): string {
  try {
    return referrer ? new URL(referrer).hostname || '$direct' : '$direct';
  } catch {
    return '$direct';
  }
}

/** The analytics user properties of §3 for this browser; platform is pwa when running as the installed app. */
export function browserUserProperties(sources: UserPropertySources): AnalyticsUserProperties {
  const { userAgent } = sources.navigator;
  const touch = (sources.navigator.maxTouchPoints ?? 0) > 1;
  const os = operatingSystem(userAgent, touch);
  return {
    device_type: deviceType(userAgent, os, touch),
    platform: sources.matchMedia('(display-mode: standalone)').matches ? 'pwa' : 'web',
    os,
    platform_language: sources.navigator.language,
    domain: sources.location.hostname,
    time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    referring_domain: referringDomain(sources.document.referrer),
  };
}

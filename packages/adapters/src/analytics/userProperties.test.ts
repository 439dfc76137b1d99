import { describe, expect, it } from 'vitest';
import { browserUserProperties, type UserPropertySources } from './userProperties.ts';

function sources(overrides: {
  userAgent?: string;
  standalone?: boolean;
  referrer?: string;
  maxTouchPoints?: number;
}): UserPropertySources {
  return {
    navigator: {
      userAgent:
        overrides.userAgent ?? 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0 Safari/537.36',
      language: 'kk-KZ',
      maxTouchPoints: overrides.maxTouchPoints ?? 0,
    },
    location: { hostname: 'casino.test' },
    document: { referrer: overrides.referrer ?? '' },
    matchMedia: (query) => ({
      matches: query === '(display-mode: standalone)' && (overrides.standalone ?? false),
    }),
  };
}

describe('browserUserProperties', () => {
  it('describes a desktop browser on the web with a direct visit', () => {
    expect(browserUserProperties(sources({}))).toEqual({
      device_type: 'Desktop',
      platform: 'web',
      os: 'Windows',
      platform_language: 'kk-KZ',
      domain: 'casino.test',
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      referring_domain: '$direct',
    });
  });

  it('says pwa when the app runs installed', () => {
    expect(browserUserProperties(sources({ standalone: true })).platform).toBe('pwa');
  });

  it('recognises a phone and the domain that referred it', () => {
    const properties = browserUserProperties(
      sources({
        userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/130.0 Mobile Safari/537.36',
        referrer: 'https://www.google.com/search?q=casino',
      }),
    );
    expect(properties).toMatchObject({
      device_type: 'Mobile',
      os: 'Android',
      referring_domain: 'www.google.com',
    });
  });

  it('recognises an iPad that reports itself as a Mac', () => {
    const properties = browserUserProperties(
      sources({
        userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15',
        maxTouchPoints: 5,
      }),
    );
    expect(properties).toMatchObject({ device_type: 'Tablet', os: 'iOS' });
  });

  it('treats an unreadable referrer as a direct visit', () => {
    expect(browserUserProperties(sources({ referrer: 'not a url' })).referring_domain).toBe('$direct');
  });
});

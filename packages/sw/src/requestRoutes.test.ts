import { describe, expect, it } from 'vitest';
import { routeFor } from './requestRoutes.ts';
import { API_ORIGIN, APP_ORIGIN, requestFactory, routingContextFactory } from '../test/factories.ts';

const context = routingContextFactory.build();
const at = (url: string) => new URL(url);

describe('routeFor', () => {
  it('sends every call to the API origin to the network, money and session data included', () => {
    for (const path of ['/profile/user', '/api/v2/billing/data', '/billing/payment/status/7', '/mirror']) {
      const request = requestFactory.build({ url: at(`${API_ORIGIN}${path}`), destination: '' });
      expect(routeFor(request, context)).toBe('network-only');
    }
  });

  it('sends the configured development API to the network too', () => {
    const request = requestFactory.build({ url: at('http://localhost:8787/geo_ip'), destination: '' });
    expect(routeFor(request, context)).toBe('network-only');
  });

  it('never caches an image the API serves', () => {
    const request = requestFactory.build({ url: at(`${API_ORIGIN}/avatars/1.png`), destination: 'image' });
    expect(routeFor(request, context)).toBe('network-only');
  });

  it('never caches a request that is not a GET', () => {
    const request = requestFactory.build({
      url: at(`${APP_ORIGIN}/ingest/e`),
      method: 'POST',
      destination: '',
    });
    expect(routeFor(request, context)).toBe('network-only');
  });

  it('answers navigations inside the app with the shell, locale prefixes and deep routes alike', () => {
    for (const path of ['/', '/games/cases/gold', '/en/profile/history', '/reset-password/abc.def']) {
      const request = requestFactory.build({
        url: at(`${APP_ORIGIN}${path}`),
        mode: 'navigate',
        destination: 'document',
      });
      expect(routeFor(request, context)).toBe('app-shell');
    }
  });

  it('lets a navigation to a file of the build reach the file, not the shell', () => {
    for (const path of ['/sw.js', '/manifest.webmanifest', '/builds/latest.json', '/icons/icon-192.png']) {
      const request = requestFactory.build({
        url: at(`${APP_ORIGIN}${path}`),
        mode: 'navigate',
        destination: 'document',
      });
      expect(routeFor(request, context)).toBe('browser-default');
    }
  });

  it('caches locale bundles first, on first use', () => {
    const request = requestFactory.build({ url: at(`${APP_ORIGIN}/assets/locales/kz/pwa-D3x9.js`) });
    expect(routeFor(request, context)).toBe('locale-cache-first');
  });

  it('caches images first, from the site or a content host', () => {
    const own = requestFactory.build({ url: at(`${APP_ORIGIN}/images/banner.webp`), destination: 'image' });
    const cdn = requestFactory.build({
      url: at('https://cdn.example.net/games/dice.jpg'),
      destination: 'image',
    });
    const fetched = requestFactory.build({ url: at('https://cdn.example.net/logo.svg'), destination: '' });
    expect([own, cdn, fetched].map((request) => routeFor(request, context))).toEqual([
      'image-cache-first',
      'image-cache-first',
      'image-cache-first',
    ]);
  });

  it('leaves third-party scripts and other schemes to the browser', () => {
    const script = requestFactory.build({ url: at('https://www.google.com/recaptcha/api.js') });
    const data = requestFactory.build({ url: at('data:image/png;base64,AAAA'), destination: 'image' });
    expect(routeFor(script, context)).toBe('browser-default');
    expect(routeFor(data, context)).toBe('browser-default');
  });

  it('does not answer a navigation to another site with the shell', () => {
    const request = requestFactory.build({
      url: at('https://other.example/'),
      mode: 'navigate',
      destination: 'document',
    });
    expect(routeFor(request, context)).toBe('browser-default');
  });
});

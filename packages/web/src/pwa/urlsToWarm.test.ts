import { describe, expect, it } from 'vitest';
import { urlsToWarm } from './urlsToWarm.ts';

describe('urlsToWarm', () => {
  it('picks the same-origin locale bundles and images the page loaded, once each', () => {
    const loaded = [
      'https://casino.example/assets/locales/ru/common-A1.js',
      'https://casino.example/assets/locales/ru/common-A1.js',
      'https://casino.example/images/banner.webp',
      'https://casino.example/assets/index-B2.js',
      'https://api.casino.example/profile/user',
      'https://cdn.example.net/logo.png',
      'not a url',
    ];
    expect(urlsToWarm(loaded, 'https://casino.example')).toEqual([
      'https://casino.example/assets/locales/ru/common-A1.js',
      'https://casino.example/images/banner.webp',
    ]);
  });
});

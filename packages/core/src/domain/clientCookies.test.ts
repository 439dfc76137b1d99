import { describe, expect, it } from 'vitest';
import { browserOf, clientCookies } from './clientCookies.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const EDGE = `${CHROME} Edg/131.0.2903.86`;
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const YANDEX = `${CHROME.replace('Safari/537.36', '')}YaBrowser/24.10.0.0 Safari/537.36`;

describe('the userVersion and userBrowser cookies (§3, §9)', () => {
  it.each([
    [CHROME, 'Chrome 131'],
    [EDGE, 'Edge 131'],
    [FIREFOX, 'Firefox 133'],
    [SAFARI_IOS, 'Safari 17'],
    [YANDEX, 'Yandex 24'],
    ['curl/8.5.0', null],
  ])('names the browser of %s', (userAgent, browser) => {
    expect(browserOf(userAgent)).toBe(browser);
  });

  it('writes the client build and the browser, and nothing it does not know', () => {
    expect(clientCookies(CHROME, '20261123-ab12cd34')).toEqual({
      userVersion: '20261123-ab12cd34',
      userBrowser: 'Chrome 131',
    });
    expect(clientCookies('curl/8.5.0', null)).toEqual({});
  });
});

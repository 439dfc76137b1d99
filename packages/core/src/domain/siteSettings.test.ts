import { describe, expect, it } from 'vitest';
import { siteSettingsAnswerFactory } from '../../test/factories/index.ts';
import { EMPTY_SITE_SETTINGS, safeSiteLink, safeSiteSettings, siteLinkPolicy } from './siteSettings.ts';

const sitePolicy = { allowedHosts: ['casino.example', '.casino.example'] };
const policy = siteLinkPolicy(sitePolicy);

describe('siteSettings', () => {
  it('starts with both links empty', () => {
    expect(EMPTY_SITE_SETTINGS).toEqual({ revshareUrl: '', tgChannelUrl: '' });
  });

  it('allows the site hosts and Telegram for site links', () => {
    expect(policy.allowedHosts).toEqual(['casino.example', '.casino.example', 't.me', 'telegram.me']);
  });

  it('keeps a partners subdomain link and a Telegram channel link', () => {
    expect(
      safeSiteSettings(
        siteSettingsAnswerFactory.build({ revshareUrl: 'https://partners.casino.example/join' }),
        policy,
      ),
    ).toEqual({
      revshareUrl: 'https://partners.casino.example/join',
      tgChannelUrl: 'https://t.me/casino_news',
    });
  });

  it('turns an absent link into an empty one', () => {
    expect(
      safeSiteSettings(siteSettingsAnswerFactory.build({ revshareUrl: null, tgChannelUrl: null }), policy),
    ).toEqual(EMPTY_SITE_SETTINGS);
  });

  it.each([
    ['a script URL', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<b>hi</b>'],
    ['a foreign host', 'https://evil.example/'],
    ['a look-alike host', 'https://t.me.evil.example/'],
    ['userinfo hiding the host', 'https://t.me@evil.example/'],
    ['a protocol-relative URL', '//evil.example/'],
    ['an in-app path', '/profile'],
    ['an empty string', ''],
  ])('drops %s', (_what, raw) => {
    expect(safeSiteLink(raw, policy)).toBe('');
  });

  it('does not let the site policy alone admit Telegram', () => {
    expect(safeSiteLink('https://t.me/casino_news', sitePolicy)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { ClientCookies, MemoryNavigation, UnseenModals, clientEnvironment } from './NodeClient.ts';

describe('the adapters of a client outside the browser', () => {
  it('keeps the cookies the core and the responses write, and sends them back as one Cookie header', () => {
    const cookies = new ClientCookies();
    expect(cookies.header()).toBeNull();
    cookies.jar.set('token', 'abc');
    cookies.receive(['locale=en; Path=/; Max-Age=31536000', 'showLikeHostMatched=1; Path=/']);
    expect(cookies.jar.get('locale')).toBe('en');
    expect(cookies.header()).toBe('token=abc; locale=en; showLikeHostMatched=1');
    cookies.receive(['showLikeHostMatched=; Path=/; Max-Age=0']);
    cookies.jar.remove('token');
    expect(cookies.header()).toBe('locale=en');
  });

  it('moves the location in memory and remembers the locale the core asked to show', () => {
    const navigation = new MemoryNavigation('http://site.test', '/en?ref=mail');
    expect(navigation.current()).toEqual({ host: 'site.test', path: '/en', query: { ref: 'mail' } });
    navigation.go('/en/games/dice');
    expect(navigation.href()).toBe('http://site.test/en/games/dice');
    navigation.reload('http://site.test/kz');
    navigation.showLocale('kz');
    expect(navigation.current().path).toBe('/kz');
    expect(navigation.shownLocale).toBe('kz');
    expect(clientEnvironment('site.test', 'crowd').host).toBe('site.test');
  });

  it('remembers which modal the core opened, as a page would show it', () => {
    const modals = new UnseenModals();
    modals.open('PayIn');
    expect(modals.paymentModalShown()).toBe(true);
    modals.close('PayIn');
    expect(modals.current()).toBeNull();
    expect(modals.opened).toEqual(['PayIn']);
  });
});

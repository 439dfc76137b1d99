import { describe, expect, it } from 'vitest';
import { FakeAnalytics } from '../../test/fakes/index.ts';
import { SIMPLE_AUTH_TOKEN_PARAM } from './SignInWithSimpleAuth.ts';
import { RecordPageView } from './RecordPageView.ts';

describe('RecordPageView', () => {
  it('never reports the simple-auth token of the query in a page view', () => {
    const analytics = new FakeAnalytics();
    new RecordPageView({ analytics }).execute({
      path: '/',
      query: { simple_auth: '1', [SIMPLE_AUTH_TOKEN_PARAM]: 'secret-session', utm_source: 'mail' },
    });
    expect(analytics.pageViews).toEqual(['/?simple_auth=REDACTED&token=REDACTED&utm_source=mail']);
  });

  it('never reports the reset token of the password-reset page, in any locale', () => {
    const analytics = new FakeAnalytics();
    const recordPageView = new RecordPageView({ analytics });
    recordPageView.execute({ path: '/reset-password/r3set', query: { via: 'phone' } });
    recordPageView.execute({ path: '/kz/reset-password/r3set', query: {} });
    expect(analytics.pageViews).toEqual([
      '/reset-password/REDACTED?via=phone',
      '/kz/reset-password/REDACTED',
    ]);
    expect(analytics.pageViews.join()).not.toContain('r3set');
  });

  it('names the page by its locale-free route name and its locale (§2 route-name suffixes)', () => {
    const analytics = new FakeAnalytics();
    const recordPageView = new RecordPageView({ analytics });
    recordPageView.execute({ path: '/en/profile/access', query: {}, routeId: 'profile-access___en' });
    recordPageView.execute({ path: '/profile/access', query: {}, routeId: 'profile-access___ru' });
    expect(analytics.pageViewRoutes).toEqual([
      { name: 'profile-access', locale: 'en' },
      { name: 'profile-access', locale: 'ru' },
    ]);
  });

  it('sends the path alone for a page matched by no named route', () => {
    const analytics = new FakeAnalytics();
    new RecordPageView({ analytics }).execute({ path: '/en/games', query: {}, routeId: '0-1-2' });
    expect(analytics.pageViews).toEqual(['/en/games']);
    expect(analytics.pageViewRoutes).toEqual([null]);
  });
});

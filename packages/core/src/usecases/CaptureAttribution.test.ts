import { describe, expect, it } from 'vitest';
import {
  FakeAttributionApi,
  FakeBonusApi,
  FakeFingerprint,
  FakeLogger,
  FakeNavigation,
  InMemoryCookieJar,
} from '../../test/fakes/index.ts';
import { ATTRIBUTION_VALUE_MAX_LENGTH } from '../domain/attribution.ts';
import { CaptureAttribution } from './CaptureAttribution.ts';

function capture(query: Record<string, string>, cookies: Record<string, string> = {}) {
  const navigation = new FakeNavigation({ path: '/games', query });
  const jar = new InMemoryCookieJar(cookies);
  const attributionApi = new FakeAttributionApi();
  const bonusApi = new FakeBonusApi(['WELCOME100']);
  const logger = new FakeLogger();
  const fingerprint = new FakeFingerprint('fp-1');
  const captureAttribution = new CaptureAttribution({
    navigation,
    cookies: jar,
    attributionApi,
    bonusApi,
    fingerprint,
    logger,
  });
  return { captureAttribution, navigation, cookies: jar, attributionApi, bonusApi, logger };
}

const utmQuery = { utm_source: 'src', utm_medium: 'cpc', utm_campaign: 'spring', utm_term: 'big win' };

describe('CaptureAttribution', () => {
  describe('utm', () => {
    it('calls utm with the whole query when it has the four utm parameters and no advId cookie', async () => {
      const world = capture({ ...utmQuery, extra: '1' });
      world.attributionApi.utmAnswer = { advId: 'adv-7', promo: { type: 'freespins', value: '50' } };
      await world.captureAttribution.execute();
      expect(world.attributionApi.bodiesOf('utm')).toEqual([{ ...utmQuery, extra: '1' }]);
      expect(world.cookies.all()).toMatchObject({
        advId: 'adv-7',
        adBonusType: 'freespins',
        adBonusValue: '50',
        adBonusModal: 'true',
      });
    });

    it('does not call utm with an advId cookie or an incomplete utm query', async () => {
      const stored = capture(utmQuery, { advId: 'adv-1' });
      await stored.captureAttribution.execute();
      const partial = capture({ utm_source: 'src', utm_medium: 'cpc', utm_campaign: 'spring' });
      await partial.captureAttribution.execute();
      expect(stored.attributionApi.bodiesOf('utm')).toEqual([]);
      expect(partial.attributionApi.bodiesOf('utm')).toEqual([]);
    });

    it('only logs a failed utm call', async () => {
      const world = capture(utmQuery);
      world.attributionApi.failing.add('utm');
      await world.captureAttribution.execute();
      expect(world.cookies.get('advId')).toBeNull();
      expect(world.logger.warnings).toEqual(['utm call failed']);
    });
  });

  it('stores pr as prHash only if none exists', async () => {
    const fresh = capture({ pr: 'hash-1' });
    await fresh.captureAttribution.execute();
    expect(fresh.cookies.get('prHash')).toBe('hash-1');

    const existing = capture({ pr: 'hash-2' }, { prHash: 'hash-1' });
    await existing.captureAttribution.execute();
    expect(existing.cookies.get('prHash')).toBe('hash-1');
  });

  it('sets the simpleAuth cookie from simple_auth only if absent', async () => {
    const fresh = capture({ simple_auth: 'yes' });
    await fresh.captureAttribution.execute();
    expect(fresh.cookies.get('simpleAuth')).toBe('yes');

    const flagOnly = capture({ simple_auth: '' });
    await flagOnly.captureAttribution.execute();
    expect(flagOnly.cookies.get('simpleAuth')).toBe('1');

    const existing = capture({ simple_auth: 'new' }, { simpleAuth: 'old' });
    await existing.captureAttribution.execute();
    expect(existing.cookies.get('simpleAuth')).toBe('old');
  });

  it('stores stag, partner as partnerId and the tracking query', async () => {
    const advertise = capture({
      stag: 'st-1',
      partner: 'p-1',
      utm_campaign: 'advertise',
      click_id: 'c1',
      click_source: 'net',
    });
    await advertise.captureAttribution.execute();
    expect(advertise.cookies.all()).toEqual({
      stag: 'st-1',
      partnerId: 'p-1',
      advertiseUid: 'c1',
      advertiseSource: 'net',
    });

    const cpa = capture({ utm_campaign: 'advertcpa', clickid: 'cpa-1' });
    await cpa.captureAttribution.execute();
    expect(cpa.cookies.all()).toEqual({ cpaOneUid: 'cpa-1' });
  });

  describe('affiliate landing (§7 POST /middleware/affiliate)', () => {
    it('reports a landing with stag or partner once, with the query', async () => {
      const world = capture({ stag: 'st-1', sub: 'x' });
      await world.captureAttribution.execute();
      expect(world.attributionApi.calls.filter((call) => call.method === 'affiliate')).toEqual([
        { method: 'affiliate', body: { stag: 'st-1', sub: 'x' } },
      ]);
    });

    it('reports nothing without affiliate parameters, and only logs a failure', async () => {
      const plain = capture({ utm_source: 'src' });
      await plain.captureAttribution.execute();
      expect(plain.attributionApi.calls.some((call) => call.method === 'affiliate')).toBe(false);

      const failing = capture({ partner: 'p-1' });
      failing.attributionApi.failing.add('affiliate');
      await failing.captureAttribution.execute();
      expect(failing.logger.warnings).toContain('affiliate report failed');
    });
  });

  describe('page-open registration', () => {
    it('registers the page open when subH exists, with the fingerprint as uuid and the current URL as click_url', async () => {
      const world = capture({ subH: 'sub-1', x: '2' });
      await world.captureAttribution.execute();
      expect(world.attributionApi.bodiesOf('registerPageOpen')).toEqual([
        { subH: 'sub-1', uuid: 'fp-1', clickUrl: 'https://casino.example/games?subH=sub-1&x=2' },
      ]);
    });

    it('does not register without subH, and only logs a failure', async () => {
      const without = capture({});
      await without.captureAttribution.execute();
      expect(without.attributionApi.bodiesOf('registerPageOpen')).toEqual([]);

      const failing = capture({ subH: 'sub-1' });
      failing.attributionApi.failing.add('registerPageOpen');
      await failing.captureAttribution.execute();
      expect(failing.logger.warnings).toEqual(['page-open event failed']);
    });
  });

  describe('promo', () => {
    it('keeps a valid promo from the query in the promo cookie', async () => {
      const world = capture({ promo: 'WELCOME100' });
      expect(await world.captureAttribution.execute()).toEqual({ kind: 'valid', code: 'WELCOME100' });
      expect(world.cookies.get('promo')).toBe('WELCOME100');
      expect(world.navigation.moves).toEqual([]);
    });

    it('clears the cookie and drops the query param for an invalid promo', async () => {
      const world = capture({ promo: 'NOPE', tab: '1' }, { promo: 'NOPE' });
      expect(await world.captureAttribution.execute()).toEqual({ kind: 'invalid', code: 'NOPE' });
      expect(world.cookies.get('promo')).toBeNull();
      expect(world.navigation.moves).toEqual([{ path: '/games?tab=1', replace: true }]);
    });

    it('checks a promo from the cookie when the query has none', async () => {
      const world = capture({}, { promo: 'EXPIRED' });
      expect(await world.captureAttribution.execute()).toEqual({ kind: 'invalid', code: 'EXPIRED' });
      expect(world.bonusApi.checked).toEqual(['EXPIRED']);
      expect(world.cookies.get('promo')).toBeNull();
      expect(world.navigation.moves).toEqual([]);
    });

    it('changes nothing when the promo check gets no answer', async () => {
      const world = capture({ promo: 'WELCOME100' }, { promo: 'WELCOME100' });
      world.bonusApi.failure = { kind: 'network', message: 'Network Error' };
      expect(await world.captureAttribution.execute()).toEqual({ kind: 'unchecked', code: 'WELCOME100' });
      expect(world.cookies.get('promo')).toBe('WELCOME100');
      expect(world.navigation.moves).toEqual([]);
    });
  });

  describe('hostile values', () => {
    it('stores very long values cut to the cap', async () => {
      const world = capture({ stag: 's'.repeat(50_000), pr: 'p'.repeat(50_000) });
      await world.captureAttribution.execute();
      expect(world.cookies.get('stag')).toHaveLength(ATTRIBUTION_VALUE_MAX_LENGTH);
      expect(world.cookies.get('prHash')).toHaveLength(ATTRIBUTION_VALUE_MAX_LENGTH);
    });

    it('strips control characters and cookie separators before storing', async () => {
      const world = capture({
        stag: 'st\r\n1; Domain=evil.example',
        partner: '\u202ep\u0000',
        promo: 'WEL\u200bCOME100',
      });
      await world.captureAttribution.execute();
      expect(world.cookies.get('stag')).toBe('st1Domain=evil.example');
      expect(world.cookies.get('partnerId')).toBe('p');
      expect(world.bonusApi.checked).toEqual(['WELCOME100']);
    });

    it('stores nothing for values made only of unusable characters', async () => {
      const world = capture({ stag: '\u0000\u0001', pr: '   ' });
      await world.captureAttribution.execute();
      expect(world.cookies.all()).toEqual({});
    });

    it('forwards a bounded query to the utm call', async () => {
      const world = capture({ ...utmQuery, utm_term: `big win\u0000${'x'.repeat(10_000)}` });
      await world.captureAttribution.execute();
      const [sent] = world.attributionApi.bodiesOf('utm') as Record<string, string>[];
      expect(sent?.utm_term).toHaveLength(ATTRIBUTION_VALUE_MAX_LENGTH);
      expect(sent?.utm_term?.startsWith('big winx')).toBe(true);
    });
  });
});

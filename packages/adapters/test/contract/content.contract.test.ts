import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Currency, type Locale } from '@casino/core';
import { startLiveApi, type LiveApi } from './liveApi.ts';
import { PlayerSession } from './playerSession.ts';
import { RICH, expectOk } from './registrations.ts';
import { expectedMoney } from './wireMoney.ts';

let api: LiveApi;
beforeAll(async () => {
  api = await startLiveApi();
});
afterAll(() => api.stop());

const visitor = (locale: Locale = 'en') => new PlayerSession(api.url, { locale });

/** A real win for the top list (issue 17: it ranks real wins): coinflips by a funded player until one pays. */
async function winACoinflip(): Promise<void> {
  const player = visitor();
  player.signIn(expectOk(await player.auth.loginByEmailPassword(RICH.email, RICH.password)));
  for (let tries = 0; tries < 60; tries += 1) {
    const answer = await fetch(`${api.url}/games/coinflip/bets`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${player.session.token}`,
        'idempotency-key': `top-${tries}`,
      },
      body: JSON.stringify({ amount: 1, params: { side: 'heads' } }),
    });
    const { data } = (await answer.json()) as { data: { payout: number } };
    if (data.payout > 0) return;
  }
  throw new Error('no win in 60 flips');
}

describe('the content calls against the local API', () => {
  it("lists the games of every category, each with an SVG cover: a slot's from its provider, the others on the API host", async () => {
    const content = visitor().content;
    const all = expectOk(await content.games());
    const byCategory = await Promise.all(
      (['originals', 'slots', 'live-casino'] as const).map(async (category) => {
        const games = expectOk(await content.games(category));
        expect(games.length).toBeGreaterThan(0);
        expect(games.every((game) => game.category === category)).toBe(true);
        return games;
      }),
    );
    expect(byCategory.flat()).toHaveLength(all.length);
    const covered = (game: { slug: string; category: string; image: string | null }) =>
      game.category === 'slots'
        ? new RegExp(`^http://localhost:\\d+/thumbnails/${game.slug}\\.svg$`).test(game.image ?? '') &&
          !game.image?.startsWith(api.url)
        : game.image === `${api.url}/static/games/${game.slug}.svg`;
    expect(all.every(covered)).toBe(true);
    const originals = byCategory[0]?.map((game) => game.slug) ?? [];
    expect(originals).toEqual(
      expect.arrayContaining(['crash', 'cases', 'miner', 'coinflip', 'keno', 'dice', 'hilo', 'roulette']),
    );
  });

  it('lists the tournaments by status, reads one by id, and answers an unknown one as not found', async () => {
    const content = visitor().content;
    const all = expectOk(await content.tournaments());
    for (const status of ['active', 'upcoming', 'finished'] as const) {
      const some = expectOk(await content.tournaments(status));
      expect(some.length).toBeGreaterThan(0);
      expect(some.every((tournament) => tournament.status === status)).toBe(true);
    }
    const [first] = all;
    expect(expectOk(await content.tournament(first?.id ?? ''))).toEqual(first);
    expect(await content.tournament('99999')).toEqual({ ok: false, error: { kind: 'notFound' } });
  });

  it('turns tournament prize pools and top wins into minor units of their currency', async () => {
    const content = visitor().content;
    const tournaments = expectOk(await content.tournaments());
    const wireTournaments = (await api.wire('/api/v2/content/tournaments', null)) as {
      data: { prize_pool: number; currency: Currency }[];
    };
    expect(tournaments.map((tournament) => tournament.prizePool)).toEqual(
      wireTournaments.data.map((wire) => expectedMoney(wire.prize_pool, wire.currency)),
    );
    await winACoinflip();
    const top = expectOk(await content.top());
    const wireTop = (await api.wire('/api/v2/content/top', null)) as {
      data: { win: number; currency: Currency }[];
    };
    expect(top.length).toBeGreaterThan(0);
    expect(top.map((entry) => entry.win)).toEqual(
      wireTop.data.map((wire) => expectedMoney(wire.win, wire.currency)),
    );
  });

  it('follows the player language in tournament titles', async () => {
    const [russian] = expectOk(await visitor('ru').content.tournaments());
    const [english] = expectOk(await visitor('en').content.tournaments());
    expect(russian?.id).toBe(english?.id);
    expect(russian?.title).not.toBe(english?.title);
  });

  it('answers the FAQ in each of the four languages', async () => {
    const content = visitor().content;
    const faqs = await Promise.all(LOCALES.map(async (locale) => expectOk(await content.faq(locale))));
    for (const faq of faqs) expect(faq.length).toBeGreaterThan(0);
    expect(new Set(faqs.map((faq) => faq[0]?.question)).size).toBe(LOCALES.length);
  });

  it('answers SEO texts per language, the site-wide entry for a route without one, and 400 for a malformed page', async () => {
    const content = visitor().content;
    const home = expectOk(await content.seo('home', 'ru'));
    const homeEn = expectOk(await content.seo('home', 'en'));
    expect(home.title).not.toBe(homeEn.title);
    expect(home.text.length).toBeGreaterThan(0);
    const unknownRoute = expectOk(await content.seo('profile', 'en'));
    expect(expectOk(await content.seo('another-route', 'en'))).toEqual(unknownRoute);
    expect(await content.seo('not a route <script>', 'en')).toEqual({
      ok: false,
      error: { kind: 'server', status: 400, messageKey: 'bad_request' },
    });
  });

  it('lists the VIP levels in order, minimum deposits in major units as the wire gives them', async () => {
    const levels = expectOk(await visitor().content.vipLevels());
    expect(levels.length).toBeGreaterThan(0);
    expect(levels.map((level) => level.level)).toEqual(
      [...levels.map((level) => level.level)].sort((a, b) => a - b),
    );
    const wire = (await api.wire('/api/v2/content/vip-levels', null)) as {
      data: { min_deposit: number; cashback_percent: number }[];
    };
    expect(levels.map((level) => [level.minDeposit, level.cashbackPercent])).toEqual(
      wire.data.map((entry) => [entry.min_deposit, entry.cashback_percent]),
    );
  });
});

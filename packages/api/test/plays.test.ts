import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_EVERY_MS } from '../src/live/liveHub.ts';
import { feedAfter, isBigWin, recordPlay, renderFeed, topWins } from '../src/plays/playStore.ts';
import { startTestApi, type TestApi } from './support/api.ts';
import { betBody, fundedPlayer, placeBet } from './support/games.ts';
import { LiveClient } from './support/live.ts';
import type { Json } from './support/http.ts';
import { storeWorld } from './support/storeWorld.ts';

describe('the feed of plays over the live socket (issue 17)', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi();
  });
  afterAll(() => t.close());

  it('sends every settled bet, won or lost, to every socket, the name masked and no player id', async () => {
    const visitor = await LiveClient.open(t);
    const snapshot = await visitor.event('snapshot');
    expect(snapshot['feed']).toEqual({ plays: [], big_wins: [] });

    const player = await fundedPlayer(t, 'RUB', 1_000);
    const bet = await placeBet(t, player.token, 'dice', betBody('dice', 10));
    expect(bet.status).toBe(200);
    const payout = Math.round(bet.body['data']['payout'] * 100);
    t.scheduler.advance(FEED_EVERY_MS);
    const frame = await visitor.event('feed');
    const [play] = frame['plays'] as Json[];
    expect(play).toEqual({
      id: expect.any(Number),
      game: 'dice',
      title: 'Dice',
      player: expect.stringMatching(/^.{2}\*\*\*$/),
      hidden: false,
      stake_minor: 1_000,
      payout_minor: payout,
      currency: 'RUB',
      multiplier: Math.floor((payout * 100) / 1_000),
      big: false,
      at: expect.any(Number),
    });
    expect(JSON.stringify(frame)).not.toContain('player_id');

    // Nothing new, nothing sent; a socket opened later starts from the snapshot.
    t.scheduler.advance(FEED_EVERY_MS);
    const later = await LiveClient.open(t);
    const again = await later.event('snapshot');
    expect((again['feed'] as { plays: Json[] }).plays).toEqual([play]);
    expect(visitor.frames.filter((each) => each['type'] === 'feed')).toHaveLength(1);
    await Promise.all([visitor.close(), later.close()]);
  });

  it('ranks the top list from real wins across currencies by their worth in roubles', async () => {
    const rub = await fundedPlayer(t, 'RUB', 10_000);
    const usd = await fundedPlayer(t, 'USD', 100);
    // Coinflip pays 1.96× on a win: bet until each player has won once.
    const winOnce = async (token: string, amount: number) => {
      for (let tries = 0; tries < 60; tries += 1) {
        const bet = await placeBet(t, token, 'coinflip', betBody('coinflip', amount));
        if (bet.body['data']['payout'] > 0) return bet.body['data']['payout'] as number;
      }
      throw new Error('no win in 60 flips');
    };
    const rubWin = await winOnce(rub.token, 100);
    const usdWin = await winOnce(usd.token, 2);
    const top = (await t.http.get('/api/v2/content/top')).body['data'] as Json[];
    // 3.92 $ is worth 392 ₽: above 196 ₽.
    expect(top.slice(0, 2).map((entry) => `${entry['win']} ${entry['currency']}`)).toEqual([
      `${usdWin} USD`,
      `${rubWin} RUB`,
    ]);
    expect(top[0]).toEqual({
      place: 1,
      name: expect.stringMatching(/^.{2}\*\*\*$/),
      hidden: false,
      game: 'Coinflip',
      win: usdWin,
      currency: 'USD',
    });
  });
});

describe('plays on their own', () => {
  function store() {
    const { db, deps, clock } = storeWorld(1_000);
    const player = db.run(
      "INSERT INTO players (name, register_method, created_at, currency, balance_minor) VALUES ('rita', 'email', 0, 'RUB', 0)",
    ).lastId;
    const play = (reference: string, stakeMinor: number, payoutMinor: number, currency = 'RUB') =>
      recordPlay(deps, { playerId: player, game: 'dice', reference, stakeMinor, payoutMinor, currency });
    return { deps, play, player, later: (ms: number) => (clock.now += ms) };
  }

  it('names a hidden player’s big win to no one but the player (issue 34)', () => {
    const { deps, play, player } = store();
    deps.db.run('UPDATE players SET is_statistics_hidden = 1 WHERE id = ?', player);
    play('bet:big', 100, 5_000);
    const rows = feedAfter(deps);
    expect(renderFeed(rows, null).big_wins).toEqual([
      expect.objectContaining({ player: null, hidden: true }),
    ]);
    expect(renderFeed(rows, player + 1).plays[0]).toMatchObject({ player: null, hidden: true });
    expect(renderFeed(rows, player).big_wins[0]).toMatchObject({ player: 'ri***', hidden: true });
    expect(topWins(deps, null)[0]).toMatchObject({ name: null, hidden: true, place: 1 });
  });

  it('calls a win of ten times the stake, or worth 10 000 ₽, a big win; a loss never', () => {
    expect(isBigWin(100, 1_000, 'RUB')).toBe(true);
    expect(isBigWin(100, 999, 'RUB')).toBe(false);
    expect(isBigWin(1_000_000, 1_000_000, 'RUB')).toBe(true);
    expect(isBigWin(900_000, 1_000_000, 'KZT')).toBe(false);
    expect(isBigWin(100, 0, 'RUB')).toBe(false);
    expect(isBigWin(0, 50, 'USD')).toBe(false);
  });

  it('records a play once per reference, however often its settlement runs', () => {
    const { deps, play } = store();
    play('bet:1', 100, 196);
    play('bet:1', 100, 196);
    expect(feedAfter(deps).plays).toHaveLength(1);
  });

  it('keeps big wins apart, so a burst of plays does not push them out of the feed', () => {
    const { deps, play } = store();
    play('bet:big', 100, 5_000);
    for (let index = 0; index < 30; index += 1) play(`bet:${index}`, 100, 0);
    const feed = feedAfter(deps);
    expect(feed.plays).toHaveLength(20);
    expect(feed.plays.every((each) => each.payout_minor === 0)).toBe(true);
    expect(feed.big_wins.map((each) => each.payout_minor)).toEqual([5_000]);
    expect(feedAfter(deps, feed.last_id)).toEqual({ plays: [], big_wins: [], last_id: feed.last_id });
  });

  it('ranks wins of the last 30 days only, and never a loss or an even return', () => {
    const { deps, play, later } = store();
    play('bet:old', 100, 900_000);
    later(31 * 24 * 60 * 60 * 1000);
    play('bet:even', 100, 100);
    play('bet:lost', 100, 0);
    play('bet:won', 100, 250);
    expect(topWins(deps, null).map((entry) => entry.win)).toEqual([2.5]);
  });
});

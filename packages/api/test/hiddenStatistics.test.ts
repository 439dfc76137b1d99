import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_EVERY_MS } from '../src/live/liveHub.ts';
import { startTestApi, type TestApi } from './support/api.ts';
import { betBody, fundedPlayer, placeBet } from './support/games.ts';
import type { Json } from './support/http.ts';
import { LiveClient, WORKED_CHAIN } from './support/live.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

/** A VIP player (hiding is a VIP privilege) who has hidden their statistics, with money to bet. */
async function hiddenPlayer() {
  const player = await fundedPlayer(t, 'RUB', 10_000);
  await t.http.post('/api/v2/vip/join', undefined, { token: player.token });
  const hidden = await t.http.put(
    '/profile/settings',
    { is_statistics_hidden: true },
    { token: player.token },
  );
  expect(hidden.body).toEqual({ success: true });
  return player;
}

/** Bets coinflip until one bet wins, so the play is in the top list too. */
async function winOnce(token: string, amount = 50): Promise<number> {
  for (let tries = 0; tries < 60; tries += 1) {
    const bet = await placeBet(t, token, 'coinflip', betBody('coinflip', amount));
    if (bet.body['data']['payout'] > 0) return bet.body['data']['payout'] as number;
  }
  throw new Error('no win in 60 flips');
}

describe('"Hide my statistics" is honoured wherever a play is shown to others (issue 34)', () => {
  it('shows the player’s plays in the live feed as hidden to everyone else, and by name to the player', async () => {
    const player = await hiddenPlayer();
    const visitor = await LiveClient.open(t);
    await visitor.event('snapshot');
    const own = await LiveClient.as(t, player.token);
    const other = await fundedPlayer(t, 'RUB', 1_000);

    const won = await winOnce(player.token);
    await placeBet(t, other.token, 'dice', betBody('dice', 10));
    t.scheduler.advance(FEED_EVERY_MS);

    const seen = (frame: Json) => frame['plays'] as Json[];
    const visitorFeed = await visitor.event('feed');
    const ownFeed = await own.client.event('feed');
    const mine = (plays: Json[]) => plays.filter((play) => play['hidden'] === true);
    // Everyone else sees each of the player's plays with no name, the other player's as before.
    expect(mine(seen(visitorFeed)).length).toBeGreaterThan(0);
    for (const play of mine(seen(visitorFeed))) expect(play['player']).toBeNull();
    expect(seen(visitorFeed).find((play) => play['game'] === 'dice')).toMatchObject({
      player: expect.stringMatching(/^.{2}\*\*\*$/),
      hidden: false,
    });
    // The player sees their own by their masked name, marked hidden from others.
    for (const play of mine(seen(ownFeed))) expect(play['player']).toMatch(/^.{2}\*\*\*$/);
    // Big wins go the same way (a coinflip win is not big, so the frame's big wins are checked only if there are any).
    for (const play of mine(visitorFeed['big_wins'] as Json[])) expect(play['player']).toBeNull();
    expect(JSON.stringify(visitorFeed)).not.toContain('player_id');

    // A socket opened later starts from a snapshot that hides the player as well.
    const later = await LiveClient.open(t);
    const snapshot = await later.event('snapshot');
    const plays = (snapshot['feed'] as { plays: Json[] }).plays;
    expect(mine(plays).every((play) => play['player'] === null)).toBe(true);
    expect(won).toBeGreaterThan(0);
    await Promise.all([visitor.close(), own.client.close(), later.close()]);
  });

  it('keeps the player’s win in its place on the top list, named "hidden" for others and by name for them', async () => {
    const player = await hiddenPlayer();
    // A stake of its own, so this win is told apart from the other tests' on the shared list.
    const win = await winOnce(player.token, 40);
    const entry = (top: Json[]) => top.find((one) => one['hidden'] === true && one['win'] === win);

    const forVisitor = entry((await t.http.get('/api/v2/content/top')).body['data'] as Json[]);
    expect(forVisitor).toMatchObject({ name: null, hidden: true, game: 'Coinflip', currency: 'RUB' });
    const stranger = await fundedPlayer(t, 'RUB', 0);
    const forStranger = entry(
      (await t.http.get('/api/v2/content/top', { token: stranger.token })).body['data'],
    );
    expect(forStranger).toMatchObject({ name: null, hidden: true });
    const forOwner = entry((await t.http.get('/api/v2/content/top', { token: player.token })).body['data']);
    expect(forOwner).toMatchObject({ name: expect.stringMatching(/^.{2}\*\*\*$/), hidden: true });
  });

  it('shows the player again once they stop hiding', async () => {
    const player = await hiddenPlayer();
    const win = await winOnce(player.token, 30);
    await t.http.put('/profile/settings', { is_statistics_hidden: false }, { token: player.token });
    const top = (await t.http.get('/api/v2/content/top')).body['data'] as Json[];
    expect(top.find((one) => one['win'] === win && one['hidden'] === false)?.['name']).toMatch(
      /^.{2}\*\*\*$/,
    );
  });

  it('shows the player’s crash bet to the others at the table with no name, and to the player as theirs', async () => {
    const table = await startTestApi({ live: { settings: WORKED_CHAIN } });
    try {
      const funded = await fundedPlayer(table, 'USD', 20);
      await table.http.post('/api/v2/vip/join', undefined, { token: funded.token });
      await table.http.put('/profile/settings', { is_statistics_hidden: true }, { token: funded.token });
      const own = await LiveClient.as(table, funded.token);
      const visitor = await LiveClient.open(table);
      await visitor.event('snapshot');
      const placed = await own.client.command({
        type: 'crash.bet',
        key: 'h-1',
        stake_minor: 100,
        auto_cash_out: null,
      });
      expect(placed).toMatchObject({ ok: true });
      const seen = await visitor.event('crash.bet');
      expect(seen['bet']).toMatchObject({ player: null, hidden: true, mine: false, stake_minor: 100 });
      // The bus fans one event out to every socket at once: the player's own frame is already in.
      const mine = own.client.frames.find((frame) => frame['type'] === 'crash.bet');
      expect(mine?.['bet']).toMatchObject({
        player: expect.stringMatching(/^.{2}\*\*\*$/),
        hidden: true,
        mine: true,
      });
      // A socket that opens later gets the round's bets the same way in its snapshot.
      const later = await LiveClient.open(table);
      const snapshot = await later.event('snapshot');
      expect((snapshot['crash'] as { bets: Json[] }).bets).toEqual([
        expect.objectContaining({ player: null }),
      ]);
      await Promise.all([own.client.close(), visitor.close(), later.close()]);
    } finally {
      await table.close();
    }
  });

  it('shows a hidden player’s seats in a room with no name to the others, and a hidden winner unnamed', async () => {
    const rooms = await startTestApi({ live: { settings: WORKED_CHAIN } });
    try {
      const hidden = await fundedPlayer(rooms, 'RUB', 100);
      await rooms.http.post('/api/v2/vip/join', undefined, { token: hidden.token });
      await rooms.http.put('/profile/settings', { is_statistics_hidden: true }, { token: hidden.token });
      const other = await fundedPlayer(rooms, 'RUB', 100);
      const own = await LiveClient.as(rooms, hidden.token);
      const seen = await LiveClient.as(rooms, other.token);
      const join = (key: string, seats: number) => ({ type: 'room.join', key, room: 'red', seats });
      // Two seats of three for the hidden player, one for the other: whichever wins, a name is or is not sent.
      expect(await own.client.command(join('h-1', 2))).toMatchObject({ ok: true });
      const joined = await seen.client.event('room.joined');
      expect(joined['entry']).toMatchObject({ player: null, hidden: true, mine: false, seats: 2 });
      expect(await seen.client.command(join('o-1', 1))).toMatchObject({ ok: true });
      rooms.scheduler.advance(WORKED_CHAIN.roomCountdownMs);
      const settled = await seen.client.event('room.settled');
      const hiddenWon = (settled['winning_seat'] as number) < 2;
      if (hiddenWon) expect(settled['winner']).toBeNull();
      else expect(settled['winner']).toMatch(/^.{2}\*\*\*$/);
      // The player's own view of the round keeps their seats as theirs.
      const later = await LiveClient.as(rooms, hidden.token);
      const history = (later.snapshot['rooms'] as { history: { entries: Json[] }[] }[]).flatMap(
        (room) => room.history,
      );
      expect(history[0]?.entries[0]).toMatchObject({
        player: expect.stringMatching(/^.{2}\*\*\*$/),
        mine: true,
      });
      await Promise.all([own.client.close(), seen.client.close(), later.client.close()]);
    } finally {
      await rooms.close();
    }
  });
});

import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPENING_BETS, OPENING_GAP_MS } from '../src/bots/botPlayers.ts';
import { DEFAULT_BOT_SETTINGS, type BotSettings } from '../src/bots/botSettings.ts';
import { startTestApi, tempDataDir, type TestApi } from './support/api.ts';
import { fundedPlayer } from './support/games.ts';
import { LiveClient } from './support/live.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Rounds from the first second: the salt drawn with the chain (the bots' seeds never fix it, docs/fairness.md). */
const SETTINGS = { bettingMs: 4_000, pauseMs: 1_000, seedBets: 0 };

async function withBots(bots?: Partial<BotSettings>): Promise<{ t: TestApi; db: DatabaseSync }> {
  const data = tempDataDir();
  cleanups.push(() => data.remove());
  const t = await startTestApi({
    dataDir: data.dir,
    live: { settings: SETTINGS, ...(bots ? { bots } : {}) },
  });
  cleanups.push(() => t.close());
  const db = new DatabaseSync(t.api.databaseFile, { readOnly: true });
  cleanups.push(() => db.close());
  return { t, db };
}

/** The feed as a new visitor's snapshot carries it. */
async function feedPlayers(t: TestApi): Promise<string[]> {
  const visitor = await LiveClient.open(t);
  const snapshot = await visitor.next((frame) => frame['type'] === 'snapshot');
  await visitor.close();
  return (snapshot['feed']['plays'] as { player: string }[]).map((play) => play.player);
}

describe('the bot players (issue 38)', () => {
  it('are off unless asked for: no bot account and no play after longer than their default turn', async () => {
    const { t, db } = await withBots();
    t.scheduler.advance(DEFAULT_BOT_SETTINGS.everyMs + 1_000);
    expect(db.prepare("SELECT COUNT(*) AS n FROM players WHERE register_method = 'bot'").get()).toEqual({
      n: 0,
    });
    expect(await feedPlayers(t)).toEqual([]);
  });

  it('bet over HTTP as real accounts flagged as bots, with money they deposited, shown by their bot names', async () => {
    const { t, db } = await withBots({ everyMs: 1_000, crashShare: 0 });
    const bots = db.prepare("SELECT id, name FROM players WHERE register_method = 'bot'").all() as {
      id: number;
      name: string;
    }[];
    expect(bots.length).toBeGreaterThan(0);
    for (const bot of bots) expect(bot.name).toMatch(/^Bot [A-Z][a-z]+$/);

    // The bot's turn sends its bet over HTTP; its answer comes once the bet is written. Waited for itself: a poll with
    // a deadline (vi.waitFor's second) failed when the machine was busy with many files at once (issue 37).
    const fetches = vi.spyOn(globalThis, 'fetch');
    cleanups.push(() => fetches.mockRestore());
    t.scheduler.advance(1_000);
    const bet = fetches.mock.results.find((_, at) =>
      String(fetches.mock.calls[at]?.[0]).endsWith('/games/dice/bets'),
    );
    expect(bet).toBeDefined();
    expect((await (bet?.value as Promise<Response>)).status).toBe(200);
    expect(await feedPlayers(t)).toEqual([expect.stringMatching(/^Bot /)]);
    // The first bot's money is a paid deposit and a bet against it, in its ledger like any player's.
    const first = bots[0]!.id;
    const kinds = db
      .prepare('SELECT kind, status FROM transactions WHERE player_id = ? ORDER BY id')
      .all(first) as { kind: string; status: string }[];
    expect(kinds.slice(0, 2)).toEqual([
      { kind: 'deposit', status: 'success' },
      expect.objectContaining({ kind: 'bet' }),
    ]);
  });

  it('open with a few bets close together, so a fresh start shows live bets within seconds (issue 36)', async () => {
    const { t } = await withBots({ everyMs: DEFAULT_BOT_SETTINGS.everyMs, crashShare: 0 });
    t.scheduler.advance(OPENING_GAP_MS * OPENING_BETS);
    await vi.waitFor(async () => expect(await feedPlayers(t)).toHaveLength(OPENING_BETS));
    // Then one a turn: nothing more until the next turn is due.
    t.scheduler.advance(DEFAULT_BOT_SETTINGS.everyMs - 1);
    expect(await feedPlayers(t)).toHaveLength(OPENING_BETS);
    t.scheduler.advance(1);
    await vi.waitFor(async () => expect(await feedPlayers(t)).toHaveLength(OPENING_BETS + 1));
  });

  it('bet on a crash round over the live socket: every viewer counts the bot among the players of the round', async () => {
    const { t } = await withBots({ everyMs: 600_000, crashShare: 1 });
    const viewer = await LiveClient.open(t);
    cleanups.push(() => viewer.close());
    await viewer.next((frame) => frame['type'] === 'snapshot');
    // The bot bets within the first half of the betting window.
    t.scheduler.advance(SETTINGS.bettingMs / 2);
    const bet = await viewer.event('crash.bet');
    expect(bet['bet']).toMatchObject({ player: expect.stringMatching(/^Bot [A-Z][a-z]+$/), mine: false });
    expect(bet['bet']['auto_cash_out']).toBeGreaterThan(100);
  });

  it('make one bet on request in development mode, for a test that needs another player while they are off', async () => {
    const { t } = await withBots();
    const viewer = await LiveClient.open(t);
    cleanups.push(() => viewer.close());
    await viewer.next((frame) => frame['type'] === 'snapshot');
    const crash = await t.http.post('/__dev/bots/bet', { game: 'crash' });
    expect(crash.body['data']).toMatchObject({ player: expect.stringMatching(/^Bot /), ok: true });
    expect((await viewer.event('crash.bet'))['bet']['player']).toBe(crash.body['data']['player']);
    const dice = await t.http.post('/__dev/bots/bet', { game: 'dice' });
    expect(dice.body['data']).toMatchObject({ ok: true });
    // The route answers once the bot's bet is written: the feed of a new visitor holds it.
    expect(await feedPlayers(t)).toContain(dice.body['data']['player']);
    expect((await t.http.post('/__dev/bots/bet', { game: 'keno' })).status).toBe(422);
    // A big win on request: real bets at a long chance until one pays, in the feed's big wins.
    const big = await t.http.post('/__dev/bots/bet', { game: 'dice', big: true });
    expect(big.body['data']).toMatchObject({ ok: true });
    const visitor = await LiveClient.open(t);
    const snapshot = await visitor.next((frame) => frame['type'] === 'snapshot');
    await visitor.close();
    expect(snapshot['feed']['big_wins'][0]).toMatchObject({ player: big.body['data']['player'] });
  });

  it('take a seat against a player alone in a room, so the round has its countdown; never against themselves', async () => {
    const { t } = await withBots({ everyMs: 600_000, crashShare: 0, roomCompanyMs: 5_000 });
    const funded = await fundedPlayer(t, 'RUB', 100);
    const alice = await LiveClient.as(t, funded.token);
    cleanups.push(() => alice.client.close());
    const seat = (key: string) => ({ type: 'room.join', key, room: 'yellow', seats: 1 });
    expect(await alice.client.command(seat('a-1'))).toMatchObject({ ok: true });
    expect(await alice.client.command(seat('a-2'))).toMatchObject({ ok: true });
    t.scheduler.advance(4_000);
    expect(await alice.client.command(seat('a-3'))).toMatchObject({ ok: true });
    // One bot comes, once, however many seats the lone player took meanwhile.
    t.scheduler.advance(1_000);
    const joined = await alice.client.event('room.joined', (frame) =>
      /^Bot /.test(String(frame['entry']['player'])),
    );
    expect(joined['entry']).toMatchObject({ player: expect.stringMatching(/^Bot [A-Z][a-z]+$/), seats: 1 });
    expect(joined['ends_at']).not.toBeNull();
    expect(joined['pot_minor']).toBe(4_000);
  });

  it('seat a rouble bot in a room on request in development mode', async () => {
    const { t } = await withBots();
    const viewer = await LiveClient.open(t);
    cleanups.push(() => viewer.close());
    await viewer.next((frame) => frame['type'] === 'snapshot');
    const seat = await t.http.post('/__dev/bots/bet', { game: 'room', room: 'purple' });
    expect(seat.body['data']).toMatchObject({ player: expect.stringMatching(/^Bot /), ok: true });
    const joined = await viewer.event('room.joined');
    expect(joined).toMatchObject({ room: 'purple', ends_at: null, pot_minor: 5_000 });
    expect((await t.http.post('/__dev/bots/bet', { game: 'room', room: 'green' })).status).toBe(422);
  });
});

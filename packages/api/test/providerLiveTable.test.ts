import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { betIntegers, scaled, sha256Hex } from '../src/fairness/fairness.ts';
import { pocketOf, tableGameOf } from '../src/provider/tableGames.ts';
import { startTestApi, type TestApi } from './support/api.ts';
import { balanceMinor, fundedPlayer, RED } from './support/games.ts';
import { HttpClient, type Json } from './support/http.ts';
import {
  LIVE_TABLE_TIMING,
  launchTable,
  tableState,
  toNextRound as nextRound,
} from './support/liveTables.ts';

const WEB = 'http://localhost:5173';
const TIMING = LIVE_TABLE_TIMING;
let t: TestApi;
let provider: HttpClient;
let keys = 0;
/** What a roulette table pays a chip on these pockets when the ball lands on `pocket`. */
const chipPayout = (stake: number, pockets: readonly number[], pocket: number) =>
  tableGameOf('auto-roulette')?.payout(stake, 'straight', pockets, { kind: 'roulette', pocket }) ?? -1;
const key = () => `chip-key-${(keys += 1)}`;

beforeAll(async () => {
  t = await startTestApi();
  provider = new HttpClient(t.api.providerUrl);
});
afterAll(() => t.close());

const launch = (token: string, slug = 'auto-roulette') => launchTable(t, token, slug);
const toNextRound = () => nextRound(t);
const state = (token: string) => tableState(provider, token);

describe('a live roulette table (issue 19)', () => {
  it('opens from the launch and serves its page; an original is not launched as a provider game', async () => {
    const player = await fundedPlayer(t, 'USD', 10);
    const token = await launch(player.token);
    const page = await provider.get(
      `/games/auto-roulette?token=${token}&lang=ru&origin=${encodeURIComponent(WEB)}`,
    );
    expect(page.status).toBe(200);
    expect(page.text).toContain('/assets/live.js');
    expect(page.text).toContain('Подключаемся к столу');
    const other = await t.http.post(
      '/games/launch',
      {
        slug: 'dice',
        mode: 'play',
        locale: 'en',
        return_url: `${WEB}/games/dice`,
      },
      { token: player.token },
    );
    expect(other.status).toBe(409);
  });

  it('shows every player the same round, with its seed hash published while bets are open', async () => {
    const first = await launch((await fundedPlayer(t, 'USD', 10)).token);
    const second = await launch((await fundedPlayer(t, 'RUB', 1000)).token);
    const roundId = toNextRound();
    const [a, b] = [await state(first), await state(second)];
    expect(a['round']).toEqual(b['round']);
    expect(a['round']).toMatchObject({ id: roundId, phase: 'betting' });
    expect(a['history']).toHaveLength(10);
    expect(
      a['history'].every((past: Json) => sha256Hex(past['server_seed']) === past['server_seed_hashed']),
    ).toBe(true);
  });

  it('takes a chip while bets are open, debits it once however often it is sent, and refuses one after', async () => {
    const player = await fundedPlayer(t, 'USD', 10);
    const token = await launch(player.token);
    const roundId = toNextRound();
    const chip = { token, round_id: roundId, kind: 'red', pockets: RED, stake_minor: 100, key: key() };
    const placed = await provider.post('/api/live/chips', chip);
    expect(placed.status).toBe(200);
    expect(placed.body['data']['balance_minor']).toBe(900);
    const again = await provider.post('/api/live/chips', chip);
    expect(again.body['data']['chip']['id']).toBe(placed.body['data']['chip']['id']);
    expect(await balanceMinor(t, player.token)).toBe(900);
    t.clock.advanceMs(TIMING.bettingMs);
    const late = await provider.post('/api/live/chips', { ...chip, key: key() });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ message: 'betting_closed' });
  });

  it('counts the players of the round, a player who bets from two launches once (issue 38)', async () => {
    const player = await fundedPlayer(t, 'USD', 10);
    const [first, second] = [await launch(player.token), await launch(player.token)];
    const other = await launch((await fundedPlayer(t, 'USD', 10)).token);
    const roundId = toNextRound();
    expect((await state(first))['players']).toBe(0);
    for (const token of [first, second, other]) {
      const chip = { token, round_id: roundId, kind: 'red', pockets: RED, stake_minor: 100, key: key() };
      expect((await provider.post('/api/live/chips', chip)).status).toBe(200);
    }
    expect((await state(other))['players']).toBe(2);
  });

  it('refuses a chip that is not a legal bet, a stake the table does not offer, and more than the balance', async () => {
    const player = await fundedPlayer(t, 'USD', 10);
    const token = await launch(player.token);
    const roundId = toNextRound();
    const base = { token, round_id: roundId, key: key() };
    const odd = await provider.post('/api/live/chips', {
      ...base,
      kind: 'split',
      pockets: [1, 5],
      stake_minor: 100,
    });
    expect(odd.body).toEqual({ message: 'chip_invalid' });
    const stake = await provider.post('/api/live/chips', {
      ...base,
      kind: 'straight',
      pockets: [7],
      stake_minor: 123,
    });
    expect(stake.body).toEqual({ message: 'stake_invalid' });
    const short = await provider.post('/api/live/chips', {
      ...base,
      kind: 'straight',
      pockets: [7],
      stake_minor: 2000,
    });
    expect(short.status).toBe(422);
    expect(short.body).toEqual({ message: 'balance_not_enough' });
    expect(await balanceMinor(t, player.token)).toBe(1000);
  });

  it('settles every chip when the round ends, from the pocket its revealed seed gives, and pays once', async () => {
    const player = await fundedPlayer(t, 'USD', 10);
    const token = await launch(player.token);
    const roundId = toNextRound();
    const bets = [
      { kind: 'red', pockets: RED, stake_minor: 100 },
      { kind: 'straight', pockets: [17], stake_minor: 100 },
      { kind: 'dozen', pockets: Array.from({ length: 12 }, (_, i) => i + 1), stake_minor: 200 },
    ];
    for (const bet of bets) {
      expect(
        (await provider.post('/api/live/chips', { token, round_id: roundId, key: key(), ...bet })).status,
      ).toBe(200);
    }
    expect(await balanceMinor(t, player.token)).toBe(600);
    t.clock.advanceMs(TIMING.bettingMs + TIMING.spinMs);
    const settled = await state(token);
    await state(token);
    const revealed = (settled['history'] as Json[]).find((past) => past['id'] === roundId) as Json;
    const pocket = scaled(betIntegers(revealed['server_seed'], 'auto-roulette', roundId, 1)[0] ?? 0, 37);
    expect(revealed['pocket']).toBe(pocket);
    const won = bets.reduce((sum, bet) => sum + chipPayout(bet.stake_minor, bet.pockets, pocket), 0);
    expect(await balanceMinor(t, player.token)).toBe(600 + won);
    const chips = (settled['chips'] as Json[]).filter((chip) => chip['round_id'] === roundId);
    expect(chips.map((chip) => chip['status'])).toEqual(['settled', 'settled', 'settled']);
  });
});

describe('live table payouts', () => {
  it('reproduces worked example 10 of docs/fairness.md: auto-roulette round 42 lands on 5', () => {
    const seed = '3f1d9b27c4e85a60d2b7f14c9e03a8d65b2c7e19f40a6d83c5e17b9a2f60d4c8';
    expect(sha256Hex(seed)).toBe('e35c89b3ae69b3c987f2619805978a3e4d39d69886971bd191378861a0115a58');
    expect(betIntegers(seed, 'auto-roulette', 42, 1)[0]).toBe(594_581_075);
    expect(pocketOf(seed, 'auto-roulette', 42)).toBe(5);
    expect(chipPayout(100, RED, 5)).toBe(200);
    expect(chipPayout(100, [17], 5)).toBe(0);
  });

  it('pays 36 / n times the stake on a chip covering n pockets, nothing off it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1, 2, 3, 4, 6, 12, 18),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 36 }),
        (n, stake, pocket) => {
          const pockets = Array.from({ length: n }, (_, i) => (pocket + i) % 37);
          expect(chipPayout(stake, pockets, pocket)).toBe((stake * 36) / n);
          expect(Number.isInteger(chipPayout(stake, pockets, pocket))).toBe(true);
          expect(chipPayout(stake, pockets.slice(1), pocket)).toBe(0);
        },
      ),
    );
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betIntegers, sha256Hex } from '../src/games/fairness.ts';
import { roundAt } from '../src/provider/liveTable.ts';
import { SEED_GAMES } from '../src/seed/games.ts';
import {
  baccaratChances,
  baccaratCoup,
  rankOf,
  spreadLayout,
  tableGameOf,
  TABLE_SLUGS,
  WHEEL_COUNTS,
  WHEELS,
  type TableOutcome,
} from '../src/provider/tableGames.ts';
import { startTestApi, type TestApi } from './support/api.ts';
import { balanceMinor, fundedPlayer } from './support/games.ts';
import { HttpClient, type Json } from './support/http.ts';

const WEB = 'http://localhost:5173';
const TIMING = { bettingMs: 15_000, spinMs: 10_000 };
const EXAMPLE_SEED = '3f1d9b27c4e85a60d2b7f14c9e03a8d65b2c7e19f40a6d83c5e17b9a2f60d4c8';
const FAIRNESS = readFileSync(
  path.join(import.meta.dirname, '..', '..', '..', 'docs', 'fairness.md'),
  'utf8',
);
const seedArbitrary = fc.stringMatching(/^[0-9a-f]{64}$/);
let t: TestApi;
let provider: HttpClient;
let keys = 0;
const key = () => `table-key-${(keys += 1)}`;

beforeAll(async () => {
  t = await startTestApi();
  provider = new HttpClient(t.api.providerUrl);
});
afterAll(() => t.close());

const gameOf = (slug: string) => {
  const game = tableGameOf(slug);
  if (!game) throw new Error(`no table ${slug}`);
  return game;
};

async function launch(token: string | null, slug: string, mode: 'play' | 'demo' = 'play'): Promise<string> {
  const answer = await t.http.post(
    '/games/launch',
    { slug, mode, locale: 'en', currency: 'USD', return_url: `${WEB}/games/live-casino/${slug}/${mode}` },
    token ? { token } : {},
  );
  expect(answer.status).toBe(200);
  return new URL(answer.body['data']['url']).searchParams.get('token') ?? '';
}

function toNextRound(intoMs = 1000): number {
  const round = roundAt(t.clock.now(), TIMING);
  t.clock.advanceMs(round.endsAt - t.clock.now() + intoMs);
  return round.id + 1;
}

const state = async (token: string) =>
  (await provider.post('/api/live/state', { token })).body['data'] as Json;

describe('every live-casino card opens a table that plays (issue 19)', () => {
  it('launches each table but blackjack, and serves its own felt and rules in the player’s language', async () => {
    const player = await fundedPlayer(t, 'USD', 10);
    const live = SEED_GAMES.filter((game) => game.category === 'live-casino');
    expect(live.map((game) => game.slug).filter((slug) => !TABLE_SLUGS.includes(slug))).toEqual([
      'blackjack-classic',
    ]);
    for (const slug of TABLE_SLUGS) {
      const token = await launch(player.token, slug);
      const page = await provider.get(
        `/games/${slug}?token=${token}&lang=br&origin=${encodeURIComponent(WEB)}`,
      );
      expect(page.status).toBe(200);
      expect(page.text).toContain(`data-game="${gameOf(slug).kind}"`);
      expect(page.text).toContain('Regras e pagamentos');
    }
    const baccarat = await provider.get(
      `/games/speed-baccarat?token=${await launch(player.token, 'speed-baccarat')}&lang=en&origin=${encodeURIComponent(WEB)}`,
    );
    expect(baccarat.text).toContain('data-kind="banker"');
    expect(baccarat.text).toContain('Banker: returns 1.95× the stake, RTP 98.93%');
  });

  it('shows the draw of every past round beside its revealed seed, the same for every player', async () => {
    const first = await launch((await fundedPlayer(t, 'USD', 10)).token, 'andar-bahar');
    const second = await launch(null, 'andar-bahar', 'demo');
    toNextRound();
    const [a, b] = [await state(first), await state(second)];
    expect(a['game']).toBe('andar-bahar');
    expect(a['history']).toEqual(b['history']);
    for (const past of a['history'] as Json[]) {
      expect(sha256Hex(past['server_seed'])).toBe(past['server_seed_hashed']);
      expect(past['outcome']).toEqual(
        gameOf('andar-bahar').outcome(past['server_seed'], 'andar-bahar', past['id']),
      );
    }
  });

  it('refuses a chip that is not a bet of that table', async () => {
    const player = await fundedPlayer(t, 'USD', 10);
    const roundId = toNextRound();
    const tries: [string, string, number[]][] = [
      ['mega-wheel', 'segment', [2]],
      ['mega-wheel', 'red', [1, 3]],
      ['speed-baccarat', 'andar', []],
      ['speed-baccarat', 'player', [1]],
      ['andar-bahar', 'tie', []],
      ['auto-roulette', 'player', []],
    ];
    for (const [slug, kind, pockets] of tries) {
      const token = await launch(player.token, slug);
      const chip = { token, round_id: roundId, kind, pockets, stake_minor: 100, key: key() };
      expect((await provider.post('/api/live/chips', chip)).body).toEqual({ message: 'chip_invalid' });
    }
    expect(await balanceMinor(t, player.token)).toBe(1000);
  });

  it('settles baccarat chips from the revealed seed: a tie returns player and banker, once', async () => {
    const player = await fundedPlayer(t, 'USD', 10);
    const token = await launch(player.token, 'speed-baccarat');
    const roundId = toNextRound();
    const bets = [
      { kind: 'player', stake_minor: 100 },
      { kind: 'banker', stake_minor: 200 },
      { kind: 'tie', stake_minor: 100 },
    ];
    for (const bet of bets) {
      const placed = await provider.post('/api/live/chips', {
        token,
        round_id: roundId,
        pockets: [],
        key: key(),
        ...bet,
      });
      expect(placed.status).toBe(200);
    }
    expect(await balanceMinor(t, player.token)).toBe(600);
    t.clock.advanceMs(TIMING.bettingMs + TIMING.spinMs);
    const settled = await state(token);
    await state(token);
    const revealed = (settled['history'] as Json[]).find((past) => past['id'] === roundId) as Json;
    const outcome = gameOf('speed-baccarat').outcome(revealed['server_seed'], 'speed-baccarat', roundId);
    expect(revealed['outcome']).toEqual(outcome);
    const expected = { player: [200, 0, 0], banker: [0, 390, 0], tie: [100, 200, 900] }[
      (outcome as { winner: 'player' | 'banker' | 'tie' }).winner
    ];
    const won = expected.reduce((sum, value) => sum + value, 0);
    expect(await balanceMinor(t, player.token)).toBe(600 + won);
    const chips = (settled['chips'] as Json[]).filter((chip) => chip['round_id'] === roundId);
    expect(chips.map((chip) => chip['payout_minor'])).toEqual(expected);
  });

  it('settles a demo chip on a money wheel in play money: value + 1 times the stake when it shows', async () => {
    const token = await launch(null, 'crazy-time', 'demo');
    const session = (await provider.post('/api/live/session', { token })).body['data'] as Json;
    const start = session['balance_minor'] as number;
    const roundId = toNextRound();
    for (const value of [1, 39])
      expect(
        (
          await provider.post('/api/live/chips', {
            token,
            round_id: roundId,
            kind: 'segment',
            pockets: [value],
            stake_minor: 100,
            key: key(),
          })
        ).status,
      ).toBe(200);
    t.clock.advanceMs(TIMING.bettingMs + TIMING.spinMs);
    const settled = await state(token);
    const revealed = (settled['history'] as Json[]).find((past) => past['id'] === roundId) as Json;
    const value = revealed['outcome']['value'] as number;
    const won = value === 1 ? 200 : value === 39 ? 4000 : 0;
    const after = (await provider.post('/api/live/session', { token })).body['data'] as Json;
    expect(after['balance_minor']).toBe(start - 200 + won);
  });
});

describe('the tables’ draws and pays (docs/fairness.md, "Live tables")', () => {
  it('reproduces worked examples 11 to 13 with the seed of example 10', () => {
    expect(betIntegers(EXAMPLE_SEED, 'mega-wheel', 42, 1)).toEqual([1_928_523_994]);
    const wheel = gameOf('mega-wheel').outcome(EXAMPLE_SEED, 'mega-wheel', 42);
    expect(wheel).toEqual({ kind: 'wheel', segment: 27, value: 5 });
    expect(gameOf('mega-wheel').payout(100, 'segment', [5], wheel)).toBe(600);
    expect(gameOf('mega-wheel').payout(100, 'segment', [1], wheel)).toBe(0);

    expect(betIntegers(EXAMPLE_SEED, 'speed-baccarat', 42, 6)).toEqual([
      1_701_089_620, 2_784_024_614, 1_258_900_484, 1_182_798_661, 1_726_532_783, 1_636_724_000,
    ]);
    const coup = gameOf('speed-baccarat').outcome(EXAMPLE_SEED, 'speed-baccarat', 42);
    expect(coup).toEqual({
      kind: 'baccarat',
      player: [20, 15, 20],
      banker: [33, 14, 19],
      player_total: 9,
      banker_total: 1,
      winner: 'player',
    });
    expect(gameOf('speed-baccarat').payout(100, 'player', [], coup)).toBe(200);
    expect(gameOf('speed-baccarat').payout(100, 'banker', [], coup)).toBe(0);

    expect(betIntegers(EXAMPLE_SEED, 'andar-bahar', 42, 1)).toEqual([3_045_575_390]);
    const deal = gameOf('andar-bahar').outcome(EXAMPLE_SEED, 'andar-bahar', 42);
    expect(deal).toEqual({
      kind: 'andar-bahar',
      joker: 36,
      andar: [9, 30, 16, 50, 2, 49, 5],
      bahar: [41, 8, 15, 32, 18, 22, 39],
      winner: 'bahar',
    });
    expect(gameOf('andar-bahar').payout(100, 'bahar', [], deal)).toBe(200);
    expect(gameOf('andar-bahar').payout(100, 'andar', [], deal)).toBe(0);
  });

  it('publishes every wheel layout and its RTP exactly as the table pays it', () => {
    for (const [slug, wheel] of Object.entries(WHEELS)) {
      const counts = WHEEL_COUNTS[slug as keyof typeof WHEEL_COUNTS];
      const line = FAIRNESS.split('\n').find((text) => text.startsWith(`- **\`${slug}\`,`)) ?? '';
      expect(line).toContain(`\`${wheel.layout.join(', ')}\``);
      for (const [value, count] of counts) {
        expect(wheel.layout.filter((segment) => segment === value)).toHaveLength(count);
        expect(line).toContain(`${value} (${count})`);
      }
      const rtps = wheel.spots.map((spot) => spot.rtp);
      expect(new Set(rtps).size).toBe(1);
      expect(line).toContain(`RTP ${((rtps[0] ?? 0) * 100).toFixed(4)} %`);
      expect(rtps[0]).toBeGreaterThanOrEqual(0.94);
      expect(rtps[0]).toBeLessThanOrEqual(0.97);
    }
  });

  it('spreads a wheel’s numbers: every value keeps its count and no value bunches', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 6, maxLength: 6 }),
        (values, counts) => {
          const pairs = values.map((value, i) => [value, counts[i] ?? 1] as const);
          const layout = spreadLayout(pairs);
          const total = pairs.reduce((sum, [, count]) => sum + count, 0);
          expect(layout).toHaveLength(total);
          for (const [value, count] of pairs) {
            const places = layout.flatMap((segment, index) => (segment === value ? [index] : []));
            expect(places).toHaveLength(count);
            // Each value's i-th segment stays within the other values' count of its ideal place.
            places.forEach((place, i) => {
              expect(Math.abs(place - ((2 * i + 1) * total) / (2 * count))).toBeLessThanOrEqual(total);
            });
          }
        },
      ),
    );
  });

  it('deals punto banco by the tableau', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 6 }), (points) => {
        const coup = baccaratCoup((index) => points[index] ?? 0);
        const sum = (hand: number[]) => hand.reduce((total, index) => total + (points[index] ?? 0), 0) % 10;
        expect(coup.playerTotal).toBe(sum(coup.player));
        expect(coup.bankerTotal).toBe(sum(coup.banker));
        const [p, b] = [
          ((points[0] ?? 0) + (points[2] ?? 0)) % 10,
          ((points[1] ?? 0) + (points[3] ?? 0)) % 10,
        ];
        if (p >= 8 || b >= 8) {
          expect(coup.player).toEqual([0, 2]);
          expect(coup.banker).toEqual([1, 3]);
          return;
        }
        expect(coup.player).toEqual(p <= 5 ? [0, 2, 4] : [0, 2]);
        const third = p <= 5 ? (points[4] ?? 0) : null;
        const draws =
          third === null
            ? b <= 5
            : b <= 2 ||
              (b === 3 && third !== 8) ||
              (b === 4 && third >= 2 && third <= 7) ||
              (b === 5 && third >= 4 && third <= 7) ||
              (b === 6 && third >= 6 && third <= 7);
        expect(coup.banker).toEqual(draws ? [1, 3, p <= 5 ? 5 : 4] : [1, 3]);
      }),
    );
  });

  it('computes the baccarat chances exactly and publishes each bet’s RTP', () => {
    const chances = baccaratChances();
    expect(chances.player + chances.banker + chances.tie).toBeCloseTo(1, 12);
    const section = FAIRNESS.slice(FAIRNESS.indexOf('**Punto banco**'));
    const percent = (x: number) => `${(x * 100).toFixed(4)} %`;
    expect(section).toContain(`the player wins ${percent(chances.player)}`);
    expect(section).toContain(`the banker ${percent(chances.banker)}`);
    expect(section).toContain(`a tie ${percent(chances.tie)}`);
    const [player, banker, tie] = gameOf('speed-baccarat').spots.map((spot) => percent(spot.rtp));
    expect(section).toContain(`RTP player ${player}, banker ${banker}, tie\n  ${tie}`);
  });

  it('pays andar bahar on the first card of the joker’s rank, andar and bahar dealt in turn', () => {
    fc.assert(
      fc.property(seedArbitrary, fc.nat(1_000_000), (seed, roundId) => {
        const outcome = gameOf('andar-bahar').outcome(seed, 'andar-bahar', roundId) as Extract<
          TableOutcome,
          { kind: 'andar-bahar' }
        >;
        const dealt = outcome.andar.flatMap((card, i) => [card, ...outcome.bahar.slice(i, i + 1)]);
        expect(outcome.andar.length - outcome.bahar.length).toBeGreaterThanOrEqual(0);
        expect(outcome.andar.length - outcome.bahar.length).toBeLessThanOrEqual(1);
        const matches = dealt.filter((card) => rankOf(card) === rankOf(outcome.joker));
        if (outcome.winner === 'none') {
          expect(matches).toEqual([]);
          return;
        }
        expect(matches).toHaveLength(1);
        expect(rankOf(dealt[dealt.length - 1] ?? -1)).toBe(rankOf(outcome.joker));
        expect(outcome.winner).toBe(dealt.length % 2 === 1 ? 'andar' : 'bahar');
        const pays = (kind: string) => gameOf('andar-bahar').payout(1000, kind, [], outcome);
        expect([pays('andar'), pays('bahar')]).toEqual(outcome.winner === 'andar' ? [1900, 0] : [0, 2000]);
      }),
      { numRuns: 200 },
    );
  });

  it('pays every table’s chips in whole minor units, never more than the best bet returns', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TABLE_SLUGS.filter((slug) => gameOf(slug).kind !== 'roulette')),
        seedArbitrary,
        fc.nat(1_000_000),
        fc.integer({ min: 1, max: 10_000_000 }),
        (slug, seed, roundId, stake) => {
          const game = gameOf(slug);
          const outcome = game.outcome(seed, slug, roundId);
          for (const spot of game.spots) {
            const payout = game.payout(stake, spot.kind, spot.pockets, outcome);
            expect(Number.isInteger(payout)).toBe(true);
            expect(payout).toBeGreaterThanOrEqual(0);
            expect(payout).toBeLessThanOrEqual(Math.floor((stake * spot.pays[0]) / spot.pays[1]));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

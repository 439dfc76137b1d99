import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betIntegers, sha256Hex } from '../src/fairness/fairness.ts';
import { SEED_GAMES } from '../src/seed/games.ts';
import {
  blackjackHand,
  blackjackRound,
  handDone,
  handReturn,
  handValue,
  playerHand,
} from '../src/provider/liveBlackjack.ts';
import { blackjackRtp, dealerFinals } from '../src/provider/liveBlackjackRtp.ts';
import { baccaratChances, baccaratCoup, rankOf } from '../src/provider/cardTables.ts';
import type { TableOutcome } from '../src/provider/tableGame.ts';
import { spreadLayout, tableGameOf, TABLE_SLUGS, WHEEL_COUNTS, WHEELS } from '../src/provider/tableGames.ts';
import { startTestApi, type TestApi } from './support/api.ts';
import { balanceMinor, fundedPlayer } from './support/games.ts';
import { HttpClient, type Json } from './support/http.ts';
import {
  LIVE_TABLE_TIMING,
  launchTable,
  tableState,
  toNextRound as nextRound,
} from './support/liveTables.ts';

const WEB = 'http://localhost:5173';
const TIMING = LIVE_TABLE_TIMING;
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

const launch = (token: string | null, slug: string, mode: 'play' | 'demo' = 'play') =>
  launchTable(t, token, slug, mode);
const toNextRound = () => nextRound(t);
const state = (token: string) => tableState(provider, token);

describe('every live-casino card opens a table that plays (issue 19)', () => {
  it('launches every live-casino card, and serves its own felt and rules in the player’s language', async () => {
    const player = await fundedPlayer(t, 'USD', 10);
    const live = SEED_GAMES.filter((game) => game.category === 'live-casino');
    expect(live.map((game) => game.slug).filter((slug) => !TABLE_SLUGS.includes(slug))).toEqual([]);
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
      ['grand-wheel', 'segment', [2]],
      ['grand-wheel', 'red', [1, 3]],
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
    const token = await launch(null, 'carnival-wheel', 'demo');
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
    expect(betIntegers(EXAMPLE_SEED, 'grand-wheel', 42, 1)).toEqual([900_123_431]);
    const wheel = gameOf('grand-wheel').outcome(EXAMPLE_SEED, 'grand-wheel', 42);
    expect(wheel).toEqual({ kind: 'wheel', segment: 12, value: 1 });
    expect(gameOf('grand-wheel').payout(100, 'segment', [1], wheel)).toBe(200);
    expect(gameOf('grand-wheel').payout(100, 'segment', [5], wheel)).toBe(0);

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

  /** The banker's tableau as docs/fairness.md words it: by the banker's total, the player's third cards it draws on. */
  const ANY_CARD = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  const BANKER_DRAWS_ON: Readonly<Record<number, readonly number[]>> = {
    0: ANY_CARD,
    1: ANY_CARD,
    2: ANY_CARD,
    3: ANY_CARD.filter((card) => card !== 8),
    4: [2, 3, 4, 5, 6, 7],
    5: [4, 5, 6, 7],
    6: [6, 7],
    7: [],
  };

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
        const draws = third === null ? b <= 5 : (BANKER_DRAWS_ON[b] ?? []).includes(third);
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
        fc.constantFrom(
          ...TABLE_SLUGS.filter((slug) => !['roulette', 'blackjack'].includes(gameOf(slug).kind)),
        ),
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

describe('live blackjack (issue 19)', () => {
  const BLACKJACK = 'blackjack-classic';
  const cardArbitrary = fc.integer({ min: 0, max: 51 });

  it('reproduces worked example 14: round 42 deals ♠K ♣8 against ♣5, the dealer makes 21', () => {
    const round = blackjackHand(EXAMPLE_SEED, BLACKJACK, 42, 'p7');
    expect(betIntegers(EXAMPLE_SEED, BLACKJACK, 42, 3)).toEqual([
      3_799_585_880, 2_302_671_912, 1_310_481_275,
    ]);
    expect(round.player).toEqual([46, 27]);
    expect(betIntegers(EXAMPLE_SEED, `${BLACKJACK}:p7`, 42, 1)).toEqual([1_260_584_911]);
    expect(round.hits[0]).toBe(15);
    expect(round.dealer).toEqual([15, 26, 24]);
    expect(round.dealer_total).toBe(21);
    expect(handReturn(round, 's')).toEqual({ units: 0, staked: 1 });
    expect(playerHand(round, 'h')).toEqual([46, 27, 15]);
    expect(handReturn(round, 'h')).toEqual({ units: 0, staked: 1 });
    expect(handReturn(round, 'd')).toEqual({ units: 0, staked: 2 });
    expect(playerHand(round, 'hh')).toBeNull();
  });

  it('counts an ace as 11 while the hand stays at 21 or under, else as 1', () => {
    fc.assert(
      fc.property(fc.array(cardArbitrary, { minLength: 1, maxLength: 12 }), (cards) => {
        const { total, soft } = handValue(cards);
        const hard = cards.reduce((sum, card) => {
          const rank = Math.floor(card / 4);
          return sum + (rank === 12 ? 1 : rank >= 8 ? 10 : rank + 2);
        }, 0);
        const aces = cards.filter((card) => Math.floor(card / 4) === 12).length;
        expect(total).toBe(aces > 0 && hard + 10 <= 21 ? hard + 10 : hard);
        expect(soft).toBe(aces > 0 && hard + 10 <= 21);
      }),
    );
  });

  it('takes moves only as the rules allow: none after a stand, a double, a bust or 21; a double only first', () => {
    fc.assert(
      fc.property(
        seedArbitrary,
        fc.nat(1_000_000),
        fc.array(fc.constantFrom('h', 's', 'd'), { maxLength: 8 }),
        (seed, roundId, letters) => {
          const round = blackjackHand(seed, BLACKJACK, roundId, 'p1');
          const moves = letters.join('');
          const hand = playerHand(round, moves);
          let cards = [...round.player];
          let legal = true;
          moves.split('').forEach((move, i) => {
            if (!legal) return;
            if (handDone(cards, moves.slice(0, i)) || (move === 'd' && i > 0)) legal = false;
            else if (move !== 's') cards = [...cards, round.hits[cards.length - 2] ?? -1];
          });
          expect(hand).toEqual(legal ? cards : null);
        },
      ),
    );
  });

  it('pays 2.5 for a blackjack, 2 per stake for a win, the stakes for a push, nothing for a bust', () => {
    fc.assert(
      fc.property(
        seedArbitrary,
        fc.nat(1_000_000),
        fc.constantFrom('', 's', 'h', 'hs', 'hh', 'd'),
        (seed, id, moves) => {
          const round = blackjackHand(seed, BLACKJACK, id, 'd9');
          const cards = playerHand(round, moves);
          fc.pre(cards !== null);
          const result = handReturn(round, moves);
          const player = handValue(cards ?? []).total;
          const dealerBlackjack = round.dealer.length === 2 && round.dealer_total === 21;
          const staked = moves.includes('d') ? 2 : 1;
          const expected =
            cards?.length === 2 && player === 21
              ? dealerBlackjack
                ? 1
                : 2.5
              : player > 21 || dealerBlackjack
                ? 0
                : round.dealer_total > 21 || player > round.dealer_total
                  ? 2 * staked
                  : player === round.dealer_total
                    ? staked
                    : 0;
          expect(result).toEqual({ units: expected, staked });
          const payout = gameOf(BLACKJACK).payout(1001, 'hand', [], round, moves);
          expect(payout).toBe(Math.floor(1001 * expected));
          // The dealer drew to 17 and stopped there.
          expect(round.dealer.length).toBeGreaterThanOrEqual(2);
          expect(handValue(round.dealer.slice(0, -1)).total < 17 || round.dealer.length === 2).toBe(true);
          expect(round.dealer_total >= 17).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('computes the RTP with the best moves exactly, and publishes it', () => {
    for (const up of [2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) {
      const finals = [...dealerFinals(up).values()].reduce((sum, chance) => sum + chance, 0);
      expect(finals).toBeCloseTo(1, 12);
    }
    // With an ace up the dealer has a blackjack when the second card is worth ten: 4 in 13.
    expect(dealerFinals(11).get(0)).toBeCloseTo(4 / 13, 12);
    const rtp = blackjackRtp();
    expect(FAIRNESS).toContain(`every total): ${(rtp * 100).toFixed(4)} %`);
    expect(gameOf(BLACKJACK).spots[0]?.rtp).toBe(rtp);
  });

  async function handOnNextRound(mode: 'play' | 'demo' = 'play') {
    const player = mode === 'play' ? await fundedPlayer(t, 'USD', 10) : null;
    const token = await launch(player?.token ?? null, BLACKJACK, mode);
    const roundId = toNextRound();
    const placed = await provider.post('/api/live/chips', {
      token,
      round_id: roundId,
      kind: 'hand',
      pockets: [],
      stake_minor: 100,
      key: key(),
    });
    expect(placed.status).toBe(200);
    const second = await provider.post('/api/live/chips', {
      token,
      round_id: roundId,
      kind: 'hand',
      pockets: [],
      stake_minor: 100,
      key: key(),
    });
    expect(second.body).toEqual({ message: 'too_many_chips' });
    return { player, token, roundId, chip: placed.body['data']['chip'] as Json };
  }

  const move = (token: string, chip: Json, name: string, at: number, moveKey = key()) =>
    provider.post('/api/live/moves', { token, chip_id: chip['id'], move: name, at, key: moveKey });

  it('hides the cards while bets are open, then deals the shared cards to every player', async () => {
    const { token, roundId } = await handOnNextRound();
    const other = await launch((await fundedPlayer(t, 'USD', 10)).token, BLACKJACK, 'play');
    const betting = await state(token);
    expect(betting['round']['deal']).toBeUndefined();
    expect(betting['chips'][0]['hand']).toBeUndefined();
    t.clock.advanceMs(TIMING.bettingMs);
    const [mine, theirs] = [await state(token), await state(other)];
    expect(theirs['round']['deal']).toEqual(mine['round']['deal']);
    expect(mine['chips'][0]['hand']).toEqual(mine['round']['deal']['player']);
    t.clock.advanceMs(TIMING.spinMs);
    const shared = blackjackRound((await revealed(token, roundId))['server_seed'], BLACKJACK, roundId);
    expect(mine['round']['deal']).toEqual({ player: shared.player, dealer: shared.dealer.slice(0, 1) });
  });

  it('takes a move only while the players act, once at its place, and settles the hand from the revealed seed', async () => {
    const { player, token, roundId, chip } = await handOnNextRound();
    expect((await move(token, chip, 'hit', 0)).body).toEqual({ message: 'moves_closed' });
    t.clock.advanceMs(TIMING.bettingMs);
    const dealt = (await state(token))['chips'][0] as Json;
    const moves = dealt['done'] ? [] : ['stand'];
    for (const name of moves) {
      const made = await move(token, chip, name, 0);
      expect(made.status).toBe(200);
      expect(made.body['data']['chip']['moves']).toBe('s');
      expect((await move(token, chip, name, 0)).body['data']['chip']['moves']).toBe('s');
      expect((await move(token, chip, 'hit', 1)).body).toEqual({ message: 'move_invalid' });
      expect((await move(token, chip, 'hit', 0)).body).toEqual({ message: 'move_stale' });
    }
    t.clock.advanceMs(TIMING.spinMs);
    const seed = (await revealed(token, roundId))['server_seed'];
    const round = blackjackHand(seed, BLACKJACK, roundId, chip['hand_key']);
    const expected = Math.floor(100 * (handReturn(round, moves.length > 0 ? 's' : '')?.units ?? -1));
    expect(await balanceMinor(t, player?.token ?? '')).toBe(900 + expected);
    expect((await move(token, chip, 'hit', 1)).body).toEqual({ message: 'hand_not_found' });
  });

  it('debits a double once however often it is sent, and pays both stakes from the revealed seed', async () => {
    for (;;) {
      const { player, token, roundId, chip } = await handOnNextRound();
      t.clock.advanceMs(TIMING.bettingMs);
      const dealt = (await state(token))['chips'][0] as Json;
      if (dealt['done']) {
        // A blackjack takes no double: try the next round.
        t.clock.advanceMs(TIMING.spinMs);
        continue;
      }
      const doubleKey = key();
      const first = await move(token, chip, 'double', 0, doubleKey);
      expect(first.status).toBe(200);
      expect(first.body['data']['balance_minor']).toBe(800);
      const again = await move(token, chip, 'double', 0, doubleKey);
      expect(again.body['data']['chip']['moves']).toBe('d');
      expect(again.body['data']['chip']['done']).toBe(true);
      expect(await balanceMinor(t, player?.token ?? '')).toBe(800);
      t.clock.advanceMs(TIMING.spinMs);
      const seed = (await revealed(token, roundId))['server_seed'];
      const units = handReturn(blackjackHand(seed, BLACKJACK, roundId, chip['hand_key']), 'd')?.units ?? -1;
      await state(token);
      expect(await balanceMinor(t, player?.token ?? '')).toBe(800 + 100 * units);
      return;
    }
  });

  it('doubles a demo hand in play money', async () => {
    let hand = await handOnNextRound('demo');
    t.clock.advanceMs(TIMING.bettingMs);
    while (((await state(hand.token))['chips'][0] as Json)['done']) {
      // A blackjack takes no double: try the next round.
      hand = await handOnNextRound('demo');
      t.clock.advanceMs(TIMING.bettingMs);
    }
    const { token, chip } = hand;
    const before = (await provider.post('/api/live/session', { token })).body['data'][
      'balance_minor'
    ] as number;
    const made = await move(token, chip, 'double', 0);
    expect(made.body['data']['balance_minor']).toBe(before - 100);
  });
});

/** A round's revealed seed, from the history once the round has ended. */
async function revealed(token: string, roundId: number): Promise<Json> {
  const found = ((await state(token))['history'] as Json[]).find((past) => past['id'] === roundId);
  if (!found) throw new Error(`round ${roundId} has not ended`);
  return found;
}

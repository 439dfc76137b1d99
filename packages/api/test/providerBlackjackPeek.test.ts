import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measurePeek } from '../scripts/blackjackPeek.ts';
import { blackjackHand, playerHand } from '../src/provider/liveBlackjack.ts';
import { startTestApi, type TestApi } from './support/api.ts';
import { fundedPlayer } from './support/games.ts';
import { HttpClient, type Json } from './support/http.ts';
import { LIVE_TABLE_TIMING, launchTable, tableState, toNextRound } from './support/liveTables.ts';

/**
 * Issue 33, item 1: every hand at the live blackjack table drew the same hit cards, and a demo hand (no login) at the
 * same table showed each next card on demand; a real hand played on that knowledge returned 151.6 % of its stake. A
 * second launch also gave one player two real hands in a round. Now each hand draws its own hit cards (the round's
 * seed with the hand's key), demo blackjack plays rounds of its own seeds, and a player has one hand a round.
 */
const BLACKJACK = 'blackjack-classic';
const TIMING = LIVE_TABLE_TIMING;
let t: TestApi;
let provider: HttpClient;
let keys = 0;
const key = () => `peek-key-${(keys += 1)}`;

beforeAll(async () => {
  t = await startTestApi();
  provider = new HttpClient(t.api.providerUrl);
});
afterAll(() => t.close());

const launch = (token: string | null, mode: 'play' | 'demo' = 'play') =>
  launchTable(t, token, BLACKJACK, mode);
const state = (token: string) => tableState(provider, token);
const placeHand = (token: string, roundId: number) =>
  provider.post('/api/live/chips', {
    token,
    round_id: roundId,
    kind: 'hand',
    pockets: [],
    stake_minor: 100,
    key: key(),
  });
const move = (token: string, chip: Json, name: string) =>
  provider.post('/api/live/moves', {
    token,
    chip_id: chip['id'],
    move: name,
    at: chip['moves'].length,
    key: key(),
  });

/** Hits the hand until it is done; the hit cards it was shown, in order. */
async function hitToTheEnd(token: string, chip: Json): Promise<number[]> {
  let hand = ((await state(token))['chips'] as Json[]).find((one) => one['id'] === chip['id']) as Json;
  while (!hand['done']) {
    const made = await move(token, hand, 'hit');
    expect(made.status).toBe(200);
    hand = made.body['data']['chip'] as Json;
  }
  return (hand['hand'] as number[]).slice(2);
}

describe('live blackjack: no hand sees another hand’s cards (issue 33)', () => {
  it('a demo hand at the same table no longer shows a real hand its next cards', async () => {
    let compared = 0;
    let matched = 0;
    // Until four cards have been compared: that all four agree by chance is 1 in 52⁴.
    while (compared < 4) {
      const player = await fundedPlayer(t, 'USD', 10);
      const real = await launch(player.token);
      const demo = await launch(null, 'demo');
      const roundId = toNextRound(t);
      const realHand = (await placeHand(real, roundId)).body['data']['chip'] as Json;
      const demoHand = (await placeHand(demo, roundId)).body['data']['chip'] as Json;
      t.clock.advanceMs(TIMING.bettingMs);
      // The attack: the demo hand hits first and is shown the cards; the real hand then takes the same number.
      const peeked = await hitToTheEnd(demo, demoHand);
      const drawn = await hitToTheEnd(real, realHand);
      const both = Math.min(peeked.length, drawn.length);
      compared += both;
      matched += peeked.slice(0, both).filter((card, i) => card === drawn[i]).length;
      t.clock.advanceMs(TIMING.spinMs);
    }
    expect(matched).toBeLessThan(compared);
  });

  it('gives a player one real hand a round, however many launches they open', async () => {
    const player = await fundedPlayer(t, 'USD', 10);
    const [first, second] = [await launch(player.token), await launch(player.token)];
    const roundId = toNextRound(t);
    expect((await placeHand(first, roundId)).status).toBe(200);
    const again = await placeHand(second, roundId);
    expect({ status: again.status, body: again.body }).toEqual({
      status: 409,
      body: { message: 'too_many_chips' },
    });
  });

  it('lets no sequence of demo and real requests show a hand a card drawn for another hand', async () => {
    const actions = fc.record({
      players: fc.integer({ min: 1, max: 3 }),
      launchesEach: fc.integer({ min: 1, max: 2 }),
      demos: fc.integer({ min: 0, max: 2 }),
      moves: fc.array(fc.record({ who: fc.nat(7), move: fc.constantFrom('hit', 'stand', 'double') }), {
        maxLength: 14,
      }),
    });
    await fc.assert(
      fc.asyncProperty(actions, async ({ players, launchesEach, demos, moves }) => {
        const tokens: { token: string; player: number | null }[] = [];
        for (let p = 0; p < players; p += 1) {
          const funded = await fundedPlayer(t, 'USD', 10);
          for (let l = 0; l < launchesEach; l += 1)
            tokens.push({ token: await launch(funded.token), player: p });
        }
        for (let d = 0; d < demos; d += 1) tokens.push({ token: await launch(null, 'demo'), player: null });
        const roundId = toNextRound(t);
        const hands: { token: string; player: number | null; chip: Json }[] = [];
        for (const one of tokens) {
          const placed = await placeHand(one.token, roundId);
          if (placed.status === 200) hands.push({ ...one, chip: placed.body['data']['chip'] as Json });
        }
        t.clock.advanceMs(TIMING.bettingMs);
        // Every hand's cards as it is shown them after each of its moves, whoever moves in between.
        const shown = new Map<number, number[][]>();
        for (const { who, move: name } of moves) {
          const hand = hands[who % Math.max(hands.length, 1)];
          if (!hand) break;
          const chip = ((await state(hand.token))['chips'] as Json[]).find(
            (c) => c['id'] === hand.chip['id'],
          );
          const made = await move(hand.token, chip ?? hand.chip, name);
          if (made.status === 200)
            shown.set(hand.chip['id'], [
              ...(shown.get(hand.chip['id']) ?? []),
              made.body['data']['chip']['hand'],
            ]);
        }
        const final = new Map<number, Json>();
        for (const hand of hands) {
          const chip = ((await state(hand.token))['chips'] as Json[]).find(
            (c) => c['id'] === hand.chip['id'],
          );
          final.set(hand.chip['id'], chip as Json);
        }
        t.clock.advanceMs(TIMING.spinMs);
        const seeds = new Map<string, string>();
        for (const hand of hands) {
          const past = ((await state(hand.token))['history'] as Json[]).find((one) => one['id'] === roundId);
          seeds.set(hand.player === null ? 'demo' : 'play', past?.['server_seed']);
        }
        // One real hand a player, and no two hands of the round drawing from the same stream.
        const realPlayers = hands.filter((h) => h.player !== null).map((h) => h.player);
        expect(new Set(realPlayers).size).toBe(realPlayers.length);
        expect(new Set(realPlayers).size).toBe(players);
        const keysOf = hands.map((h) => final.get(h.chip['id'])?.['hand_key']);
        expect(new Set(keysOf).size).toBe(hands.length);
        if (seeds.has('demo') && seeds.has('play')) expect(seeds.get('demo')).not.toBe(seeds.get('play'));
        // Each hand was shown only cards of its own draw: its round's seed with its own key.
        for (const hand of hands) {
          const chip = final.get(hand.chip['id']) as Json;
          const seed = seeds.get(hand.player === null ? 'demo' : 'play') ?? '';
          const own = blackjackHand(seed, BLACKJACK, roundId, chip['hand_key']);
          const steps = shown.get(hand.chip['id']) ?? [];
          steps.forEach((cards, i) => {
            expect(cards).toEqual(playerHand(own, (chip['moves'] as string).slice(0, i + 1)));
          });
        }
      }),
      { numRuns: 8 },
    );
  }, 60_000);
});

describe('the demo-peek strategy, simulated (issue 33)', () => {
  /**
   * A fixed secret makes the figures the same on every run, so no run fails by chance. 4 000 hands hold the rule with
   * room to spare (the shared cards' return is far above the bound); `pnpm bench:games` prints the figure over 20 000.
   */
  const HANDS = 4_000;

  it('returns the published RTP within noise, peek or no peek, over 4 000 hands', () => {
    const { peeking, best, shared, published, noise } = measurePeek(HANDS);
    // Before, the demo hand's cards were the real hand's: the same strategy on them beat the house.
    expect(shared).toBeGreaterThan(1.2);
    expect(peeking).toBeLessThan(published + noise);
    expect(Math.abs(best - published)).toBeLessThan(noise);
  });
});

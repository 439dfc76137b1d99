import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../src/fairness/fairness.ts';
import { CHAIN_ROUNDS } from '../src/provider/liveTableChain.ts';
import { startTestApi, type TestApi } from './support/api.ts';
import { fundedPlayer } from './support/games.ts';
import { HttpClient, type Json } from './support/http.ts';
import { LIVE_TABLE_TIMING, launchTable, tableState, toNextRound } from './support/liveTables.ts';

/**
 * Issue 33, item 5: a live table's rounds are hash chains, as crash's are. Each round's seed is the SHA-256 of the
 * next one's, and the chain's terminating hash (and the next chain's) is published before its first round, so no
 * seed can be picked once the chain is out.
 */
let t: TestApi;
let provider: HttpClient;
beforeAll(async () => {
  t = await startTestApi();
  provider = new HttpClient(t.api.providerUrl);
});
afterAll(() => t.close());

const PERIOD = LIVE_TABLE_TIMING.bettingMs + LIVE_TABLE_TIMING.spinMs;

/** Hashes a seed down to its chain's first round, then once more: the chain's terminating hash. */
function terminatingFrom(seed: string, roundId: number, firstRound: number): string {
  let hash = seed;
  for (let id = roundId; id >= firstRound; id -= 1) hash = sha256Hex(hash);
  return hash;
}

describe('a live table’s rounds are a hash chain published in advance (issue 33)', () => {
  it('reveals seeds that hash to the round before, down to the published terminating hash', async () => {
    const token = await launchTable(t, (await fundedPlayer(t, 'USD', 10)).token, 'auto-roulette');
    toNextRound(t);
    const state = await tableState(provider, token);
    const history = state['history'] as Json[];
    expect(history.length).toBe(10);
    expect(state['round']['server_seed_hashed']).toBe(history[0]?.['server_seed']);
    history.slice(0, -1).forEach((past, i) => {
      expect(sha256Hex(past['server_seed'])).toBe(history[i + 1]?.['server_seed']);
    });
    const chain = state['chain'] as Json;
    expect(chain['rounds']).toBe(CHAIN_ROUNDS);
    const oldest = history[history.length - 1] as Json;
    expect(terminatingFrom(oldest['server_seed'], oldest['id'], chain['first_round'])).toBe(
      chain['terminating_hash'],
    );

    // The next chain was published a whole chain ahead; its first rounds show the seeds it fixed.
    const next = state['next_chain'] as Json;
    expect(next['first_round']).toBe(chain['first_round'] + CHAIN_ROUNDS);
    t.clock.advanceMs((next['first_round'] + 2) * PERIOD + 1000 - t.clock.now());
    // Days later: the launch has lapsed, so the player opens the table again.
    const again = await launchTable(t, (await fundedPlayer(t, 'USD', 10)).token, 'auto-roulette');
    const later = await tableState(provider, again);
    expect(later['chain']).toEqual(next);
    const first = (later['history'] as Json[]).find((past) => past['id'] === next['first_round']) as Json;
    expect(sha256Hex(first['server_seed'])).toBe(next['terminating_hash']);
  });

  it('runs demo blackjack on chains of its own', async () => {
    const real = await launchTable(t, (await fundedPlayer(t, 'USD', 10)).token, 'blackjack-classic');
    const demo = await launchTable(t, null, 'blackjack-classic', 'demo');
    const [a, b] = [await tableState(provider, real), await tableState(provider, demo)];
    expect(a['chain']['first_round']).toBe(b['chain']['first_round']);
    expect(a['chain']['terminating_hash']).not.toBe(b['chain']['terminating_hash']);
  });
});

import { createHash, createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/api.ts';
import { fundedPlayer } from './support/games.ts';
import { LiveClient, ROUND_1_HASH, WORKED_CHAIN, WORKED_TERMINATING } from './support/live.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The chain of worked example 8 with no salt: the first two players' bets fix it (worked example 8b). */
const SEEDED_CHAIN = {
  ...WORKED_CHAIN,
  chainSeed: { secret: WORKED_CHAIN.chainSeed.secret, salt: null },
  seedBets: 2,
};

const sha256 = (text: string) => createHash('sha256').update(text, 'ascii').digest('hex');

/** The crash point of a hash and salt, computed here independently of the API. */
function crashOf(hash: string, salt: string): number {
  const hmac = createHmac('sha256', Buffer.from(hash, 'ascii')).update(salt, 'ascii').digest('hex');
  const r = BigInt(`0x${hmac.slice(0, 13)}`);
  const hundredths = (99n * 2n ** 52n) / (2n ** 52n - r);
  return hundredths < 100n ? 100 : Number(hundredths);
}

async function player(t: TestApi) {
  const funded = await fundedPlayer(t, 'USD', 20);
  const live = await LiveClient.as(t, funded.token);
  cleanups.push(() => live.client.close());
  return live;
}

const bet = (key: string, clientSeed: string) => ({
  type: 'crash.bet',
  key,
  stake_minor: 100,
  auto_cash_out: null,
  client_seed: clientSeed,
});

describe('the crash salt is fixed by the first players’ seeds, after the chain is published (issue 33)', () => {
  it('publishes the terminating hash first, waits for two players’ bets, then fixes the salt from their seeds', async () => {
    const t = await startTestApi({ live: { settings: SEEDED_CHAIN } });
    cleanups.push(() => t.close());
    const alice = await player(t);
    const bob = await player(t);
    // The commitment is out; the salt is not, and round 1 has no end to its betting: it waits for the players.
    expect(alice.snapshot['crash']).toMatchObject({
      round: { id: 1, phase: 'betting', betting_ends_at: null, crash: null, hash: null },
      terminating_hash: WORKED_TERMINATING,
      salt: null,
      salt_seeds: [],
      seeding: { needed: 2, taken: 0 },
    });
    // Time alone starts nothing (two betting phases pass; the sockets' idle limit is further off).
    t.scheduler.advance(2 * SEEDED_CHAIN.bettingMs);
    expect(alice.client.frames.some((frame) => frame['type'] === 'crash.started')).toBe(false);
    expect((await alice.client.command(bet('a-1', 'lucky-player-42'))).ok).toBe(true);
    await bob.client.event('crash.bet');
    expect((await bob.client.command(bet('b-1', '5f2c9e01d7a84b36'))).ok).toBe(true);

    const salted = await alice.client.next(
      (frame) => frame['type'] === 'snapshot' && frame['crash']['salt'] !== null,
    );
    const salt = sha256(`${WORKED_TERMINATING}:lucky-player-42:5f2c9e01d7a84b36`);
    expect(salt).toBe('9ff6baa885e08eb895854352aa96686150bd718cba9dc5ae1e2cb71fbce3306f');
    expect(salted['crash']).toMatchObject({
      round: { id: 1, phase: 'betting', betting_ends_at: t.clock.now() + SEEDED_CHAIN.bettingMs },
      salt,
      salt_seeds: ['lucky-player-42', '5f2c9e01d7a84b36'],
      seeding: null,
    });

    t.scheduler.advance(SEEDED_CHAIN.bettingMs);
    await alice.client.event('crash.started');
    // 1.18× is reached 2 759 ms after the start.
    t.scheduler.advance(3_000);
    const bust = await alice.client.event('crash.busted');
    expect(bust).toEqual({ type: 'crash.busted', round_id: 1, crash: 118, hash: ROUND_1_HASH });
    expect(crashOf(ROUND_1_HASH, salt)).toBe(118);
  });

  it('counts one seed a player: a second bet of the same player does not fix the salt alone', async () => {
    const t = await startTestApi({ live: { settings: SEEDED_CHAIN } });
    cleanups.push(() => t.close());
    const alice = await player(t);
    expect((await alice.client.command(bet('a-1', 'first'))).ok).toBe(true);
    const watcher = await player(t);
    expect(watcher.snapshot['crash']).toMatchObject({ salt: null, seeding: { needed: 2, taken: 1 } });
  });
});

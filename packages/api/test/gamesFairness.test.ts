import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/api.ts';
import { diceRoll, floats, kenoDrawn, sha256 } from './support/derive.ts';
import { betBody, fundedPlayer, placeBet } from './support/games.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ accessTtlSeconds: 86_400 });
});
afterAll(() => t.close());

const seeds = async (token: string) => (await t.http.get('/fairness/seeds', { token })).body['data'];

describe('the seed pair', () => {
  it("creates a player's first pair with a 64-hex commitment, a random client seed and nonce 0", async () => {
    const { token } = await fundedPlayer(t, 'RUB', 0);
    const first = await seeds(token);
    expect(first.current).toEqual({
      server_seed_hashed: expect.stringMatching(/^[0-9a-f]{64}$/),
      client_seed: expect.stringMatching(/^[0-9a-f]{32}$/),
      client_seed_origin: 'server',
      next_server_seed_hashed: expect.stringMatching(/^[0-9a-f]{64}$/),
      nonce: 0,
    });
    expect(first.previous).toBeNull();
    expect(await seeds(token)).toEqual(first);
    const other = await fundedPlayer(t, 'RUB', 0);
    expect((await seeds(other.token)).current.server_seed_hashed).not.toBe(first.current.server_seed_hashed);
  });

  it('rotation reveals a seed whose SHA-256 is the old commitment, starts nonce 0, and completes the proofs', async () => {
    const { token } = await fundedPlayer(t, 'RUB', 1000);
    const before = (await seeds(token)).current;
    const dice = (await placeBet(t, token, 'dice', betBody('dice', 1))).body['data'];
    const keno = (await placeBet(t, token, 'keno', betBody('keno', 1))).body['data'];
    t.clock.advance(60);
    const rotated = await t.http.post('/fairness/rotate', undefined, { token });
    expect(rotated.status).toBe(200);
    const { revealed, current } = rotated.body['data'];
    expect(sha256(revealed.server_seed)).toBe(before.server_seed_hashed);
    expect(revealed).toMatchObject({
      server_seed_hashed: before.server_seed_hashed,
      client_seed: before.client_seed,
      nonce: 2,
    });
    expect(current.nonce).toBe(0);
    expect(current.server_seed_hashed).not.toBe(before.server_seed_hashed);
    expect((await seeds(token)).previous).toEqual(revealed);

    const proof = async (id: string) => (await t.http.get(`/games/bets/${id}`, { token })).body['data'];
    const diceProof = await proof(dice.id);
    expect(diceProof.fairness).toEqual({ ...dice.fairness, server_seed: revealed.server_seed });
    const [f0 = 0] = floats(revealed.server_seed, dice.fairness.client_seed, 0, 1);
    expect(diceProof.outcome).toEqual({ roll: diceRoll(f0) });
    const kenoProof = await proof(keno.id);
    expect(kenoProof.outcome.drawn).toEqual(
      kenoDrawn(floats(revealed.server_seed, keno.fairness.client_seed, 1, 10)),
    );

    const next = (await placeBet(t, token, 'dice', betBody('dice', 1))).body['data'];
    expect(next.fairness).toMatchObject({
      server_seed_hashed: current.server_seed_hashed,
      nonce: 0,
      server_seed: null,
    });
  });

  it('opens the pair with the account, so its commitment is there before the first bet', async () => {
    const { token } = await fundedPlayer(t, 'RUB', 1000);
    // Read without a bet: the pair was made with the account, not by this call (a missing pair is a 409).
    const shown = (await seeds(token)).current.server_seed_hashed;
    const bet = (await placeBet(t, token, 'dice', betBody('dice', 1))).body['data'];
    expect(bet.fairness).toMatchObject({ server_seed_hashed: shown, nonce: 0 });
  });

  it('commits to the next server seed before the player chooses the next client seed', async () => {
    const { token } = await fundedPlayer(t, 'RUB', 0);
    const shown = (await seeds(token)).current.next_server_seed_hashed;
    // The client seed comes after the commitment it will be paired with was on screen.
    const { current } = (await t.http.post('/fairness/rotate', { client_seed: 'chosen-after' }, { token }))
      .body['data'];
    expect(current.server_seed_hashed).toBe(shown);
    expect(current.next_server_seed_hashed).toMatch(/^[0-9a-f]{64}$/);
    expect(current.next_server_seed_hashed).not.toBe(shown);
    const { revealed } = (await t.http.post('/fairness/rotate', {}, { token })).body['data'];
    expect(sha256(revealed.server_seed)).toBe(shown);
    expect(revealed).not.toHaveProperty('next_server_seed_hashed');
  });

  it("marks the client seed as the player's once they choose it", async () => {
    const { token } = await fundedPlayer(t, 'RUB', 0);
    const changed = await t.http.put('/fairness/client-seed', { client_seed: 'from-the-browser' }, { token });
    expect(changed.body['data']).toMatchObject({ client_seed_origin: 'player' });
    const rotated = (await t.http.post('/fairness/rotate', {}, { token })).body['data'];
    expect(rotated.revealed.client_seed_origin).toBe('player');
    expect(rotated.current.client_seed_origin).toBe('server');
  });

  it('rotates to the client seed the player gives', async () => {
    const { token } = await fundedPlayer(t, 'RUB', 0);
    const answer = await t.http.post('/fairness/rotate', { client_seed: 'my-lucky_seed' }, { token });
    expect(answer.body['data']['current']).toMatchObject({ client_seed: 'my-lucky_seed', nonce: 0 });
  });

  it('changes the client seed at any time, the nonce going on counting', async () => {
    const { token } = await fundedPlayer(t, 'RUB', 1000);
    await placeBet(t, token, 'coinflip', betBody('coinflip', 1));
    const changed = await t.http.put('/fairness/client-seed', { client_seed: 'Abc_123-xyz' }, { token });
    expect(changed.status).toBe(200);
    expect(changed.body['data']).toMatchObject({ client_seed: 'Abc_123-xyz', nonce: 1 });
    const bet = (await placeBet(t, token, 'dice', betBody('dice', 1))).body['data'];
    expect(bet.fairness).toMatchObject({ client_seed: 'Abc_123-xyz', nonce: 1 });
    const revealed = (await t.http.post('/fairness/rotate', {}, { token })).body['data']['revealed'];
    const [f0 = 0] = floats(revealed.server_seed, 'Abc_123-xyz', 1, 1);
    expect(bet.outcome).toEqual({ roll: diceRoll(f0) });
  });

  it.each(['', 'a'.repeat(65), 'with space', 'a:b', 'сид', 42, null])(
    'refuses the client seed %j',
    async (seed) => {
      const { token } = await fundedPlayer(t, 'RUB', 0);
      const answer = await t.http.put('/fairness/client-seed', { client_seed: seed }, { token });
      expect(answer.status).toBe(422);
      expect(answer.body['errors']).toEqual({ client_seed: ['invalid'] });
      const rotate = await t.http.post('/fairness/rotate', { client_seed: seed }, { token });
      expect(rotate.status).toBe(422);
    },
  );

  it.each(['/dice', '/coinflip', '/keno', '/general'])(
    'serves the seed pair under the %s base too',
    async (base) => {
      const { token } = await fundedPlayer(t, 'RUB', 0);
      const root = await seeds(token);
      expect((await t.http.get(`${base}/fairness/seeds`, { token })).body['data']).toEqual(root);
    },
  );

  it('needs a logged-in player', async () => {
    expect((await t.http.get('/fairness/seeds')).status).toBe(401);
    expect((await t.http.post('/fairness/rotate')).status).toBe(401);
  });
});

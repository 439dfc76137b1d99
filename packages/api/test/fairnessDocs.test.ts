import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betIntegers } from '../src/fairness/fairness.ts';
import { LINES, spin } from '../src/games/slots/slotMaths.ts';
import { SLOT_MATHS } from '../src/games/slots/slotModels.ts';
import { startTestApi, type TestApi } from './support/api.ts';
import { fundedPlayer, placeBet } from './support/games.ts';
import { HttpClient, type Json } from './support/http.ts';
import { act, startRound } from './support/rounds.ts';

/**
 * Issue 33: what docs/contract.md and docs/fairness.md say of `Bet.multiplier`, miner's `revealed`, the slot lines'
 * numbers and the slot verifier's link, held to what the API answers. Crash's and hilo's figures are held by
 * tools/docs/fairnessRounding.test.ts.
 */
const DOCS = path.resolve(import.meta.dirname, '../../../docs');
const flat = (file: string) => readFileSync(path.join(DOCS, file), 'utf8').replace(/\s+/g, ' ');
const CONTRACT = flat('contract.md');
const FAIRNESS = flat('fairness.md');
const WEB = 'http://localhost:5173';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ accessTtlSeconds: 86_400 });
});
afterAll(() => t.close());

describe('the docs say what the API answers', () => {
  it('Bet.multiplier is the outcome’s M, not what was paid when the payout is not whole', async () => {
    const { token } = await fundedPlayer(t, 'USD', 20);
    let win: Json | undefined;
    for (let i = 0; i < 60 && !win; i += 1) {
      const bet = (await placeBet(t, token, 'coinflip', { amount: 0.01, params: { side: 'heads' } })).body[
        'data'
      ];
      if (bet.payout > 0) win = bet;
    }
    if (!win) throw new Error('no coinflip won in 60 tries');
    // 1.98 cents: one cent, and the 0.98 of a cent as a whole cent with chance 98 % (the rounding draw).
    expect(win).toMatchObject({ amount: 0.01, multiplier: 1.98 });
    expect([0.01, 0.02]).toContain(win['payout']);
    expect(win['payout']).not.toBe(win['amount'] * win['multiplier']);
    expect(CONTRACT).toContain("multiplier = the outcome's M, 4 decimals (0 on a loss)");
    expect(CONTRACT).toContain(
      '`multiplier` is that `M`, the multiple the outcome is worth, not `payout ÷ amount`',
    );
    expect(CONTRACT).toContain(
      'a coinflip win, M 1.98, on a stake of 0.01 pays 0.02 with chance 98 % and 0.01 otherwise',
    );
  });

  it('miner’s revealed holds the safe tiles only; the mine that ended the round is `mine`', async () => {
    const { token } = await fundedPlayer(t, 'USD', 20);
    let lost: Json | undefined;
    for (let attempt = 0; attempt < 20 && !lost; attempt += 1) {
      const round = (await startRound(t, token, 'miner', { amount: 0.1, params: { mines: 12 } })).body[
        'data'
      ];
      for (let tile = 0; tile < 25; tile += 1) {
        const step = (await act(t, token, 'miner', round.id, { action: 'reveal', tile })).body['data'];
        if (step.status === 'lost') {
          if (tile > 0) lost = step;
          break;
        }
        if (step.status !== 'open') break;
      }
    }
    if (!lost) throw new Error('no miner round lost after a safe reveal');
    const { revealed, mine, mines } = lost['state'];
    expect(revealed.length).toBeGreaterThan(0);
    expect(revealed).not.toContain(mine);
    expect(mines).toContain(mine);
    expect(revealed.every((tile: number) => !mines.includes(tile))).toBe(true);
    expect(CONTRACT).toContain('revealed: [the safe tiles in the order revealed; never the mine]');
    expect(CONTRACT).toContain('mine: the tile that ended a lost round (revealed last, not in `revealed`)');
  });

  it('numbers the slot lines from 1 in the docs and from 0 on the wire, and says so', () => {
    const listed = /\*\*Ten paylines\*\*, rows of reels 1 to 5: (.*?)\. Players/.exec(FAIRNESS)?.[1] ?? '';
    const pairs = [...listed.matchAll(/(\d+) `([012]{5})`/g)].map((match) => [Number(match[1]), match[2]]);
    expect(pairs).toEqual(LINES.map((rows, index) => [index + 1, rows.join('')]));
    expect(FAIRNESS).toContain("a spin's `lines[].line` is the line's number less one (line 1 is `line: 0`)");
    // Worked example 7: lines 5 and 6 of the docs are 4 and 5 on the wire.
    const serverSeed = '8f3c1a9e5b7d2f4061c8e3a7b9d5f0e2c4a6b8d0f1e3c5a7b9d1f3e5a7c9b0d2';
    const gems = SLOT_MATHS.find((maths) => maths.id === 'gems');
    if (!gems) throw new Error('no gems maths');
    const result = spin(gems, betIntegers(serverSeed, 'lucky-player-42', 7, 5), false);
    expect(result.lines.map((win) => win.line)).toEqual([4, 5]);
    expect(FAIRNESS).toContain('Line 5 (`21012`)');
    expect(FAIRNESS).toContain('(On the wire: `line: 4` and `line: 5`.)');
    expect(CONTRACT).toContain("`line` the payline's index from 0");
  });

  it('names in the verifier link the maths the slots play, pharaoh included', async () => {
    const link = /maths=<([a-z|]+)>/.exec(FAIRNESS)?.[1]?.split('|');
    expect(link).toEqual(SLOT_MATHS.map((maths) => maths.id));
    const launched = await t.http.post('/games/launch', {
      slug: 'sky-forge',
      mode: 'demo',
      currency: 'USD',
      locale: 'en',
      return_url: `${WEB}/games/slots/sky-forge/demo`,
    });
    const token = new URL(launched.body['data']['url']).searchParams.get('token') ?? '';
    const session = await new HttpClient(t.api.providerUrl).post('/api/session', { token });
    expect(session.body['data']['maths']['id']).toBe('pharaoh');
    expect(link).toContain(session.body['data']['maths']['id']);
  });
});

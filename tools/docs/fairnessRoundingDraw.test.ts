import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { betIntegers } from '../../packages/api/src/fairness/fairness.ts';
import { fairPayout } from '../../packages/api/src/games/game.ts';
import { prepareBet } from '../../packages/api/src/games/games.ts';
import { roundPayout } from '../../packages/core/src/games/fairness/rounding.ts';
import { verifyBet } from '../../packages/core/src/games/fairness/verify.ts';
import { verifyRound } from '../../packages/core/src/games/fairness/verifyRound.ts';
import type { BetParams } from '../../packages/core/src/games/bet.ts';
import { TestDigests } from '../../packages/core/test/fakes/sha256.ts';
import { crashCashOutRounding } from '../../packages/core/src/games/crash/crashCashOut.ts';
import { cashOutDraw, payoutAt, payoutOfDraw } from '../../packages/api/src/live/crashMath.ts';

/**
 * Issue 33: the rounding draw of docs/fairness.md ("Payout", worked example 15), each row recomputed from the seeds by
 * the core's verifier and by the local API's engine, two implementations that share no code; and the two agree on
 * every stake, multiplier and draw.
 */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const FAIRNESS = readFileSync(join(ROOT, 'docs', 'fairness.md'), 'utf8');
const SERVER_SEED = '8f3c1a9e5b7d2f4061c8e3a7b9d5f0e2c4a6b8d0f1e3c5a7b9d1f3e5a7c9b0d2';
const CLIENT_SEED = 'lucky-player-42';
const digests = new TestDigests();

interface Row {
  readonly bet: string;
  readonly nonce: number;
  readonly float: number;
  readonly bytes: string;
  readonly stake: number;
  readonly m: number;
  readonly whole: number;
  readonly fraction: number;
  readonly draw: number;
  readonly paid: number;
}

function rows(): Row[] {
  const start = FAIRNESS.indexOf('### 15. The rounding draw');
  if (start < 0) throw new Error('docs/fairness.md has no worked example 15');
  return FAIRNESS.slice(start, FAIRNESS.indexOf('### 16.', start))
    .split('\n')
    .filter((line) => /^\| [a-z]/.test(line) && !line.startsWith('| bet '))
    .map((line) => {
      const cells = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim().replace(/`/g, ''));
      const [bet = '', bytes = ''] = [cells[0], cells[3]];
      const [nonce, float, , stake, m, whole, fraction, draw, paid] = cells.slice(1).map(Number);
      return { bet, bytes, nonce, float, stake, m, whole, fraction, draw, paid } as Row;
    });
}

const CORE_PARAMS: Readonly<Record<string, BetParams>> = {
  dice: { game: 'dice', targetHundredths: 5050, direction: 'under' },
  coinflip: { game: 'coinflip', side: 'heads' },
  keno: { game: 'keno', picks: [5, 6, 7, 12, 20, 26, 33, 40], risk: 'medium' },
};
const API_PARAMS: Readonly<Record<string, { game: 'dice' | 'coinflip' | 'keno'; params: unknown }>> = {
  dice: { game: 'dice', params: { target: 50.5, direction: 'under' } },
  coinflip: { game: 'coinflip', params: { side: 'heads' } },
  keno: { game: 'keno', params: { picks: [5, 6, 7, 12, 20, 26, 33, 40], risk: 'medium' } },
};

/** The core's payout for a row: its verifier for an instant bet, its round rebuild and rounding for a cash-out. */
async function corePaid(row: Row, game: string): Promise<{ paid: number; draw: number; bytes: string }> {
  const seeds = { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: row.nonce };
  const params = CORE_PARAMS[game];
  if (params) {
    const result = await verifyBet(digests, {
      ...seeds,
      params,
      stake: { minor: row.stake, currency: 'USD' },
    });
    if (!result.ok || !result.value.rounding) throw new Error(`${row.bet}: not verified`);
    const traced = result.value.floats[row.float];
    return {
      paid: result.value.rounding.paid,
      draw: result.value.rounding.draw,
      bytes: traced?.bytesHex ?? '',
    };
  }
  const subject =
    game === 'miner' ? { game: 'miner' as const, mines: 3 } : { game: 'hilo' as const, cards: row.float };
  const result = await verifyRound(digests, { ...seeds, subject });
  if (!result.ok || result.value.roundingU32 === null) throw new Error(`${row.bet}: not rebuilt`);
  const rounding = roundPayout(row.stake, row.m, row.float, result.value.roundingU32);
  return {
    paid: rounding.paid,
    draw: rounding.draw,
    bytes: result.value.roundingU32.toString(16).padStart(8, '0'),
  };
}

/** The API's payout for a row, from its own derivation: a whole bet's settlement, or a cash-out's draw. */
function apiPaid(row: Row, game: string): number {
  const bet = API_PARAMS[game];
  if (bet) {
    const prepared = prepareBet(bet.game, bet.params);
    if (!prepared.ok) throw new Error('illegal');
    const settled = prepared.bet.settle(
      betIntegers(SERVER_SEED, CLIENT_SEED, row.nonce, prepared.bet.floats),
      row.stake,
    );
    expect(settled.multiplier).toBe(row.m);
    return settled.payoutMinor;
  }
  const draw = betIntegers(SERVER_SEED, CLIENT_SEED, row.nonce, row.float + 1)[row.float] ?? 0;
  return fairPayout(row.stake, row.m, draw);
}

describe('docs/fairness.md’s rounding draw, recomputed by the core and by the API (issue 33)', () => {
  const table = rows();

  it('lists the six worked rows, an extra unit paid and not paid among them', () => {
    expect(table).toHaveLength(6);
    expect(table.some((row) => row.paid === row.whole + 1)).toBe(true);
    expect(table.some((row) => row.paid === row.whole && row.fraction > 0)).toBe(true);
  });

  for (const row of table) {
    it(`${row.bet}: W ${row.whole}, R ${row.fraction}, draw ${row.draw}, paid ${row.paid}`, async () => {
      const game = row.bet.split(/[ ,]/)[0] ?? '';
      expect(row.whole * 10_000 + row.fraction).toBe(row.stake * row.m);
      const core = await corePaid(row, game);
      expect(core).toEqual({ paid: row.paid, draw: row.draw, bytes: row.bytes });
      expect(apiPaid(row, game)).toBe(row.paid);
    });
  }

  it('the API and the core pay the same for every stake, multiplier and draw', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.nat({ max: 2 ** 32 - 1 }),
        (stake, m, draw) => {
          expect(fairPayout(stake, m, draw)).toBe(roundPayout(stake, m, 1, draw).paid);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

/** Worked example 16: crash cash-outs in round 1 of example 8, each with its own draw. */
const ROUND_1 = '584d34f8696d57ad326729d4bc839a3256f3e7b063c0c8d5d0a833a6d9d7ce31';

function crashRows() {
  const start = FAIRNESS.indexOf('### 16. Crash cash-outs');
  if (start < 0) throw new Error('docs/fairness.md has no worked example 16');
  return FAIRNESS.slice(start)
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const cells = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim().replace(/`/g, '').replace(/ /g, ''));
      const [key = '', stake, at, bytes = '', u32, draw, whole, fraction, paid] = cells;
      return {
        key,
        bytes,
        ...{ stake: Number(stake), at: Number(at), u32: Number(u32), draw: Number(draw) },
        ...{ whole: Number(whole), fraction: Number(fraction), paid: Number(paid) },
      };
    });
}

describe('docs/fairness.md’s crash cash-outs (worked example 16), by the core and by the API (issue 33)', () => {
  const table = crashRows();

  it('lists four cash-outs, an extra unit paid and not paid among them', () => {
    expect(table).toHaveLength(4);
    expect(table.some((row) => row.paid === row.whole + 1)).toBe(true);
    expect(table.some((row) => row.paid === row.whole && row.fraction > 0)).toBe(true);
  });

  for (const row of table) {
    it(`${row.key}, ${row.stake} at ${row.at}: draw ${row.draw}, paid ${row.paid}`, async () => {
      expect(row.whole * 100 + row.fraction / 100).toBe(row.stake * row.at);
      expect(parseInt(row.bytes, 16)).toBe(row.u32);
      const core = await crashCashOutRounding(digests, ROUND_1, row.key, row.stake, row.at);
      expect(core).toEqual({
        whole: row.whole,
        fraction: row.fraction,
        drawIndex: 0,
        draw: row.draw,
        paid: row.paid,
      });
      expect(cashOutDraw(ROUND_1, row.key)).toBe(row.u32);
      expect(payoutAt(row.stake, row.at, ROUND_1, row.key)).toBe(row.paid);
    });
  }

  it('the API and the core pay the same crash cash-out for every hash, key, stake and multiplier', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.stringMatching(/^[0-9a-f]{64}$/),
        fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
        fc.integer({ min: 1, max: 25_000_000 }),
        fc.integer({ min: 100, max: 100_000_000 }),
        async (hash, key, stake, hundredths) => {
          const core = await crashCashOutRounding(digests, hash, key, stake, hundredths);
          expect(payoutAt(stake, hundredths, hash, key)).toBe(core.paid);
          expect(payoutOfDraw(stake, hundredths, cashOutDraw(hash, key))).toBe(core.paid);
        },
      ),
      { numRuns: 500 },
    );
  });
});

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { crashPointFromHmac } from '../../packages/core/src/games/crash/crash.ts';
import { hiloMultiplier } from '../../packages/core/src/games/hilo/hilo.ts';

/**
 * Issue 33: docs/fairness.md's figures for crash's instant busts and hilo's return, held to what the core computes
 * (the rounding included). The other corrections of the issue (Bet.multiplier, miner's `revealed`, the slot lines and
 * the verifier link) are held by packages/api/test/fairnessDocs.test.ts.
 */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const FAIRNESS = readFileSync(join(ROOT, 'docs', 'fairness.md'), 'utf8');
const TWO_POW_52 = 2n ** 52n;

/** The paragraph of the bullet that starts with `lead`. */
function bullet(lead: string): string {
  const start = FAIRNESS.indexOf(lead);
  if (start < 0) throw new Error(`docs/fairness.md has no "${lead}"`);
  const end = FAIRNESS.indexOf('\n- ', start + lead.length);
  return FAIRNESS.slice(start, end < 0 ? undefined : end).replace(/\s+/g, ' ');
}

/** An HMAC whose first 52 bits are `r` (the rest zero). */
function hmacOf(r: bigint): Uint8Array {
  const hex = (r << 4n).toString(16).padStart(14, '0').padEnd(64, '0');
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
}

describe('docs/fairness.md and the core agree on the rounding', () => {
  it('crash: 2 rounds in 101 bust at 1.00× at once, as the formula gives', () => {
    // The smallest r that reaches 1.01×: 99 × 2^52 / (2^52 − r) ≥ 101 ⇔ r ≥ 2 × 2^52 / 101.
    const first = (2n * TWO_POW_52 + 100n) / 101n;
    expect(crashPointFromHmac(hmacOf(first - 1n))).toBe(100);
    expect(crashPointFromHmac(hmacOf(first))).toBe(101);
    const share = Number((first * 1_000_000n) / TWO_POW_52) / 10_000;
    expect(share.toFixed(2)).toBe('1.98');
    const text = bullet('- **The crash point.**');
    expect(text).toContain('About 2 rounds in 101 (1.98 %) bust at 1.00×');
    expect(text).toContain('every X below 2/101');
    expect(text).not.toMatch(/1 round in 100/);
  });

  it('hilo: 99 % before rounding, less after, as the one-guess cash-out with q = 7 shows', () => {
    for (let q = 1; q <= 12; q += 1) {
      const m = hiloMultiplier([q]);
      // The exact return 0.99 is never exceeded: the rounding only takes off.
      expect(q * m).toBeLessThanOrEqual(13 * 9900);
    }
    const m7 = hiloMultiplier([7]);
    expect(m7).toBe(18_385);
    const text = bullet('- **RTP** of every guess');
    expect(text).toContain('**99 % before rounding**');
    expect(text).toContain(`7/13 × ${(m7 / 10_000).toFixed(4)} = ${((7 * m7) / 13 / 100).toFixed(4)} %`);
    expect(text).not.toContain('exactly **99 %**');
  });
});

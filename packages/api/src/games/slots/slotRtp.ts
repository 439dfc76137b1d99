import { linePay, type SlotMaths } from './slotMaths.ts';

/**
 * The exact return of a slot, num / den of the stake (docs/fairness.md, "Slots"): every stop of a reel is equally
 * likely and the reels are independent, so one line's expected pay is the sum over the symbol of each reel weighted by
 * its count on the strip, the same for all ten lines; the scatters' law is the product of each reel's window counts.
 * A trigger adds the free spins, each worth a base spin times the multiplier.
 */
export function exactRtp(maths: SlotMaths): { num: bigint; den: bigint } {
  const counts = maths.strips.map((strip) => {
    const byCode = new Map<string, number>();
    for (const code of strip) byCode.set(code, (byCode.get(code) ?? 0) + 1);
    return [...byCode];
  });
  let lineWays = 0n;
  const visit = (reel: number, row: string[], weight: bigint) => {
    const reelCounts = counts[reel];
    if (!reelCounts) {
      lineWays += weight * BigInt(linePay(maths, row)?.pays ?? 0);
      return;
    }
    for (const [code, count] of reelCounts) visit(reel + 1, [...row, code], weight * BigInt(count));
  };
  visit(0, [], 1n);

  // ways[k]: stop combinations showing k scatters.
  let ways: bigint[] = [1n];
  for (const strip of maths.strips) {
    const showing = Array.from(
      strip,
      (_, stop) => [0, 1, 2].filter((row) => strip.charAt((stop + row) % strip.length) === 'S').length,
    );
    const next: bigint[] = new Array<bigint>(ways.length + 3).fill(0n);
    ways.forEach((w, before) => {
      for (const shown of showing) next[before + shown] = (next[before + shown] ?? 0n) + w;
    });
    ways = next;
  }
  const total = maths.strips.reduce((product, strip) => product * BigInt(strip.length), 1n);
  const trigger = ways.slice(3).reduce((sum, w) => sum + w, 0n);
  const scatterWays = ways.reduce(
    (sum, w, k) => (k < 3 ? sum : sum + w * BigInt(maths.scatterPays[Math.min(k, 5) - 3] ?? 0)),
    0n,
  );
  const base = lineWays + scatterWays;
  const feature = BigInt(maths.freeSpins * maths.freeSpinMultiplier);
  return { num: base * (total + trigger * feature), den: total * total };
}

/** Rounded half up to four decimals of a percent, as published. */
export function rtpPercent(maths: SlotMaths): string {
  const { num, den } = exactRtp(maths);
  const tenThousandths = (num * 2_000_000n + den) / (2n * den);
  return `${tenThousandths / 10_000n}.${(tenThousandths % 10_000n).toString().padStart(4, '0')}`;
}

import { REELS, ROWS, SCATTER, type SlotModel } from './model.ts';
import { lineRun } from './spin.ts';

/** An exact return as a fraction of the stake. */
export interface ExactReturn {
  readonly num: bigint;
  readonly den: bigint;
}

function symbolCounts(strip: string): Map<string, bigint> {
  const counts = new Map<string, bigint>();
  for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0n) + 1n);
  return counts;
}

/**
 * Σ over every symbol on each reel of the one-line pay, weighted by how many stops show it: each stop of a reel is
 * equally likely and the reels are independent, so every payline sees this same law. Numerator over Π lengths, in
 * line bets; the pay is the spin's own line rule.
 */
function lineReturn(model: SlotModel): bigint {
  const counts = model.strips.map(symbolCounts);
  let total = 0n;
  const walk = (reel: number, symbols: string[], weight: bigint): void => {
    if (reel === REELS) {
      total += weight * BigInt(lineRun(symbols, model)?.pays ?? 0);
      return;
    }
    for (const [symbol, count] of counts[reel] ?? new Map<string, bigint>()) {
      walk(reel + 1, [...symbols, symbol], weight * count);
    }
  };
  walk(0, [], 1n);
  return total;
}

/** How many stop combinations show each number of scatters (index 0 … 15). */
function scatterLaw(model: SlotModel): bigint[] {
  let law = [1n];
  for (const strip of model.strips) {
    const perReel = [0n, 0n, 0n, 0n];
    for (let stop = 0; stop < strip.length; stop += 1) {
      let shown = 0;
      for (let row = 0; row < ROWS; row += 1) if (strip[(stop + row) % strip.length] === SCATTER) shown += 1;
      perReel[shown] = (perReel[shown] ?? 0n) + 1n;
    }
    const next = Array.from({ length: law.length + ROWS }, () => 0n);
    law.forEach((ways, before) => {
      perReel.forEach((reelWays, shown) => {
        next[before + shown] = (next[before + shown] ?? 0n) + ways * reelWays;
      });
    });
    law = next;
  }
  return law;
}

/**
 * The exact return of a slot: B × (1 + P(trigger) × free spins × multiplier), where B is what one spin pays on
 * average (the lines, whose law is the same on each, plus the scatters) and a free spin pays B times its multiplier
 * because it plays the same strips and cannot start more free spins.
 */
export function slotReturn(model: SlotModel): ExactReturn {
  const combinations = model.strips.reduce((product, strip) => product * BigInt(strip.length), 1n);
  const law = scatterLaw(model);
  let scatterPay = 0n;
  let triggers = 0n;
  law.forEach((ways, count) => {
    if (count < 3) return;
    triggers += ways;
    scatterPay += ways * BigInt(model.scatterPays[Math.min(count, REELS) - 3] ?? 0);
  });
  const base = lineReturn(model) + scatterPay;
  const feature = BigInt(model.freeSpins * model.freeSpinMultiplier);
  return { num: base * (combinations + triggers * feature), den: combinations * combinations };
}

/** The return in percent, rounded half up to four decimals: the published figure. */
export function slotRtpPercent(model: SlotModel): string {
  const { num, den } = slotReturn(model);
  const scaled = (num * 1_000_000n * 2n + den) / (2n * den);
  const digits = scaled.toString().padStart(5, '0');
  return `${digits.slice(0, -4)}.${digits.slice(-4)}`;
}

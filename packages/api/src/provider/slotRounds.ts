import type { Deps } from '../deps.ts';
import { betIntegers, newClientSeed, newServerSeed, sha256Hex } from '../fairness/fairness.ts';
import { payoutOf } from '../games/game.ts';
import { DEMO_BALANCE_MINOR, slotMathsOf } from '../games/slots/slotCatalogue.ts';
import { spin, type SlotMaths } from '../games/slots/slotMaths.ts';
import { openDemoWallet } from '../money/demoMoney.ts';
import { activePair, takeNonce } from '../fairness/seedPairStore.ts';
import { findDemoWallet, takeDemoNonce, type DemoWallet } from './demoWalletStore.ts';

/** One spin as the game page draws it; `nonce` is the bet's nonce on the seed pair named by the round. */
export interface SpinView {
  readonly nonce: number;
  readonly free: boolean;
  readonly stops: number[];
  readonly window: string[][];
  readonly lines: { line: number; symbol: string; count: number; pays: number }[];
  readonly scatters: number;
  /** Ten-thousandths of the stake. */
  readonly multiplier: number;
  readonly payout_minor: number;
}

export interface Seeds {
  readonly serverSeed: string;
  readonly serverSeedHashed: string;
  readonly clientSeed: string;
  /** Takes the next nonce of the pair. */
  nextNonce(): number;
}

/**
 * The spins of a round: the paid (or campaign) spin, then, when it shows three scatters, the slot's free spins at the
 * same stake, each its own nonce of the pair so each verifies alone (docs/fairness.md, "Slots").
 */
export function playSpins(maths: SlotMaths, seeds: Seeds, stakeMinor: number): SpinView[] {
  const one = (free: boolean): SpinView => {
    const nonce = seeds.nextNonce();
    const result = spin(maths, betIntegers(seeds.serverSeed, seeds.clientSeed, nonce, 5), free);
    return {
      nonce,
      free,
      stops: result.stops,
      window: result.window,
      lines: result.lines,
      scatters: result.scatters,
      multiplier: result.multiplier,
      payout_minor: payoutOf(stakeMinor, result.multiplier),
    };
  };
  const first = one(false);
  const feature = first.scatters >= 3 ? maths.freeSpins : 0;
  return [first, ...Array.from({ length: feature }, () => one(true))];
}

export function mathsOrThrow(slug: string): SlotMaths {
  const maths = slotMathsOf(slug);
  if (!maths) throw new Error(`no maths for ${slug}`);
  return maths;
}

/** The player's active pair of the platform: a slot spin is a bet like the originals' (docs/fairness.md). */
export function playerSeeds(deps: Deps, playerId: number): Seeds {
  const pair = activePair(deps, playerId);
  return {
    serverSeed: pair.server_seed,
    serverSeedHashed: pair.server_seed_hashed,
    clientSeed: pair.client_seed,
    nextNonce: () => takeNonce(deps, activePair(deps, playerId)),
  };
}

/** A demo session's play money and its own seed pair, made on first use. */
export function demoWallet(deps: Deps, token: string): DemoWallet {
  const found = findDemoWallet(deps, token);
  if (found) return found;
  const fresh = {
    balance_minor: DEMO_BALANCE_MINOR,
    server_seed: newServerSeed(),
    client_seed: newClientSeed(),
    nonce: 0,
  };
  openDemoWallet(deps, { token, ...fresh });
  return fresh;
}

export function demoSeeds(deps: Deps, token: string): Seeds {
  const wallet = demoWallet(deps, token);
  return {
    serverSeed: wallet.server_seed,
    serverSeedHashed: sha256Hex(wallet.server_seed),
    clientSeed: wallet.client_seed,
    nextNonce: () => takeDemoNonce(deps, token),
  };
}

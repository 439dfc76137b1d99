import type { Digests } from '../../ports/Digests.ts';
import { deriveRounds, u32Stream, type DerivedRound } from '../fairness/rounds.ts';
import { REELS, type SlotModel } from './model.ts';
import { SLOT_MODELS } from './models.ts';
import { spinFromU32s, type SlotSpin } from './spin.ts';

/** What a player has of one slot spin (docs/fairness.md, "Slots"): its seeds, its nonce, the slot's maths, the stake. */
export interface SlotSpinProof {
  /** The maths the slot plays (`fruits`, `gems`, `pharaoh`), as the slot's page names it. */
  readonly maths: string;
  readonly serverSeed: string;
  /** The commitment shown before the spin; empty when the player has none to compare. */
  readonly serverSeedHashed: string;
  readonly clientSeed: string;
  readonly nonce: number;
  /** A free spin (of a round's scatters, or of a campaign) multiplies its win by the slot's free-spin multiplier. */
  readonly freeSpin: boolean;
  readonly stakeMinor: number;
}

export interface SlotSpinCheck {
  readonly model: SlotModel;
  readonly rounds: readonly DerivedRound[];
  /** The five u32 the reels' stops come from. */
  readonly u32s: readonly number[];
  readonly spin: SlotSpin;
  /** floor(stake × multiplier / 10 000), in minor units. */
  readonly payoutMinor: number;
  /** Whether sha256(server seed) is the commitment; null when none was given. */
  readonly seedMatches: boolean | null;
}

export function slotModelOf(maths: string): SlotModel | null {
  return SLOT_MODELS.find((model) => model.id === maths) ?? null;
}

/**
 * Re-derives one slot spin in the client, independently of the provider: the round of bytes of its nonce, the five
 * stops, the grid, every line and scatter, the multiplier and the payout. Null for maths the site does not know.
 */
export async function checkSlotSpin(digests: Digests, proof: SlotSpinProof): Promise<SlotSpinCheck | null> {
  const model = slotModelOf(proof.maths);
  if (!model) return null;
  const rounds = await deriveRounds(digests, proof, REELS);
  const u32s = u32Stream(rounds, REELS);
  const spin = spinFromU32s(model, u32s, proof.freeSpin);
  const commitment = proof.serverSeedHashed.trim().toLowerCase();
  return {
    model,
    rounds,
    u32s,
    spin,
    payoutMinor: Math.floor((proof.stakeMinor * spin.multiplierTenThousandths) / 10_000),
    seedMatches: commitment === '' ? null : (await digests.sha256Hex(proof.serverSeed)) === commitment,
  };
}

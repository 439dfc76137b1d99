import { err, ok, type Result } from '../../domain/result.ts';
import type { Digests } from '../../ports/Digests.ts';
import { caseItemIndex, caseTicket, isValidCase, type CaseItem } from '../cases/cases.ts';
import { hiloCardOf, type HiloCard } from '../hilo/cards.ts';
import { HILO_MAX_CARDS } from '../hilo/hilo.ts';
import { isMineCount, MINER_FLOATS, minerField } from '../miner/miner.ts';
import { floatOf, FLOATS_PER_ROUND } from './floats.ts';
import { deriveRounds, u32Stream, type DerivedRound } from './rounds.ts';

/** What to rebuild: a minefield of so many mines, so many hilo cards, or a case's draw over its published items. */
export type RoundSubject =
  | { readonly game: 'miner'; readonly mines: number }
  | { readonly game: 'hilo'; readonly cards: number }
  | { readonly game: 'cases'; readonly items: readonly CaseItem[] };

export interface VerifyRoundInput {
  readonly serverSeed: string;
  readonly clientSeed: string;
  readonly nonce: number;
  readonly serverSeedHashed?: string | null;
  readonly subject: RoundSubject;
}

export type RebuiltRound =
  | { readonly game: 'miner'; readonly mines: readonly number[]; readonly order: readonly number[] }
  | { readonly game: 'hilo'; readonly cards: readonly HiloCard[] }
  | { readonly game: 'cases'; readonly ticket: number; readonly itemIndex: number; readonly item: CaseItem };

/** One float of the round with where its bytes came from. */
export interface RoundFloat {
  readonly index: number;
  readonly round: number;
  readonly bytesHex: string;
  readonly u32: number;
  readonly float: number;
}

export interface RoundVerification {
  readonly rounds: readonly DerivedRound[];
  readonly floats: readonly RoundFloat[];
  readonly rebuilt: RebuiltRound;
  /**
   * The rounding draw of a cash-out (docs/fairness.md, "Payout"): the float after the round's, the 25th of a miner
   * round, the one after the last card of a hilo round; null for a case, whose item's value is paid as it is.
   */
  readonly roundingU32: number | null;
  readonly commitment: {
    readonly computed: string;
    readonly expected: string | null;
    readonly matches: boolean | null;
  };
}

export type VerifyRoundError =
  | { readonly kind: 'invalidSeeds'; readonly field: 'serverSeed' | 'clientSeed' | 'nonce' }
  | { readonly kind: 'invalidSubject' };

function floatCount(subject: RoundSubject): number | null {
  if (subject.game === 'miner') return isMineCount(subject.mines) ? MINER_FLOATS : null;
  if (subject.game === 'hilo') {
    const valid = Number.isInteger(subject.cards) && subject.cards >= 1 && subject.cards <= HILO_MAX_CARDS;
    return valid ? subject.cards : null;
  }
  return isValidCase(subject.items) ? 1 : null;
}

function rebuild(subject: RoundSubject, u32s: readonly number[]): RebuiltRound {
  if (subject.game === 'miner') {
    const field = minerField(u32s, subject.mines);
    return { game: 'miner', mines: field.mines, order: field.order };
  }
  if (subject.game === 'hilo') return { game: 'hilo', cards: u32s.map(hiloCardOf) };
  const ticket = caseTicket(u32s[0] ?? 0, subject.items);
  const itemIndex = caseItemIndex(ticket, subject.items);
  return { game: 'cases', ticket, itemIndex, item: subject.items[itemIndex] as CaseItem };
}

/**
 * Rebuilds a whole multi-step round from its seeds as docs/fairness.md says: every mine of the field, every card of
 * the hilo round, or the case's ticket and item, with each round of bytes and each float. The total weight of a case
 * comes from the items given, so the published catalogue is what the opening is checked against.
 */
export async function verifyRound(
  digests: Digests,
  input: VerifyRoundInput,
): Promise<Result<RoundVerification, VerifyRoundError>> {
  if (typeof input.serverSeed !== 'string' || input.serverSeed.length === 0)
    return err({ kind: 'invalidSeeds', field: 'serverSeed' });
  if (typeof input.clientSeed !== 'string' || input.clientSeed.length === 0)
    return err({ kind: 'invalidSeeds', field: 'clientSeed' });
  if (!Number.isSafeInteger(input.nonce) || input.nonce < 0)
    return err({ kind: 'invalidSeeds', field: 'nonce' });
  const count = floatCount(input.subject);
  if (count === null) return err({ kind: 'invalidSubject' });

  const drawn = input.subject.game === 'cases' ? count : count + 1;
  const rounds = await deriveRounds(digests, input, drawn);
  const stream = u32Stream(rounds, drawn);
  const u32s = stream.slice(0, count);
  const floats = u32s.map((u32, index): RoundFloat => {
    const round = Math.floor(index / FLOATS_PER_ROUND);
    const offset = 8 * (index % FLOATS_PER_ROUND);
    return {
      index,
      round,
      bytesHex: rounds[round]?.bytesHex.slice(offset, offset + 8) ?? '',
      u32,
      float: floatOf(u32),
    };
  });
  const computed = await digests.sha256Hex(input.serverSeed);
  const expected = input.serverSeedHashed?.trim().toLowerCase() || null;
  return ok({
    rounds,
    floats,
    rebuilt: rebuild(input.subject, u32s),
    roundingU32: drawn > count ? (stream[count] ?? 0) : null,
    commitment: { computed, expected, matches: expected === null ? null : expected === computed },
  });
}

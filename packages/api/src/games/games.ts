import type { z } from 'zod';
import { coinflip } from './coinflip.ts';
import { dice } from './dice.ts';
import type { GameRules, Settlement } from './game.ts';
import { keno } from './keno.ts';
import type { LimitGame } from './limits.ts';
import { roulette } from './roulette.ts';
import { wheel } from './wheel.ts';

export const INSTANT_GAMES = ['dice', 'coinflip', 'roulette', 'keno', 'wheel'] as const;
export type InstantGame = (typeof INSTANT_GAMES)[number];

/** A bet's parameters once parsed: what it stakes per chip, how it reads on the wire, and how it settles. */
export interface PreparedBet {
  readonly game: InstantGame;
  readonly limits: LimitGame;
  /** The floats a bet derives: the outcome's, then the rounding draw of its payout (docs/fairness.md, "Payout"). */
  readonly floats: number;
  readonly chipStakes: readonly number[] | null;
  readonly wire: Record<string, unknown>;
  settle(integers: readonly number[], stakeMinor: number): Settlement;
}

export type Preparation =
  | { readonly ok: true; readonly bet: PreparedBet }
  | { readonly ok: false; readonly issues: readonly z.core.$ZodIssue[] };

function preparer<P>(game: InstantGame, rules: GameRules<P>) {
  return (raw: unknown): Preparation => {
    const parsed = rules.params.safeParse(raw);
    if (!parsed.success) return { ok: false, issues: parsed.error.issues };
    const params = parsed.data;
    return {
      ok: true,
      bet: {
        game,
        limits: rules.limits,
        floats: rules.floats + 1,
        chipStakes: rules.chipStakes(params),
        wire: rules.wire(params),
        settle: (integers, stakeMinor) => rules.settle(params, integers, stakeMinor),
      },
    };
  };
}

const PREPARERS: Readonly<Record<InstantGame, (raw: unknown) => Preparation>> = {
  dice: preparer('dice', dice),
  coinflip: preparer('coinflip', coinflip),
  roulette: preparer('roulette', roulette),
  keno: preparer('keno', keno),
  wheel: preparer('wheel', wheel),
};

export function isInstantGame(value: string): value is InstantGame {
  return (INSTANT_GAMES as readonly string[]).includes(value);
}

/** Parses a game's parameters as the wire sends them. */
export function prepareBet(game: InstantGame, rawParams: unknown): Preparation {
  return PREPARERS[game](rawParams);
}

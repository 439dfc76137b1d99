import type { Odds } from './odds.ts';

/** What the player allows when odds move between adding a leg and placing the bet. */
export type OddsChangePreference = 'never' | 'higher' | 'always';
export const ODDS_CHANGE_PREFERENCES: readonly OddsChangePreference[] = ['never', 'higher', 'always'];

export interface LegPrice {
  /** The odds the player saw. */
  readonly sent: Odds;
  /** The odds now. */
  readonly current: Odds;
}

export interface OddsChangeDecision {
  /** Whether the bet goes through (always at the current odds). */
  readonly accept: boolean;
  /** Each leg whose odds moved, and which way. */
  readonly moved: readonly { readonly leg: number; readonly direction: 'up' | 'down' }[];
}

/**
 * The odds-change rule (issue 20): `never` accepts only unchanged odds, `higher` accepts odds that stayed or rose on
 * every leg, `always` accepts whatever they are now. An accepted bet is priced at the current odds.
 */
export function decideOddsChange(
  preference: OddsChangePreference,
  legs: readonly LegPrice[],
): OddsChangeDecision {
  const moved = legs.flatMap((leg, index) =>
    leg.current === leg.sent
      ? []
      : [{ leg: index, direction: leg.current > leg.sent ? ('up' as const) : ('down' as const) }],
  );
  const accept =
    preference === 'always' ||
    moved.length === 0 ||
    (preference === 'higher' && moved.every((change) => change.direction === 'up'));
  return { accept, moved };
}

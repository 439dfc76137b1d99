import type { CaseOpening, InstantGame, Round } from '@casino/core';

/** The multi-step originals the verifier rebuilds whole (issue 16). */
export const ROUND_VERIFIER_GAMES = ['miner', 'hilo', 'cases'] as const;
export type RoundVerifierGame = (typeof ROUND_VERIFIER_GAMES)[number];
/** Every game whose bets or rounds the verifier checks. */
export type VerifiableGame = InstantGame | RoundVerifierGame;

/** The round verifier's form, as text the player can edit. */
export interface RoundVerifierFields {
  readonly game: RoundVerifierGame;
  readonly serverSeed: string;
  readonly commitment: string;
  readonly clientSeed: string;
  readonly nonce: string;
  /** Miner: how many mines the round had. */
  readonly mines: string;
  /** Hilo: how many cards the round drew (start card, skips and guesses). */
  readonly cards: string;
  /** Cases: the case whose published items the draw ran over. */
  readonly caseSlug: string;
}

export const EMPTY_ROUND_FIELDS: RoundVerifierFields = {
  game: 'miner',
  serverSeed: '',
  commitment: '',
  clientSeed: '',
  nonce: '0',
  mines: '3',
  cards: '1',
  caseSlug: '',
};

const MAX_FIELD_LENGTH = 256;

export function isRoundVerifierGame(value: unknown): value is RoundVerifierGame {
  return typeof value === 'string' && (ROUND_VERIFIER_GAMES as readonly string[]).includes(value);
}

function seedsQuery(fairness: Round['fairness']): Record<string, string> {
  return {
    ...(fairness.serverSeed !== null && { server_seed: fairness.serverSeed }),
    server_seed_hashed: fairness.serverSeedHashed,
    client_seed: fairness.clientSeed,
    nonce: String(fairness.nonce),
  };
}

/**
 * The verifier pre-filled with a finished round: its seeds, its one nonce and the mines or the number of cards. The
 * server seed comes once the pair is rotated; until then the link carries the commitment for the player to check.
 */
export function roundVerifierPath(round: Round): string {
  const subject: Record<string, string> =
    round.state.game === 'miner'
      ? { game: 'miner', mines: String(round.state.mines) }
      : { game: 'hilo', cards: String(round.state.steps.length) };
  return `/fairness?${new URLSearchParams({ ...subject, ...seedsQuery(round.fairness) }).toString()}`;
}

/** The verifier pre-filled with a case opening: the case's slug names the published items it drew over. */
export function openingVerifierPath(opening: CaseOpening): string {
  const query = new URLSearchParams({
    game: 'cases',
    case: opening.offer.slug,
    ...seedsQuery(opening.fairness),
  });
  return `/fairness?${query.toString()}`;
}

function text(raw: string | null, fallback: string): string {
  return raw === null ? fallback : raw.trim().slice(0, MAX_FIELD_LENGTH);
}

/** The round form from a verifier link; unknown or hostile values fall back to the defaults, never throw. */
export function roundFieldsFromQuery(search: string | URLSearchParams): RoundVerifierFields {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const get = (name: string) => query.get(name);
  const game = get('game');
  const defaults = EMPTY_ROUND_FIELDS;
  return {
    game: isRoundVerifierGame(game) ? game : defaults.game,
    serverSeed: text(get('server_seed'), defaults.serverSeed),
    commitment: text(get('server_seed_hashed'), defaults.commitment),
    clientSeed: text(get('client_seed'), defaults.clientSeed),
    nonce: text(get('nonce'), defaults.nonce),
    mines: text(get('mines'), defaults.mines),
    cards: text(get('cards'), defaults.cards),
    caseSlug: text(get('case'), defaults.caseSlug),
  };
}

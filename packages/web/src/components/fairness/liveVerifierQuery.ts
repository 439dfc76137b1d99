/** The live games whose rounds the verifier checks (issue 17), and the provider's live tables (issue 19). */
export const LIVE_VERIFIER_GAMES = ['crash', 'room', 'table'] as const;
export type LiveVerifierGame = (typeof LIVE_VERIFIER_GAMES)[number];

export function isLiveVerifierGame(value: unknown): value is LiveVerifierGame {
  return typeof value === 'string' && (LIVE_VERIFIER_GAMES as readonly string[]).includes(value);
}

/** The live verifier's form, as text the player can edit. */
export interface LiveVerifierFields {
  readonly game: LiveVerifierGame;
  /** Crash: the round's hash, the one before it in the chain (or the terminating hash), the salt, the shown point. */
  readonly hash: string;
  readonly previousHash: string;
  readonly salt: string;
  readonly crashPoint: string;
  /** Crash: the chain's terminating hash and the first players' client seeds that fixed the salt (issue 33). */
  readonly terminatingHash: string;
  readonly saltSeeds: string;
  /** Crash: the player's own bet, for its cash-out's rounding draw (issue 33): its key, stake in minor units, cash-out. */
  readonly betKey: string;
  readonly stake: string;
  readonly cashOut: string;
  /** Crash: what the cash-out paid, in minor units, to compare. */
  readonly paid: string;
  /** Room: the revealed seed, its published hash, the round id, the seats taken and the seat that won. */
  /** Table: the table's slug, with the revealed seed, its published hash and the round id; a blackjack hand's key. */
  readonly table: string;
  readonly hand: string;
  readonly serverSeed: string;
  readonly commitment: string;
  readonly roundId: string;
  readonly seats: string;
  readonly winningSeat: string;
  /** Room: every entry's client seed in joining order, separated by commas (the players' entropy of the draw). */
  readonly clientSeeds: string;
}

export const EMPTY_LIVE_FIELDS: LiveVerifierFields = {
  game: 'crash',
  hash: '',
  previousHash: '',
  salt: '',
  crashPoint: '',
  terminatingHash: '',
  saltSeeds: '',
  betKey: '',
  stake: '',
  cashOut: '',
  paid: '',
  table: '',
  hand: '',
  serverSeed: '',
  commitment: '',
  roundId: '',
  seats: '',
  winningSeat: '',
  clientSeeds: '',
};

const MAX_FIELD_LENGTH = 256;
/** A round's client seeds: up to 100 entries of up to 64 characters, with their commas. */
const MAX_SEEDS_LENGTH = 6_600;

/** Query names of each field, as the crash and room pages write their links. */
const QUERY_NAMES: Readonly<Record<Exclude<keyof LiveVerifierFields, 'game'>, string>> = {
  hash: 'hash',
  previousHash: 'previous',
  salt: 'salt',
  crashPoint: 'crash',
  terminatingHash: 'terminating',
  saltSeeds: 'salt_seeds',
  betKey: 'bet_key',
  stake: 'stake',
  cashOut: 'cash_out',
  paid: 'paid',
  table: 'table',
  hand: 'hand',
  serverSeed: 'server_seed',
  commitment: 'server_seed_hashed',
  roundId: 'round',
  seats: 'seats',
  winningSeat: 'seat',
  clientSeeds: 'client_seeds',
};

/** The form filled from a link: unknown names ignored, every value cut to a sane length. */
export function liveFieldsFromQuery(search: string): LiveVerifierFields {
  const query = new URLSearchParams(search);
  const game = query.get('game');
  const fields: Record<string, string> = {
    ...EMPTY_LIVE_FIELDS,
    game: isLiveVerifierGame(game) ? game : 'crash',
  };
  for (const [field, name] of Object.entries(QUERY_NAMES)) {
    const value = query.get(name);
    if (value !== null)
      fields[field] = value.slice(
        0,
        field === 'clientSeeds' || field === 'saltSeeds' ? MAX_SEEDS_LENGTH : MAX_FIELD_LENGTH,
      );
  }
  return fields as unknown as LiveVerifierFields;
}

/** The verifier link of a live round: what the crash and room pages put on each past round. */
export function liveVerifierLink(
  game: LiveVerifierGame,
  values: Partial<Omit<LiveVerifierFields, 'game'>>,
): string {
  const query = new URLSearchParams({ game });
  for (const [field, value] of Object.entries(values)) {
    const name = QUERY_NAMES[field as keyof typeof QUERY_NAMES];
    if (name && value !== undefined) query.set(name, value);
  }
  return `/fairness?${query.toString()}`;
}

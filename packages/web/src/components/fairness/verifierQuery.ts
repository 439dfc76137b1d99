import {
  CURRENCIES,
  INSTANT_GAMES,
  KENO_RISKS,
  ROULETTE_BET_KINDS,
  WHEEL_RISKS,
  WHEEL_SEGMENTS,
  moneyToMajor,
  type BetParams,
  type CoinSide,
  type Currency,
  type DiceDirection,
  type InstantGame,
  type KenoRisk,
  type Money,
  type RouletteBetKind,
  type WheelRisk,
  type WheelSegments,
} from '@casino/core';

/** One roulette chip as the verifier's form holds it: numbers and amount as typed. */
export interface ChipFields {
  readonly kind: RouletteBetKind;
  /** Pockets separated by commas or spaces; empty for red, black, odd, even, low, high (their numbers are known). */
  readonly numbers: string;
  readonly amount: string;
}

/** Everything the verifier's form holds, as text the player can edit. */
export interface VerifierFields {
  readonly game: InstantGame;
  readonly serverSeed: string;
  /** The commitment shown before the bet; optional. */
  readonly commitment: string;
  readonly clientSeed: string;
  readonly nonce: string;
  /** Dice target, at most two decimals. */
  readonly target: string;
  readonly direction: DiceDirection;
  readonly side: CoinSide;
  readonly chips: readonly ChipFields[];
  /** Keno squares separated by commas or spaces. */
  readonly picks: string;
  readonly kenoRisk: KenoRisk;
  readonly wheelRisk: WheelRisk;
  readonly segments: WheelSegments;
  /** The stake in major units, for the payout; optional except for roulette, whose chips carry it. */
  readonly stake: string;
  readonly currency: Currency;
}

export const DEFAULT_CHIP: ChipFields = { kind: 'red', numbers: '', amount: '1' };

export const EMPTY_VERIFIER_FIELDS: VerifierFields = {
  game: 'dice',
  serverSeed: '',
  commitment: '',
  clientSeed: '',
  nonce: '0',
  target: '50',
  direction: 'under',
  side: 'heads',
  chips: [DEFAULT_CHIP],
  picks: '',
  kenoRisk: 'classic',
  wheelRisk: 'low',
  segments: 10,
  stake: '',
  currency: 'USD',
};

/** A bet as the verifier needs it: its choice, its seeds, and the stake when the payout should be shown. */
export interface VerifiableBet {
  readonly params: BetParams;
  readonly fairness: {
    readonly serverSeed: string | null;
    readonly serverSeedHashed: string;
    readonly clientSeed: string;
    readonly nonce: number;
  };
  readonly stake?: Money | null;
}

const CHIP_SEPARATOR = ';';
/** Longest text a query value may put into a field: a hostile link cannot flood the page. */
const MAX_FIELD_LENGTH = 256;
const MAX_CHIPS = 50;

function paramsQuery(params: BetParams): Record<string, string> {
  switch (params.game) {
    case 'dice':
      return { target: (params.targetHundredths / 100).toFixed(2), direction: params.direction };
    case 'coinflip':
      return { side: params.side };
    case 'roulette':
      return {
        chips: params.chips
          .map((chip) => `${chip.kind}:${chip.numbers.join('-')}:${moneyToMajor(chip.amount)}`)
          .join(CHIP_SEPARATOR),
        currency: params.chips[0]?.amount.currency ?? 'USD',
      };
    case 'keno':
      return { picks: params.picks.join(','), risk: params.risk };
    case 'wheel':
      return { risk: params.risk, segments: String(params.segments) };
  }
}

/**
 * The unprefixed path of the verifier pre-filled with a bet (`/fairness?game=dice&...`); the caller adds the locale
 * prefix (LocalizedLink). A bet whose pair is not revealed yet carries its commitment alone: the player pastes the
 * server seed once it is rotated.
 */
export function verifierPath(bet: VerifiableBet): string {
  const query = new URLSearchParams({
    game: bet.params.game,
    ...(bet.fairness.serverSeed !== null && { server_seed: bet.fairness.serverSeed }),
    server_seed_hashed: bet.fairness.serverSeedHashed,
    client_seed: bet.fairness.clientSeed,
    nonce: String(bet.fairness.nonce),
    ...paramsQuery(bet.params),
    // A spin's chips carry its stake and currency themselves.
    ...(bet.stake &&
      bet.params.game !== 'roulette' && {
        stake: String(moneyToMajor(bet.stake)),
        currency: bet.stake.currency,
      }),
  });
  return `/fairness?${query.toString()}`;
}

function oneOf<T extends string | number>(values: readonly T[], raw: string | null, fallback: T): T {
  return values.find((value) => String(value) === raw) ?? fallback;
}

function text(raw: string | null, fallback: string): string {
  return raw === null ? fallback : raw.trim().slice(0, MAX_FIELD_LENGTH);
}

function chipsFrom(raw: string | null): readonly ChipFields[] {
  if (raw === null || raw.trim() === '') return EMPTY_VERIFIER_FIELDS.chips;
  const chips = raw
    .split(CHIP_SEPARATOR)
    .slice(0, MAX_CHIPS)
    .map((part): ChipFields => {
      const [kind = '', numbers = '', amount = ''] = part.split(':');
      return {
        kind: oneOf(ROULETTE_BET_KINDS, kind, DEFAULT_CHIP.kind),
        numbers: text(numbers.replaceAll('-', ', '), ''),
        amount: text(amount, ''),
      };
    });
  return chips.length > 0 ? chips : EMPTY_VERIFIER_FIELDS.chips;
}

/** The form pre-filled from a verifier link; unknown or hostile values fall back to the defaults, never throw. */
export function fieldsFromQuery(search: string | URLSearchParams): VerifierFields {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const get = (name: string) => query.get(name);
  const game = oneOf(INSTANT_GAMES, get('game'), EMPTY_VERIFIER_FIELDS.game);
  const defaults = EMPTY_VERIFIER_FIELDS;
  return {
    game,
    serverSeed: text(get('server_seed'), defaults.serverSeed),
    commitment: text(get('server_seed_hashed'), defaults.commitment),
    clientSeed: text(get('client_seed'), defaults.clientSeed),
    nonce: text(get('nonce'), defaults.nonce),
    target: text(get('target'), defaults.target),
    direction: oneOf(['over', 'under'] as const, get('direction'), defaults.direction),
    side: oneOf(['heads', 'tails'] as const, get('side'), defaults.side),
    chips: chipsFrom(get('chips')),
    picks: text(get('picks'), defaults.picks),
    kenoRisk: game === 'keno' ? oneOf(KENO_RISKS, get('risk'), defaults.kenoRisk) : defaults.kenoRisk,
    wheelRisk: game === 'wheel' ? oneOf(WHEEL_RISKS, get('risk'), defaults.wheelRisk) : defaults.wheelRisk,
    segments: oneOf(WHEEL_SEGMENTS, get('segments'), defaults.segments),
    stake: text(get('stake'), defaults.stake),
    currency: oneOf(CURRENCIES, get('currency'), defaults.currency),
  };
}

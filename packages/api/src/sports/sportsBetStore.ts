import type { Deps } from '../deps.ts';
import type { MarketKey } from './pricing.ts';

/** The sports bets' rows (tables `sports_bets` and `sports_bet_legs`); the rules are in bets.ts. */

export interface BetRow {
  id: number;
  player_id: number;
  kind: 'single' | 'accumulator';
  stake_minor: number;
  currency: string;
  total_odds: number;
  status: 'open' | 'won' | 'lost' | 'void';
  return_minor: number | null;
  placed_at: number;
  settled_at: number | null;
}

export interface LegRow {
  bet_id: number;
  leg: number;
  event_id: number;
  market: MarketKey;
  outcome: string;
  odds: number;
  result: 'won' | 'lost' | 'void' | null;
  home: string;
  away: string;
  sport: string;
  league_id: string;
  start_at: number;
  status: string;
  score_home: number;
  score_away: number;
  total_line: number;
  handicap_line: number;
}

const BET_COLUMNS = `id, player_id, kind, stake_minor, currency, total_odds, status, return_minor, placed_at,
  settled_at`;

export function betById(deps: Deps, id: number): BetRow {
  const bet = deps.db.get<BetRow>(`SELECT ${BET_COLUMNS} FROM sports_bets WHERE id = ?`, id);
  if (!bet) throw new Error(`sports bet ${id} is missing`);
  return bet;
}

/** A bet's legs with their events, in order. */
export function legsOfBet(deps: Deps, betId: number): LegRow[] {
  return deps.db.all<LegRow>(
    `SELECT l.*, e.home, e.away, e.sport, e.league_id, e.start_at, e.status, e.score_home, e.score_away,
       e.total_line, e.handicap_line
     FROM sports_bet_legs l JOIN sports_events e ON e.id = l.event_id WHERE l.bet_id = ? ORDER BY l.leg`,
    betId,
  );
}

export interface NewBet {
  readonly playerId: number;
  readonly kind: BetRow['kind'];
  readonly stakeMinor: number;
  readonly currency: string;
  readonly totalOdds: number;
  readonly key: string;
  readonly at: number;
}

/** Writes an open bet; answers its id. */
export function insertBet(deps: Deps, bet: NewBet): number {
  return deps.db.run(
    `INSERT INTO sports_bets (player_id, kind, stake_minor, currency, total_odds, status, idempotency_key,
       placed_at) VALUES (?, ?, ?, ?, ?, 'open', ?, ?)`,
    bet.playerId,
    bet.kind,
    bet.stakeMinor,
    bet.currency,
    bet.totalOdds,
    bet.key,
    bet.at,
  ).lastId;
}

export function insertLeg(
  deps: Deps,
  betId: number,
  index: number,
  leg: { readonly eventId: number; readonly market: MarketKey; readonly outcome: string },
  odds: number,
): void {
  deps.db.run(
    'INSERT INTO sports_bet_legs (bet_id, leg, event_id, market, outcome, odds) VALUES (?, ?, ?, ?, ?, ?)',
    betId,
    index,
    leg.eventId,
    leg.market,
    leg.outcome,
    odds,
  );
}

/** A player's bets, newest first: all, the open ones or the settled ones. */
export function playerBets(
  deps: Deps,
  playerId: number,
  status: 'open' | 'settled' | null,
  limit: number,
): BetRow[] {
  return deps.db.all<BetRow>(
    `SELECT ${BET_COLUMNS} FROM sports_bets WHERE player_id = ?
       AND (? IS NULL OR (? = 'open' AND status = 'open') OR (? = 'settled' AND status != 'open'))
     ORDER BY placed_at DESC, id DESC LIMIT ?`,
    playerId,
    status,
    status,
    status,
    limit,
  );
}

export function playerBet(deps: Deps, playerId: number, id: number): BetRow | undefined {
  return deps.db.get<BetRow>(
    `SELECT ${BET_COLUMNS} FROM sports_bets WHERE id = ? AND player_id = ?`,
    id,
    playerId,
  );
}

/** The legs on an event that have no result yet. */
export function unsettledLegs(deps: Deps, eventId: number) {
  return deps.db.all<{ bet_id: number; leg: number; market: MarketKey; outcome: string }>(
    'SELECT bet_id, leg, market, outcome FROM sports_bet_legs WHERE event_id = ? AND result IS NULL',
    eventId,
  );
}

export function markLeg(deps: Deps, betId: number, leg: number, result: 'won' | 'lost' | 'void'): void {
  deps.db.run('UPDATE sports_bet_legs SET result = ? WHERE bet_id = ? AND leg = ?', result, betId, leg);
}

/** The open bets whose legs all have a result. */
export function dueBets(deps: Deps): BetRow[] {
  return deps.db.all<BetRow>(
    `SELECT ${BET_COLUMNS} FROM sports_bets b WHERE status = 'open' AND NOT EXISTS (
       SELECT 1 FROM sports_bet_legs l WHERE l.bet_id = b.id AND l.result IS NULL)`,
  );
}

export function legResults(deps: Deps, betId: number) {
  return deps.db.all<{ odds: number; result: 'won' | 'lost' | 'void' }>(
    'SELECT odds, result FROM sports_bet_legs WHERE bet_id = ? ORDER BY leg',
    betId,
  );
}

/** Settles an open bet; false when it was no longer open (settled by another run). */
export function closeBet(
  deps: Deps,
  id: number,
  status: BetRow['status'],
  amount: number,
  at: number,
): boolean {
  return (
    deps.db.run(
      "UPDATE sports_bets SET status = ?, return_minor = ?, settled_at = ? WHERE id = ? AND status = 'open'",
      status,
      amount,
      at,
      id,
    ).changes === 1
  );
}

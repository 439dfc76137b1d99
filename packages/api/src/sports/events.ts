import type { Deps } from '../deps.ts';
import { SPORT_RULES, type SportId } from './catalogue.ts';
import { leagueById } from './leagues.ts';
import {
  MARKET_OUTCOMES,
  MARKETS_OF,
  oddsOf,
  probabilities,
  type MarketKey,
  type PricedState,
} from './pricing.ts';

export type EventStatus = 'upcoming' | 'live' | 'ended' | 'abandoned';

export interface EventRow {
  id: number;
  sport: SportId;
  league_id: string;
  home: string;
  away: string;
  start_at: number;
  status: EventStatus;
  progress: number;
  score_home: number;
  score_away: number;
  overtime: 'home' | 'away' | null;
  rating_home: number;
  rating_away: number;
  total_line: number;
  handicap_line: number;
  suspended_until: number;
  ticks: number;
  version: number;
  ended_at: number | null;
  /** The line's own event, or a match a development route scheduled (sportsScheduleMigration.ts). */
  scheduled_by: 'line' | 'dev';
  /** Its regular time, when it has one of its own (a development route's match); null: its sport's. */
  match_ms: number | null;
}

/** Regular time in minutes, for the clock the page shows (basketball as FIBA plays it). */
const MINUTES: Readonly<Record<SportId, number>> = {
  football: 90,
  hockey: 60,
  basketball: 40,
  tennis: 0,
  esports: 0,
};

export const pricedState = (row: EventRow): PricedState => ({
  sport: row.sport,
  progress: row.progress,
  scoreHome: row.score_home,
  scoreAway: row.score_away,
  ratingHome: row.rating_home,
  ratingAway: row.rating_away,
  totalLine: row.total_line,
  handicapLine: row.handicap_line,
});

export interface SelectionView {
  readonly id: string;
  readonly outcome: string;
  /** Decimal odds in hundredths; null when this outcome is not offered now. */
  readonly odds: number | null;
}

export interface MarketView {
  readonly id: string;
  readonly key: MarketKey;
  /** Totals: the line; handicaps: the home side's line; else null. */
  readonly line: number | null;
  readonly selections: readonly SelectionView[];
}

/** The current odds of every selection of an open event, by selection id (null: not offered). */
export function currentOdds(row: EventRow): Map<string, number | null> {
  const odds = new Map<string, number | null>();
  const probs = probabilities(pricedState(row));
  for (const key of MARKETS_OF[row.sport]) {
    for (const outcome of MARKET_OUTCOMES[key]) {
      odds.set(`${row.id}:${key}:${outcome}`, oddsOf(probs[key][outcome] ?? 0));
    }
  }
  return odds;
}

function marketsOf(row: EventRow): MarketView[] {
  const odds = currentOdds(row);
  return MARKETS_OF[row.sport].map((key) => ({
    id: `${row.id}:${key}`,
    key,
    line: key === 'total' ? row.total_line / 10 : key === 'handicap' ? row.handicap_line / 10 : null,
    selections: MARKET_OUTCOMES[key].map((outcome) => {
      const id = `${row.id}:${key}:${outcome}`;
      return { id, outcome, odds: odds.get(id) ?? null };
    }),
  }));
}

function clockOf(row: EventRow): { period: number; minute: number | null } | null {
  if (row.status !== 'live') return null;
  const rules = SPORT_RULES[row.sport];
  if (rules.model === 'sets') return { period: row.score_home + row.score_away + 1, minute: null };
  return {
    period: Math.min(rules.periods, Math.floor(row.progress * rules.periods) + 1),
    minute: Math.min(MINUTES[row.sport], Math.floor(row.progress * MINUTES[row.sport]) + 1),
  };
}

/** An event as the contract gives it (docs/contract.md, "Sportsbook"). */
export interface EventView {
  readonly id: string;
  readonly sport: SportId;
  readonly league: { readonly id: string; readonly country: string | null; readonly name: string };
  readonly home: string;
  readonly away: string;
  readonly start_at: string;
  readonly status: EventStatus;
  readonly clock: { readonly period: number; readonly minute: number | null } | null;
  readonly score: { readonly home: number; readonly away: number } | null;
  readonly overtime: 'home' | 'away' | null;
  readonly suspended: boolean;
  readonly version: number;
  readonly markets: readonly MarketView[];
}

const views = new WeakMap<Deps, Map<number, { version: number; view: EventView }>>();

/** An event as the contract gives it; the markets are priced once per version of the event. */
export function eventView(deps: Deps, row: EventRow): EventView {
  let cache = views.get(deps);
  if (!cache) views.set(deps, (cache = new Map()));
  const cached = cache.get(row.id);
  const now = deps.clock.now();
  const suspended = row.status === 'live' && row.suspended_until > now;
  if (cached && cached.version === row.version) return { ...cached.view, suspended };
  const league = leagueById(row.league_id);
  const open = row.status === 'upcoming' || row.status === 'live';
  const view: EventView = {
    id: String(row.id),
    sport: row.sport,
    league: { id: row.league_id, country: league?.country ?? null, name: league?.name ?? row.league_id },
    home: row.home,
    away: row.away,
    start_at: deps.clock.iso(row.start_at),
    status: row.status,
    clock: clockOf(row),
    score: row.status === 'upcoming' ? null : { home: row.score_home, away: row.score_away },
    overtime: row.overtime,
    suspended,
    version: row.version,
    markets: open ? marketsOf(row) : [],
  };
  if (cache.size > 2_000) cache.clear();
  cache.set(row.id, { version: row.version, view });
  return view;
}

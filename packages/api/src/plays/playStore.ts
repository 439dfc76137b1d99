import type { Deps } from '../deps.ts';
import { shownName } from '../live/masking.ts';
import { inRoubles, toMajor } from '../money.ts';
import { scorePlay } from '../tournaments/tournamentStore.ts';
import { markPlayed } from '../lobby/lobbyListStore.ts';

/** A win this many times the stake is a big win… */
export const BIG_WIN_MULTIPLE = 10;
/** …and so is any win worth this much in roubles (10 000 ₽, minor units). */
export const BIG_WIN_RUB_MINOR = 1_000_000;
/** How many plays, and how many big wins, the feed's snapshot carries. */
export const FEED_SIZE = 20;
/** The top list: the biggest wins of this many days, this many places. */
export const TOP_DAYS = 30;
export const TOP_PLACES = 10;

export interface SettledPlay {
  readonly playerId: number;
  /** The game's slug (`dice`, `crash`, `rooms`, a slot's slug…). */
  readonly game: string;
  /** The money step's own reference (`bet:12`, `crash:7`): a play is recorded once whatever repeats it. */
  readonly reference: string;
  readonly stakeMinor: number;
  readonly payoutMinor: number;
  readonly currency: string;
}

/**
 * A play as a viewer sees it: the name masked, no player id. A player who hides their statistics (issue 34) is shown to
 * others with no name (`player: null`, the client says "Hidden"), and to themselves by name; `hidden` says either way.
 */
export interface PlayView {
  readonly id: number;
  readonly game: string;
  /** The game's name as the catalogue gives it (`Dice`, `Sky Forge`). */
  readonly title: string;
  readonly player: string | null;
  /** The player hides their statistics from others. */
  readonly hidden: boolean;
  readonly stake_minor: number;
  readonly payout_minor: number;
  readonly currency: string;
  /** Hundredths (payout ÷ stake, floored); null for a stake of 0 (a free spin). */
  readonly multiplier: number | null;
  readonly big: boolean;
  readonly at: number;
}

export interface FeedFrame {
  /** Newest first. */
  readonly plays: PlayView[];
  /** Newest first; a big win is in `plays` too when it is among the newest. */
  readonly big_wins: PlayView[];
  /** The newest play's id: the next frame carries what comes after it. */
  readonly last_id: number;
}

export interface PlayRow {
  id: number;
  player_id: number;
  hidden: number;
  game: string;
  title: string | null;
  name: string;
  register_method: string;
  stake_minor: number;
  payout_minor: number;
  currency: string;
  big: number;
  created_at: number;
}

const PLAY_COLUMNS = `plays.id, plays.player_id, players.is_statistics_hidden AS hidden, plays.game, games.title, players.name, players.register_method, plays.stake_minor,
  plays.payout_minor, plays.currency, plays.big, plays.created_at`;
const PLAYS_JOINED = `plays JOIN players ON players.id = plays.player_id LEFT JOIN games ON games.slug = plays.game`;
/** Games played on the site that the catalogue does not list as one game. */
const TITLES: Readonly<Record<string, string>> = { rooms: 'Rooms' };

/** A win of at least ten times the stake, or worth at least 10 000 ₽. */
export function isBigWin(stakeMinor: number, payoutMinor: number, currency: string): boolean {
  if (payoutMinor <= 0) return false;
  return (
    (stakeMinor > 0 && payoutMinor >= BIG_WIN_MULTIPLE * stakeMinor) ||
    inRoubles(payoutMinor, currency) >= BIG_WIN_RUB_MINOR
  );
}

/**
 * Records a settled play for the feed and the top list, scores it in the running tournaments of its game, and counts
 * its game as the player's recently played (whichever list it came from, issue 36). Call it
 * inside the transaction that moves the play's money, so a rolled-back step leaves no play; a reference seen before is
 * ignored, so a repeated settlement adds none and scores nothing again.
 */
export function recordPlay(deps: Deps, play: SettledPlay): void {
  const recorded = deps.db.run(
    `INSERT OR IGNORE INTO plays (player_id, game, reference, stake_minor, payout_minor, currency, payout_rub_minor,
       big, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    play.playerId,
    play.game,
    play.reference,
    play.stakeMinor,
    play.payoutMinor,
    play.currency,
    Math.floor(inRoubles(play.payoutMinor, play.currency)),
    isBigWin(play.stakeMinor, play.payoutMinor, play.currency) ? 1 : 0,
    deps.clock.now(),
  );
  if (recorded.changes === 1) {
    scorePlay(deps, play);
    markPlayed(deps, play.playerId, play.game);
  }
}

/** A play as `viewer` (a player's id, or null for a visitor) sees it. */
export function view(row: PlayRow, viewer: number | null): PlayView {
  const hidden = row.hidden === 1;
  return {
    id: row.id,
    game: row.game,
    title: row.title ?? TITLES[row.game] ?? row.game,
    player: hidden && row.player_id !== viewer ? null : shownName(row.name, row.register_method),
    hidden,
    stake_minor: row.stake_minor,
    payout_minor: row.payout_minor,
    currency: row.currency,
    multiplier: row.stake_minor > 0 ? Math.floor((row.payout_minor * 100) / row.stake_minor) : null,
    big: row.big === 1,
    at: row.created_at,
  };
}

/**
 * The newest plays and big wins after `afterId` (0: the newest of all, what a snapshot carries), at most 20 of each.
 * A burst larger than that skips its oldest plays: a feed shows the newest twenty, and its big wins are read apart.
 */
export function feedAfter(deps: Deps, afterId = 0): FeedRows {
  const from = `FROM ${PLAYS_JOINED} WHERE plays.id > ?`;
  const plays = deps.db.all<PlayRow>(
    `SELECT ${PLAY_COLUMNS} ${from} ORDER BY plays.id DESC LIMIT ?`,
    afterId,
    FEED_SIZE,
  );
  const bigWins = deps.db.all<PlayRow>(
    `SELECT ${PLAY_COLUMNS} ${from} AND plays.big = 1 ORDER BY plays.id DESC LIMIT ?`,
    afterId,
    FEED_SIZE,
  );
  return { plays, big_wins: bigWins, last_id: plays[0]?.id ?? afterId };
}

/** The rows of a feed frame, before they are shown to a viewer (`renderFeed`). */
export interface FeedRows {
  readonly plays: readonly PlayRow[];
  readonly big_wins: readonly PlayRow[];
  readonly last_id: number;
}

export function renderFeed(rows: FeedRows, viewer: number | null): Omit<FeedFrame, 'last_id'> {
  return {
    plays: rows.plays.map((row) => view(row, viewer)),
    big_wins: rows.big_wins.map((row) => view(row, viewer)),
  };
}

/** The players of these rows who hide their statistics: each of them is sent a frame of their own. */
export function hiddenOwners(rows: FeedRows): Set<number> {
  return new Set(
    [...rows.plays, ...rows.big_wins].filter((row) => row.hidden === 1).map((row) => row.player_id),
  );
}

/**
 * The top list (`/api/v2/content/top`) as `viewer` sees it. It ranks wins, not players, so a hidden player's win keeps
 * its place, with no name (`name: null`, "Hidden") for anyone but its owner.
 */
export function topWins(
  deps: Deps,
  viewer: number | null,
): { place: number; name: string | null; hidden: boolean; game: string; win: number; currency: string }[] {
  const since = deps.clock.now() - TOP_DAYS * 24 * 60 * 60 * 1000;
  return deps.db
    .all<PlayRow>(
      `SELECT ${PLAY_COLUMNS} FROM ${PLAYS_JOINED}
       WHERE plays.created_at >= ? AND plays.payout_minor > plays.stake_minor
       ORDER BY plays.payout_rub_minor DESC, plays.id LIMIT ?`,
      since,
      TOP_PLACES,
    )
    .map((row) => view(row, viewer))
    .map((play, index) => ({
      place: index + 1,
      name: play.player,
      hidden: play.hidden,
      game: play.title,
      win: toMajor(play.payout_minor),
      currency: play.currency,
    }));
}

import type { Deps } from '../deps.ts';
import { pick, type ContentLang } from '../http/request.ts';
import { shownName } from '../live/masking.ts';
import { toMajor } from '../money.ts';
import { gameTitleIn } from '../seed/games.ts';
import { prizesOf } from './tournamentRules.ts';
import { catalogueGames, leadersByIds, prizesPaid } from './tournamentPrizeStore.ts';
import { gamesOf, standingsOf, statusAt, type TournamentRow } from './tournamentStore.ts';

/** How many places the leaderboard shows (the viewer's own place is answered apart, wherever it is). */
export const LEADERBOARD_PLACES = 10;

const money = (amountMinor: number, currency: string) => ({ amount: toMajor(amountMinor), currency });

/**
 * A tournament as `viewer` (a player's id, or null for a visitor) sees it: its games, rule and prizes, the leaderboard
 * from the scores of real bets (names masked as in the feed; a player who hides their statistics keeps their place
 * with no name, `name: null`, for everyone but themselves), the viewer's own place and points, and once it is paid,
 * what each winner was paid.
 */
export function tournamentAnswer(deps: Deps, row: TournamentRow, lang: ContentLang, viewer: number | null) {
  const ranked = standingsOf(deps.db, row);
  const paid = new Map(prizesPaid(deps.db, row.id).map((prize) => [prize.place, prize]));
  const shown = ranked.slice(0, LEADERBOARD_PLACES);
  const players = new Map(
    leadersByIds(
      deps.db,
      shown.map((standing) => standing.playerId),
    ).map((player) => [player.id, player]),
  );
  const prizeOf = (place: number) => {
    const prize = paid.get(place);
    return prize ? money(prize.amount_minor, prize.currency) : null;
  };
  const mine = viewer === null ? undefined : ranked.find((standing) => standing.playerId === viewer);
  const games = gamesOf(deps.db, row.id);
  const catalogue = new Map(
    catalogueGames(deps.db)
      .filter((game) => games.includes(game.slug))
      .map((game) => [game.slug, game]),
  );
  return {
    id: row.id,
    title: pick(JSON.parse(row.titles), lang),
    status: statusAt(row, deps.clock.now()),
    prize_pool: toMajor(row.prize_pool_minor),
    currency: row.currency,
    starts_at: deps.clock.iso(row.starts_at),
    ends_at: deps.clock.iso(row.ends_at),
    repeat_days: row.repeat_days,
    description: pick(JSON.parse(row.descriptions), lang),
    rule: row.rule,
    min_stake_rub: toMajor(row.min_stake_rub_minor),
    games: games.map((slug) => {
      const game = catalogue.get(slug);
      return {
        slug,
        title: gameTitleIn(slug, lang, game?.title ?? slug),
        category: game?.category ?? 'originals',
      };
    }),
    prizes: prizesOf(row.prize_pool_minor, JSON.parse(row.prize_shares) as number[]).map((amount, index) => ({
      place: index + 1,
      amount: toMajor(amount),
    })),
    paid_at: row.paid_at === null ? null : deps.clock.iso(row.paid_at),
    leaders: shown.map((standing) => {
      const player = players.get(standing.playerId);
      const hidden = player?.is_statistics_hidden === 1;
      return {
        place: standing.place,
        name:
          !player || (hidden && standing.playerId !== viewer)
            ? null
            : shownName(player.name, player.register_method),
        hidden,
        points: standing.points,
        prize: prizeOf(standing.place),
      };
    }),
    me: mine ? { place: mine.place, points: mine.points, prize: prizeOf(mine.place) } : null,
  };
}

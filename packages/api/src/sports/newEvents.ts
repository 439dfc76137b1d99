import { SPORT_RULES, type SportId } from './catalogue.ts';
import { LEAGUES } from './leagues.ts';
import { draw } from './draw.ts';
import { openingLines } from './pricing.ts';
import type { NewEvent } from './sportsStore.ts';

/**
 * A new event of a sport (simulator.ts): a league and two of its teams, the sides' strengths drawn from the sport's
 * range (the home side's with its advantage), and the opening lines priced from them.
 */
export function drawEvent(sport: SportId, startAt: number): NewEvent {
  const leagues = LEAGUES.filter((league) => league.sport === sport);
  const league = leagues[Math.floor(draw() * leagues.length)] ?? leagues[0];
  if (!league) throw new Error(`no league for ${sport}`);
  const first = Math.floor(draw() * league.teams.length);
  const second = (first + 1 + Math.floor(draw() * (league.teams.length - 1))) % league.teams.length;
  const { strength, homeAdvantage } = SPORT_RULES[sport];
  const rating = () => strength.min + draw() * (strength.max - strength.min);
  const ratingHome = Math.round(rating() * homeAdvantage * 100) / 100;
  const ratingAway = Math.round(rating() * 100) / 100;
  const lines = openingLines(sport, ratingHome, ratingAway);
  return {
    sport,
    leagueId: league.id,
    home: league.teams[first] ?? 'Home',
    away: league.teams[second] ?? 'Away',
    startAt,
    ratingHome,
    ratingAway,
    totalLine: lines.totalLine,
    handicapLine: lines.handicapLine,
  };
}

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Real studios, games, clubs, leagues and players the product once named (issue 34): the slots and tables carried real
 * studios' titles, the sportsbook real clubs and players. None may come back into what a player sees. Each is matched
 * as a whole word, case as written (so `NAVI` is the team, not `navigation`).
 */
export const REAL_NAMES: readonly string[] = [
  // Studios
  'Pragmatic Play',
  'NetEnt',
  "Play'n GO",
  'Play’n GO',
  'Hacksaw Gaming',
  'Nolimit City',
  'Push Gaming',
  'Relax Gaming',
  'Big Time Gaming',
  'Yggdrasil',
  'BGaming',
  'Evolution',
  'Ezugi',
  'Microgaming',
  'Playtech',
  // Slots and live games
  'Gates of Olympus',
  'Sweet Bonanza',
  'The Dog House',
  'Sugar Rush',
  'Big Bass Bonanza',
  'Book of Dead',
  'Reactoonz',
  'Starburst',
  "Gonzo's Quest",
  'Dead or Alive',
  'Wanted Dead or a Wild',
  'Chaos Crew',
  'San Quentin',
  "Jammin' Jars",
  'Money Train',
  'Megaways',
  'Vikings Go Berzerk',
  'Elvis Frog',
  'Aviamasters',
  'Fire in the Hole',
  'Razor Shark',
  'Wolf Gold',
  'Legacy of Dead',
  'Lightning Roulette',
  'Crazy Time',
  'Monopoly',
  'Dream Catcher',
  'Mega Wheel',
  'CandyLand',
  'Speed Baccarat',
  // Leagues and games of the sportsbook
  'Premier League',
  'La Liga',
  'EuroLeague',
  'VTB United League',
  'KHL',
  'NHL',
  'ATP Tour',
  'WTA Tour',
  'Counter-Strike',
  'Dota 2',
  // Clubs and teams
  'Arsenal',
  'Chelsea',
  'Liverpool',
  'Everton',
  'Fulham',
  'Brentford',
  'Burnley',
  'Getafe',
  'Osasuna',
  'Real Madrid',
  'Flamengo',
  'Palmeiras',
  'Grêmio',
  'Kairat',
  'Tobol',
  'Ordabasy',
  'Olympiacos',
  'Fenerbahçe',
  'Partizan',
  'Baskonia',
  'UNICS',
  'Avtodor',
  'Ak Bars',
  'Metallurg',
  'Barys',
  'Avangard',
  'Traktor',
  'Oilers',
  'Bruins',
  'NAVI',
  'FaZe',
  'MOUZ',
  'Astralis',
  'FURIA',
  'Team Spirit',
  'Team Liquid',
  'BetBoom',
  'Gaimin',
  // Players
  'Rublev',
  'Khachanov',
  'Bublik',
  'Sinner',
  'Ruud',
  'Hurkacz',
  'Fonseca',
  'Rybakina',
  'Andreeva',
  'Kasatkina',
  'Swiatek',
  'Gauff',
  'Haddad Maia',
  'Putintseva',
  'Djokovic',
  'Alcaraz',
  'Medvedev',
  'Sabalenka',
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PATTERNS = REAL_NAMES.map((name) => ({
  name,
  pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escape(name)}(?![\\p{L}\\p{N}])`, 'u'),
}));

/** The real names a text contains, each once, in the list's order. */
export function realNamesIn(text: string): string[] {
  return PATTERNS.filter(({ pattern }) => pattern.test(text)).map(({ name }) => name);
}

/** Every finding in the files under `roots` (relative to `root`) whose name ends as `extensions` say: `file: names`. */
export function realNamesInFiles(
  root: string,
  roots: readonly string[],
  extensions: readonly string[],
  skip: (file: string) => boolean,
): string[] {
  const findings: string[] = [];
  const walk = (relative: string) => {
    const full = path.join(root, relative);
    if (statSync(full).isDirectory()) {
      for (const entry of readdirSync(full)) if (entry !== 'node_modules') walk(path.join(relative, entry));
      return;
    }
    if (!extensions.some((extension) => relative.endsWith(extension)) || skip(relative)) return;
    const names = realNamesIn(readFileSync(full, 'utf8'));
    if (names.length > 0) findings.push(`${relative}: ${names.join(', ')}`);
  };
  for (const each of roots) walk(each);
  return findings;
}

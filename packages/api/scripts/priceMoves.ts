import { SPORT_RULES, SPORTS, type SportId } from '../src/sports/catalogue.ts';
import { currentOdds, type EventRow } from '../src/sports/events.ts';
import { DEFAULT_SPORTS_TIMING, type SportsTiming } from '../src/sports/sportsTiming.ts';
import { simulatorWorld, UNIFORM_TIMING } from '../test/support/sportsWorld.ts';

/** One live price seen at one step: when, how far into its match, and the odds. */
interface Seen {
  readonly at: number;
  readonly progress: number;
  readonly odds: number;
}

export interface PriceMoves {
  /** 30-second windows starting at a step of the match's last fifth, per selection. */
  readonly windows: number;
  /** Of them, windows in which the price reached three times its price at the window's start. */
  readonly tripled: number;
}

/**
 * Plays the simulator on a fresh database for `wallMs` of simulated time, one scheduler step at a time, and counts,
 * for the live prices of one sport, the 30-second windows in which a price triples: windows starting in a match's
 * last fifth for a sport with a clock, any window for a sport of sets (its progress moves only at a set's end).
 */
export function measurePriceMoves(
  timing: SportsTiming,
  sport: SportId,
  wallMs: number,
  windowMs = 30_000,
): PriceMoves {
  const { clock, simulator, told, step } = simulatorWorld(timing);
  const seen = new Map<string, Seen[]>();
  const record = (row: EventRow) => {
    if (row.sport !== sport || row.status !== 'live' || row.suspended_until > clock.now) return;
    for (const [id, odds] of currentOdds(row)) {
      if (odds === null) continue;
      const list = seen.get(id) ?? [];
      list.push({ at: clock.now, progress: row.progress, odds });
      seen.set(id, list);
    }
  };
  const end = clock.now + wallMs;
  while (clock.now < end) {
    step();
    // What the step told the channel, read at the step's time; emptied each step so a long run holds no history.
    for (const changes of told.splice(0)) changes.changed.forEach(record);
  }
  simulator.stop();
  let windows = 0;
  let tripled = 0;
  for (const list of seen.values())
    for (let start = 0; start < list.length; start += 1) {
      const first = list[start];
      if (!first || (SPORT_RULES[sport].model !== 'sets' && first.progress < 0.8)) continue;
      windows += 1;
      for (let next = start + 1; next < list.length; next += 1) {
        const later = list[next];
        if (!later || later.at - first.at > windowMs) break;
        if (later.odds >= 3 * first.odds) {
          tripled += 1;
          break;
        }
      }
    }
  return { windows, tripled };
}

/** The figures before (every sport in 6 minutes, a step every 2 s) and after (each sport's own pace, issue 38). */
function main(): void {
  const hours = Number(process.argv[2] ?? 1);
  const before = UNIFORM_TIMING;
  const percent = (moves: PriceMoves) =>
    moves.windows === 0 ? '—' : `${((100 * moves.tripled) / moves.windows).toFixed(1)} %`;
  console.log(`30-second windows in which a live price triples, over ${hours} h of simulated play per sport`);
  console.log(
    '(a sport with a clock: windows starting in the last fifth of a match; tennis, e-sports: all windows)',
  );
  for (const sport of SPORTS) {
    const was = measurePriceMoves(before, sport, hours * 3_600_000);
    const now = measurePriceMoves(DEFAULT_SPORTS_TIMING, sport, hours * 3_600_000);
    console.log(
      `${sport.padEnd(11)} before ${percent(was).padStart(7)} of ${String(was.windows).padStart(6)}` +
        `   after ${percent(now).padStart(7)} of ${String(now.windows).padStart(6)}`,
    );
  }
}

if (import.meta.main) main();

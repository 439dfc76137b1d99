import type { LiveScheduler } from '../../src/live/scheduler.ts';
import { SportsSimulator, type SportsChanges } from '../../src/sports/simulator.ts';
import { DEFAULT_SPORTS_TIMING, type SportsTiming } from '../../src/sports/sportsTiming.ts';
import { storeWorld } from './storeWorld.ts';

/** Every sport in 6 minutes, a step every 2 s: the pace before each sport had its own (issue 38), many matches fast. */
export const UNIFORM_TIMING: SportsTiming = { ...DEFAULT_SPORTS_TIMING, paces: {} };

/**
 * The simulator alone on a fresh database, with a clock the test moves: `step()` moves it one tick on and plays the
 * step; `told` holds what each step told the channel.
 */
export function simulatorWorld(timing: SportsTiming = UNIFORM_TIMING) {
  const { db, deps, clock } = storeWorld(50_000_000);
  const scheduler: LiveScheduler = { after: () => () => undefined };
  const told: SportsChanges[] = [];
  const simulator = new SportsSimulator(deps, scheduler, timing, (changes) => told.push(changes));
  simulator.start();
  const step = () => {
    clock.now += timing.tickMs;
    simulator.tick();
  };
  return { db, deps, clock, simulator, told, step };
}

import { ServerClock } from '../../src/clock.ts';
import { Database } from '../../src/db/database.ts';
import type { Deps } from '../../src/deps.ts';

/**
 * A fresh in-memory database with every migration, and the deps a store or an engine takes, on a clock the test moves
 * by setting `clock.now`.
 */
export function storeWorld(start: number) {
  const db = new Database(':memory:');
  db.migrate(0);
  const clock = { now: start };
  const deps = {
    db,
    clock: new ServerClock({ now: () => clock.now }),
    log: () => undefined,
    warn: () => undefined,
  } as unknown as Deps;
  return { db, deps, clock };
}

import { Factory } from 'fishery';
import type { FreeSpin } from '../../src/index.ts';

/** Transient param: the instant the spins expire, as epoch ms; defaults to a fixed day in 2030 so they read as active. */
export const freeSpinFactory = Factory.define<FreeSpin, { expiresAtMs?: number }>(
  ({ sequence, transientParams }) => ({
    id: `free-spin-${sequence}`,
    campaignId: `${sequence}`,
    gameId: `game-${sequence}`,
    count: 10,
    expirationAt: new Date(transientParams.expiresAtMs ?? Date.UTC(2030, 0, 1)).toISOString(),
  }),
);

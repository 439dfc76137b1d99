import { Factory } from 'fishery';
import type { SlipLeg } from '../../src/index.ts';

/** A leg on the slip: the home side of event N at 1.85, open; override what a test is about. */
export const slipLegFactory = Factory.define<SlipLeg>(({ sequence }) => ({
  eventId: `event-${sequence}`,
  marketId: `event-${sequence}:1x2`,
  selectionId: `event-${sequence}:1x2:home`,
  odds: 185,
  moved: null,
  suspended: false,
  eventName: `Home ${sequence} — Away ${sequence}`,
  marketName: 'Match result',
  selectionName: 'Home',
}));

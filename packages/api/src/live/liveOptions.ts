import type { BotSettings } from '../bots/botSettings.ts';
import type { SportsTiming } from '../sports/sportsTiming.ts';
import type { LiveScheduler, LiveSettings } from './scheduler.ts';

/** What a caller may set for the live games (live.ts); its own file, so the API's config names it without them. */
export interface LiveOptions {
  readonly settings?: Partial<LiveSettings>;
  readonly scheduler?: LiveScheduler;
  /** The sportsbook's simulated matches (issue 20). */
  readonly sports?: Partial<SportsTiming>;
  /** The house's bot players (issue 38): none unless given; `npm start` turns them on. */
  readonly bots?: Partial<BotSettings>;
}

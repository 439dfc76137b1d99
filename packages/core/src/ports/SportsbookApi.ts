import type { Odds } from '../sportsbook/odds.ts';
import type { OddsChangePreference } from '../sportsbook/oddsChange.ts';
import type { SportEvent, SportsBet } from '../sportsbook/sportsTypes.ts';
import type { ApiResult } from './AuthApi.ts';
import type { LiveStatus } from './LiveChannel.ts';
import type { SportsFeedMessage } from '../sportsbook/sportsTypes.ts';

export interface PlaceSportsBetRequest {
  readonly legs: readonly { readonly selectionId: string; readonly odds: Odds }[];
  readonly stakeMinor: number;
  readonly preference: OddsChangePreference;
  readonly idempotencyKey: string;
}

/** A bet's answer: placed, or refused because odds moved past the preference or a market is closed. */
export type PlaceSportsBetAnswer =
  | { readonly kind: 'placed'; readonly bet: SportsBet; readonly balanceMinor: number }
  | {
      readonly kind: 'oddsChanged';
      /** Each moved leg's odds now, and the version of its event they are from (absent from an API that sends none). */
      readonly legs: readonly {
        readonly selectionId: string;
        readonly odds: Odds | null;
        readonly version?: number;
      }[];
    }
  | { readonly kind: 'suspended'; readonly selectionId: string };

/** The sportsbook over HTTP (docs/contract.md, "Sportsbook"). */
export interface SportsbookApi {
  /** Every open event, live first (the page's first paint; the real-time channel keeps it current). */
  listEvents(): ApiResult<readonly SportEvent[]>;
  getEvent(id: string): ApiResult<SportEvent>;
  placeBet(request: PlaceSportsBetRequest): ApiResult<PlaceSportsBetAnswer>;
  listBets(status: 'open' | 'settled' | null): ApiResult<readonly SportsBet[]>;
}

/** The sportsbook's real-time channel: a snapshot on every (re)connection, then updates. */
export interface SportsFeed {
  readonly status: LiveStatus;
  start(): void;
  stop(): void;
  onStatus(listener: (status: LiveStatus) => void): () => void;
  onMessage(listener: (message: SportsFeedMessage) => void): () => void;
}

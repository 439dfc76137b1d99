/** How the bots play: off unless asked for (`npm start` asks; the tests' servers do not). */
export interface BotSettings {
  /** One instant bet (dice, over HTTP) this often, by the next bot in turn. */
  readonly everyMs: number;
  /** The share of crash rounds (0 to 1) one bot bets on, over the live socket. */
  readonly crashShare: number;
  /** How long a player waits alone in a room before a rouble bot takes a seat against them (issue 38). */
  readonly roomCompanyMs: number;
}

export const DEFAULT_BOT_SETTINGS: BotSettings = { everyMs: 20_000, crashShare: 0.7, roomCompanyMs: 8_000 };

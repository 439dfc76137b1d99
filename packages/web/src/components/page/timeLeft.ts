/** A span of time as the countdowns show it: whole days, hours and minutes, rounded up to the minute. */
export interface TimeLeft {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
}

export function timeLeft(expiresAt: number, now: number): TimeLeft {
  const minutesLeft = Math.max(0, Math.ceil((expiresAt - now) / 60_000));
  return {
    days: Math.floor(minutesLeft / 1440),
    hours: Math.floor((minutesLeft % 1440) / 60),
    minutes: minutesLeft % 60,
  };
}

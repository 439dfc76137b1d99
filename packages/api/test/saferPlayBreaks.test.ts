import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestApi, type TestApi } from './support/api.ts';
import { ManualClock } from './support/clock.ts';

/**
 * A break ends when docs/contract.md ("Safer play") says: a time-out so many days later, a self-exclusion so many
 * calendar months later in UTC, the day clamped to the month's length, the time of day kept. The API counts it on its
 * own (the client's verifier of the same rule is packages/core/src/saferPlay/exclusions.ts).
 */
let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ clock: new ManualClock(Date.parse('2025-08-31T13:05:07.250Z')) });
});
afterAll(() => t.close());

async function takeBreak(path: string, period: string): Promise<unknown> {
  const { token, password } = await registerPlayer(t.http);
  return (await t.http.post(path, { period, password }, { token })).body['data'];
}

describe('when a break ends', () => {
  it.each([
    ['6months', '2026-02-28T13:05:07.250Z'],
    ['year', '2026-08-31T13:05:07.250Z'],
    ['5years', '2030-08-31T13:05:07.250Z'],
  ])('a self-exclusion of %s from 31 August ends on %s', async (period, endsAt) => {
    expect(await takeBreak('/profile/self-exclusion', period)).toEqual({
      kind: 'self_exclusion',
      ends_at: endsAt,
    });
  });

  it.each([
    ['24h', '2025-09-01T13:05:07.250Z'],
    ['week', '2025-09-07T13:05:07.250Z'],
    ['month', '2025-09-30T13:05:07.250Z'],
  ])('a time-out of %s ends on %s', async (period, endsAt) => {
    expect(await takeBreak('/profile/time-out', period)).toEqual({ kind: 'time_out', ends_at: endsAt });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pace } from '../src/http/pace.ts';
import { startTestApi, type TestApi } from './support/api.ts';
import type { HttpAnswer } from './support/http.ts';

/**
 * Issue 33: recovery and code sends told existing accounts from missing ones by their time (a code and a reset link
 * written, or only a notice). Both paths now end at the same scheduled moment. The proof is structural, on an
 * injected pace that stands still: each answer waits for the same delay, and is not sent until that wait is over,
 * so nothing here depends on the machine's speed.
 */
const FLOOR_MS = 400;
const waits: { ms: number; release: () => void }[] = [];
const pace: Pace = {
  now: () => 0,
  sleep: (ms) => new Promise((resolve) => waits.push({ ms, release: resolve })),
};

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ evenAnswerMs: FLOOR_MS, pace });
});
afterAll(() => t.close());

/** Sends a call, checks it is held on a wait of the floor, releases it and answers the answer. */
async function held(
  path: string,
  body: Record<string, string>,
): Promise<{ answer: HttpAnswer; waited: number }> {
  const before = waits.length;
  let answered = false;
  const call = t.http.post(path, body).then((answer) => {
    answered = true;
    return answer;
  });
  await expect.poll(() => waits.length, { timeout: 30_000 }).toBe(before + 1);
  const wait = waits[before];
  if (!wait) throw new Error('no wait');
  // Held until the wait is over: the answer is not on its way yet.
  expect(answered).toBe(false);
  wait.release();
  return { answer: await call, waited: wait.ms };
}

const CALLS: { path: string; existing: Record<string, string>; missing: Record<string, string> }[] = [
  {
    path: '/api/v2/auth/password/email/forgot',
    existing: { email: 'demo@example.com' },
    missing: { email: 'nobody-here@example.com' },
  },
  {
    path: '/api/v2/auth/login/email/verification',
    existing: { email: 'demo@example.com' },
    missing: { email: 'nobody-here@example.com' },
  },
  {
    path: '/api/v2/auth/login/email/resend',
    existing: { email: 'demo@example.com' },
    missing: { email: 'nobody-here@example.com' },
  },
  {
    path: '/auth/send_login_data',
    existing: { email: 'demo@example.com' },
    missing: { email: 'nobody-here@example.com' },
  },
];

describe('recovery and code sends answer in the same time, account or not', { timeout: 30_000 }, () => {
  for (const { path, existing, missing } of CALLS) {
    it(`${path}: both wait for the same scheduled delay before answering`, async () => {
      const there = await held(path, existing);
      const absent = await held(path, missing);
      expect(there.answer.status).toBe(200);
      expect(absent.answer.text).toBe(there.answer.text);
      expect(there.waited).toBe(FLOOR_MS);
      expect(absent.waited).toBe(FLOOR_MS);
    });
  }

  it('holds the phone calls too: a seeded phone and a missing one', async () => {
    for (const path of ['/api/v2/auth/password/phone/forgot', '/api/v2/auth/login/phone/verification']) {
      const there = await held(path, { phone: '+70001234567' });
      const absent = await held(path, { phone: '+77010009999' });
      expect(absent.answer.text).toBe(there.answer.text);
      expect([there.waited, absent.waited]).toEqual([FLOOR_MS, FLOOR_MS]);
    }
  });
});

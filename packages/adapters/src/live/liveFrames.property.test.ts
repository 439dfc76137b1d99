import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCrashGrowth } from '@casino/core';
import { mutated } from '../../test/property/hostileJson.ts';
import { LIVE_SNAPSHOT_SAMPLE } from '../../test/property/wireSamples.ts';
import { parseLiveFrame } from './liveFrames.ts';

const HASH = 'a'.repeat(64);
const PLAY = {
  id: 41,
  game: 'dice',
  title: 'Dice',
  player: 'ri***',
  stake_minor: 100,
  payout_minor: 1_980,
  currency: 'RUB',
  multiplier: 1_980,
  big: true,
  at: 1_700_000_000_000,
};

/** A well-formed frame of each simple kind (docs/contract.md, "Live games"). */
const FRAMES: readonly unknown[] = [
  { type: 'crash.busted', round_id: 7, crash: 186, hash: HASH },
  { type: 'crash.started', round_id: 7, started_at: 1_700_000_000_000 },
  { type: 'crash.cashed_out', round_id: 7, bet_id: 3, at: 150, payout_minor: 150 },
  { type: 'balance', balance_minor: 25_000 },
  { type: 'feed', plays: [PLAY], big_wins: [PLAY] },
  { type: 'reply', key: 'k-1', ok: true, balance_minor: 100, payout_minor: null },
  { type: 'reply', key: 'k-2', ok: false, error: 'round_busted' },
  LIVE_SNAPSHOT_SAMPLE,
];

const KINDS = new Set(['event', 'reply', 'other']);

describe('the live socket’s frame parser', () => {
  it('never throws on any text a hostile server could send, and answers one of its three kinds', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.jsonValue().map((value) => JSON.stringify(value)),
        ),
        (text) => {
          expect(KINDS.has(parseLiveFrame(text).kind)).toBe(true);
        },
      ),
    );
  });

  it('never lets a mutated frame put a value outside its types into the rounds', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FRAMES).chain(mutated), (frame) => {
        const parsed = parseLiveFrame(JSON.stringify(frame) ?? '');
        if (parsed.kind === 'event' && parsed.event.kind === 'crashBusted') {
          expect(Number.isSafeInteger(parsed.event.crashHundredths)).toBe(true);
          expect(parsed.event.crashHundredths).toBeGreaterThanOrEqual(100);
          expect(parsed.event.hash).toMatch(/^[0-9a-f]{64}$/);
        }
        if (parsed.kind === 'event' && parsed.event.kind === 'snapshot')
          expect(isCrashGrowth(parsed.event.crash.growthPerMs)).toBe(true);
        if (parsed.kind === 'event' && parsed.event.kind === 'balance')
          expect(Number.isSafeInteger(parsed.event.balanceMinor) && parsed.event.balanceMinor >= 0).toBe(
            true,
          );
        if (parsed.kind === 'event' && parsed.event.kind === 'plays')
          for (const play of [...parsed.event.feed.plays, ...parsed.event.feed.bigWins]) {
            expect(Number.isSafeInteger(play.stakeMinor) && play.stakeMinor >= 0).toBe(true);
            expect(Number.isSafeInteger(play.payoutMinor) && play.payoutMinor >= 0).toBe(true);
            expect((play.player ?? '').length).toBeLessThanOrEqual(64);
          }
        if (parsed.kind === 'reply' && parsed.reply.ok) {
          expect(Number.isSafeInteger(parsed.reply.balanceMinor)).toBe(true);
          expect(parsed.reply.balanceMinor).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('reads each well-formed frame as its event or reply', () => {
    expect(FRAMES.map((frame) => parseLiveFrame(JSON.stringify(frame)).kind)).toEqual([
      'event',
      'event',
      'event',
      'event',
      'event',
      'reply',
      'reply',
      'event',
    ]);
    expect(parseLiveFrame(JSON.stringify(FRAMES[4]))).toEqual({
      kind: 'event',
      event: {
        kind: 'plays',
        feed: {
          plays: [
            expect.objectContaining({ id: 41, stakeMinor: 100, payoutMinor: 1_980, multiplier: 1_980 }),
          ],
          bigWins: [expect.objectContaining({ id: 41, big: true })],
        },
      },
    });
    expect(parseLiveFrame(JSON.stringify(FRAMES[6]))).toEqual({
      kind: 'reply',
      key: 'k-2',
      reply: { ok: false, error: 'round_busted' },
    });
  });

  it('keeps a snapshot’s rounds when its feed does not fit, with an empty feed', () => {
    const snapshot = {
      type: 'snapshot',
      server_now: 1_000,
      crash: {
        round: { id: 1, phase: 'betting', betting_ends_at: 500, started_at: null, crash: null, hash: null },
        bets: [],
        history: [],
        salt: 'salt',
        terminating_hash: HASH,
      },
      rooms: [],
      balance_minor: null,
    };
    for (const feed of [undefined, { plays: [{ ...PLAY, stake_minor: -1 }], big_wins: [] }, 'nonsense']) {
      const parsed = parseLiveFrame(JSON.stringify({ ...snapshot, feed }));
      expect(parsed).toMatchObject({
        kind: 'event',
        event: { kind: 'snapshot', feed: { plays: [], bigWins: [] } },
      });
    }
    const good = parseLiveFrame(JSON.stringify({ ...snapshot, feed: { plays: [PLAY], big_wins: [] } }));
    expect(good).toMatchObject({ event: { feed: { plays: [{ id: 41, title: 'Dice' }], bigWins: [] } } });
  });

  it("reads the crash table's pace, takes the default from a server that sends none, and drops a hostile one", () => {
    const snapshotWith = (growth: unknown) => {
      const crash: Record<string, unknown> = { ...LIVE_SNAPSHOT_SAMPLE.crash, growth_per_ms: growth };
      if (growth === undefined) delete crash['growth_per_ms'];
      return parseLiveFrame(JSON.stringify({ ...LIVE_SNAPSHOT_SAMPLE, crash }));
    };
    expect(snapshotWith(0.0002)).toMatchObject({
      event: { kind: 'snapshot', crash: { growthPerMs: 0.0002 } },
    });
    expect(snapshotWith(undefined)).toMatchObject({
      event: { kind: 'snapshot', crash: { growthPerMs: 0.00006 } },
    });
    // Zero, negative, huge, not a number (JSON writes NaN as null), a string: the snapshot is refused whole.
    for (const hostile of [0, -0.00006, 1, 1e308, Number.NaN, '0.0002', null, {}])
      expect(snapshotWith(hostile), String(hostile)).toEqual({ kind: 'other' });
    expect(parseLiveFrame(JSON.stringify(LIVE_SNAPSHOT_SAMPLE).replace('0.0002', '1e999'))).toEqual({
      kind: 'other',
    });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mutated } from '../../test/property/hostileJson.ts';
import { parseLiveFrame } from './liveFrames.ts';

const HASH = 'a'.repeat(64);

/** A well-formed frame of each simple kind (docs/contract.md, "Live games"). */
const FRAMES: readonly unknown[] = [
  { type: 'crash.busted', round_id: 7, crash: 186, hash: HASH },
  { type: 'crash.started', round_id: 7, started_at: 1_700_000_000_000 },
  { type: 'crash.cashed_out', round_id: 7, bet_id: 3, at: 150, payout_minor: 150 },
  { type: 'balance', balance_minor: 25_000 },
  { type: 'reply', key: 'k-1', ok: true, balance_minor: 100, payout_minor: null },
  { type: 'reply', key: 'k-2', ok: false, error: 'round_busted' },
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
        if (parsed.kind === 'event' && parsed.event.kind === 'balance')
          expect(Number.isSafeInteger(parsed.event.balanceMinor) && parsed.event.balanceMinor >= 0).toBe(
            true,
          );
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
      'reply',
      'reply',
    ]);
    expect(parseLiveFrame(JSON.stringify(FRAMES[5]))).toEqual({
      kind: 'reply',
      key: 'k-2',
      reply: { ok: false, error: 'round_busted' },
    });
  });
});

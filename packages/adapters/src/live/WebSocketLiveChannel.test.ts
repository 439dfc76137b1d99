import type { LiveEvent, LiveStatus } from '@casino/core';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '@casino/core/test/fakes';
import { WebSocketLiveChannel, type LiveSocket } from './WebSocketLiveChannel.ts';

const HASH = '584d34f8696d57ad326729d4bc839a3256f3e7b063c0c8d5d0a833a6d9d7ce31';

class FakeSocket implements LiveSocket {
  readyState = 0;
  readonly sent: Record<string, unknown>[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;

  send(data: string): void {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }

  close(): void {
    this.closed = true;
    this.readyState = 3;
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.();
  }

  receive(frame: unknown): void {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }

  drop(): void {
    this.readyState = 3;
    this.onclose?.();
  }
}

const snapshotFrame = {
  type: 'snapshot',
  server_now: 1_000,
  crash: {
    round: { id: 1, phase: 'running', betting_ends_at: 500, started_at: 600, crash: null, hash: null },
    bets: [],
    history: [
      { round_id: 0 + 1, crash: 186, hash: HASH, status: 'busted', refunds: 0 },
      { round_id: 0 + 2, crash: 120, hash: HASH, status: 'void', refunds: 2 },
    ],
    salt: 'salt',
    terminating_hash: HASH,
  },
  rooms: [],
  balance_minor: 2_000,
};

function world(online = true, token: () => string | null = () => 'token-1') {
  const clock = new FakeClock();
  const sockets: FakeSocket[] = [];
  let networkListener: (online: boolean) => void = () => undefined;
  let isOnline = online;
  const channel = new WebSocketLiveChannel({
    url: 'ws://api.test/crash/live',
    clock,
    random: () => 0,
    token,
    openSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    network: {
      online: () => isOnline,
      onChange: (listener) => {
        networkListener = listener;
        return () => undefined;
      },
    },
  });
  const events: LiveEvent[] = [];
  const statuses: LiveStatus[] = [];
  channel.onEvent((event) => events.push(event));
  channel.onStatus((status) => statuses.push(status));
  const setOnline = (value: boolean) => {
    isOnline = value;
    networkListener(value);
  };
  return {
    clock,
    sockets,
    channel,
    events,
    statuses,
    setOnline,
    last: () => sockets[sockets.length - 1] as FakeSocket,
  };
}

describe('WebSocketLiveChannel', () => {
  it('keeps one socket open while any of its users (a game and the feed under it) still wants it', () => {
    const { channel, sockets } = world();
    channel.start();
    channel.start();
    expect(sockets).toHaveLength(1);
    channel.stop();
    expect(sockets[0]?.closed).toBe(false);
    channel.stop();
    expect(sockets[0]?.closed).toBe(true);
    channel.stop();
    channel.start();
    expect(sockets).toHaveLength(2);
  });

  it('asks the server for the snapshot again when a view joins a socket already live, which every view then gets', () => {
    const { channel, last, events } = world();
    channel.start();
    last().open();
    last().receive(snapshotFrame);
    expect(events.filter((event) => event.kind === 'snapshot')).toHaveLength(1);
    // The feed under the game starts after the page loaded: it missed the snapshot above.
    channel.start();
    expect(last().sent).toEqual([{ type: 'auth', token: 'token-1' }, { type: 'snapshot' }]);
    last().receive(snapshotFrame);
    expect(events.filter((event) => event.kind === 'snapshot')).toHaveLength(2);
  });

  it('logs in on the next frame when the player logs in while the socket is open', () => {
    let token: string | null = null;
    const { channel, last } = world(true, () => token);
    channel.start();
    last().open();
    last().receive(snapshotFrame);
    expect(last().sent).toEqual([]);
    token = 'token-2';
    last().receive(snapshotFrame);
    last().receive(snapshotFrame);
    expect(last().sent).toEqual([{ type: 'auth', token: 'token-2' }]);
  });

  it('logs in when the socket opens and goes live with the parsed snapshot', () => {
    const { channel, last, events, statuses } = world();
    channel.start();
    last().open();
    expect(last().sent).toEqual([{ type: 'auth', token: 'token-1' }]);
    last().receive(snapshotFrame);
    expect(channel.status).toBe('live');
    expect(statuses).toEqual(['connecting', 'live']);
    expect(events[0]).toMatchObject({
      kind: 'snapshot',
      serverNow: 1_000,
      crash: {
        round: { id: 1, phase: 'running', startedAt: 600 },
        history: [
          { roundId: 1, crashHundredths: 186, voided: false, refunds: 0 },
          { roundId: 2, crashHundredths: 120, voided: true, refunds: 2 },
        ],
      },
      balanceMinor: 2_000,
    });
  });

  it('ignores hostile frames: garbage, unknown types, wrong fields, odd numbers', () => {
    const { channel, last, events } = world();
    channel.start();
    last().open();
    last().receive('not json');
    last().receive({ type: 'crash.busted', round_id: 1, crash: 50, hash: HASH });
    last().receive({ type: 'crash.busted', round_id: 1, crash: 186, hash: '<script>' });
    last().receive({ type: 'balance', balance_minor: -1 });
    last().receive({ type: 'balance', balance_minor: 1.5 });
    last().receive({ type: '__proto__' });
    last().receive({ ...snapshotFrame, crash: { ...snapshotFrame.crash, bets: 'many' } });
    expect(events).toEqual([]);
    last().receive({ type: 'crash.busted', round_id: 1, crash: 186, hash: HASH });
    expect(events).toEqual([{ kind: 'crashBusted', roundId: 1, crashHundredths: 186, hash: HASH }]);
  });

  it('answers a command by its key, and connection_lost when the socket drops first', async () => {
    const { channel, last } = world();
    channel.start();
    last().open();
    last().receive(snapshotFrame);
    const bet = channel.request({
      kind: 'crashBet',
      key: 'k-1',
      stakeMinor: 100,
      autoCashOut: 200,
      clientSeed: 'seed-1',
    });
    expect(last().sent[1]).toEqual({
      type: 'crash.bet',
      key: 'k-1',
      stake_minor: 100,
      auto_cash_out: 200,
      client_seed: 'seed-1',
    });
    last().receive({ type: 'reply', key: 'k-1', ok: true, balance_minor: 1_900, payout_minor: null });
    expect(await bet).toEqual({ ok: true, balanceMinor: 1_900, payoutMinor: null });

    const cashOut = channel.request({ kind: 'crashCashOut', key: 'k-2', roundId: 1 });
    last().drop();
    expect(await cashOut).toEqual({ ok: false, error: 'connection_lost' });
    expect(await channel.request({ kind: 'crashCashOut', key: 'k-3', roundId: 1 })).toEqual({
      ok: false,
      error: 'connection_lost',
    });
  });

  it('reconnects with backoff after a drop, logs in again and reconciles from the new snapshot', () => {
    const { channel, clock, sockets, last, events, statuses } = world();
    channel.start();
    last().open();
    last().receive(snapshotFrame);
    last().drop();
    expect(channel.status).toBe('reconnecting');
    clock.advance(249);
    expect(sockets).toHaveLength(1);
    clock.advance(1);
    expect(sockets).toHaveLength(2);
    last().drop();
    clock.advance(499);
    expect(sockets).toHaveLength(2);
    clock.advance(1);
    last().open();
    expect(last().sent).toEqual([{ type: 'auth', token: 'token-1' }]);
    last().receive({ ...snapshotFrame, balance_minor: 2_050 });
    expect(events.filter((event) => event.kind === 'snapshot')).toHaveLength(2);
    expect(statuses).toEqual(['connecting', 'live', 'reconnecting', 'live']);
  });

  it('pings every 5 s and declares a silent connection dead after 10 s', () => {
    const { channel, clock, sockets, last } = world();
    channel.start();
    last().open();
    last().receive(snapshotFrame);
    clock.advance(5_000);
    expect(last().sent).toContainEqual({ type: 'ping' });
    clock.advance(5_000);
    expect(sockets[0]?.closed).toBe(true);
    expect(channel.status).toBe('reconnecting');
  });

  it('is offline while the network is, without retrying, and reconnects at once when it returns', () => {
    const { channel, clock, sockets, last, setOnline } = world();
    channel.start();
    last().open();
    last().receive(snapshotFrame);
    setOnline(false);
    expect(channel.status).toBe('offline');
    clock.advance(60_000);
    expect(sockets).toHaveLength(1);
    setOnline(true);
    expect(sockets).toHaveLength(2);
    expect(channel.status).toBe('connecting');
  });
});

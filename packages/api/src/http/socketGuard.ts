import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { SocketLimits, WindowLimit } from '../limits.ts';
import { upgradeLimitKey } from './clientAddress.ts';

/**
 * The open WebSockets of each client address (IPv4, or IPv6 /64), across every socket path of the listener. The
 * listener's own cap (`ConnectionLimits.maxConnections`) is shared by everyone; this one, well under it, keeps one
 * client from filling it (issue 33: 512 idle sockets took the listener offline).
 */
export class SocketGuard {
  readonly #limits: SocketLimits;
  readonly #trusted: readonly string[];
  readonly #open = new Map<string, number>();

  constructor(limits: SocketLimits, trusted: readonly string[]) {
    this.#limits = limits;
    this.#trusted = trusted;
  }

  /**
   * Counts an upgrade against its address and answers the address, or refuses it (429, socket ended) when the
   * address already holds `perAddress` sockets. The count is given back when the socket closes, however it closes.
   */
  admit(request: IncomingMessage, socket: Duplex): string | null {
    const key = upgradeLimitKey(request, this.#trusted);
    const open = this.#open.get(key) ?? 0;
    if (open >= this.#limits.perAddress) {
      socket.end('HTTP/1.1 429 Too Many Requests\r\nRetry-After: 10\r\nConnection: close\r\n\r\n');
      return null;
    }
    this.#open.set(key, open + 1);
    socket.once('close', () => {
      const left = (this.#open.get(key) ?? 1) - 1;
      if (left > 0) this.#open.set(key, left);
      else this.#open.delete(key);
    });
    return key;
  }
}

/** Fixed-window counts kept in memory (a socket does not outlive the process, nor need its counts to). */
export class WindowCounter {
  readonly #limit: WindowLimit;
  readonly #windows = new Map<string, { startsAt: number; count: number }>();

  constructor(limit: WindowLimit) {
    this.#limit = limit;
  }

  /** Counts one event of `key` at `now`; false once the window's count is past the limit. */
  take(key: string, now: number): boolean {
    let window = this.#windows.get(key);
    if (!window || now - window.startsAt >= this.#limit.windowMs) {
      if (this.#windows.size > 10_000) this.#sweep(now);
      window = { startsAt: now, count: 0 };
      this.#windows.set(key, window);
    }
    window.count += 1;
    return window.count <= this.#limit.max;
  }

  forget(key: string): void {
    this.#windows.delete(key);
  }

  #sweep(now: number): void {
    for (const [key, window] of this.#windows)
      if (now - window.startsAt >= this.#limit.windowMs) this.#windows.delete(key);
  }
}

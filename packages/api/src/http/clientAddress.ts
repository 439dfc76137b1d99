import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv, ClientAddress, Deps } from '../deps.ts';
import { canonicalIp, limitKeyOf } from './ipAddress.ts';

function socketAddress(c: Context): string {
  try {
    return canonicalIp(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    return 'unknown';
  }
}

/**
 * The client a trusted proxy speaks for: the nearest address in `X-Forwarded-For` that is not itself a trusted
 * proxy. Entries further left are written by the client and could be anything, so they are never believed.
 */
function forwardedClient(header: string | undefined, trusted: readonly string[]): string | undefined {
  const hops = (header ?? '')
    .split(',')
    .map((hop) => canonicalIp(hop))
    .filter((hop) => hop !== '');
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = hops[index];
    if (hop !== undefined && !trusted.includes(hop)) return hop;
  }
  return undefined;
}

/** A proxy's `X-Forwarded-Proto`: its first (nearest the client) value. */
function forwardedHttps(header: string | undefined): boolean {
  return header?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/** Reads the client's address and scheme once; forwarded headers count only from a configured proxy address. */
export function clientAddresses(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const peer = socketAddress(c);
    const proxied = deps.config.trustedProxies.includes(peer);
    const ip = proxied
      ? (forwardedClient(c.req.header('x-forwarded-for'), deps.config.trustedProxies) ?? peer)
      : peer;
    const https = proxied
      ? forwardedHttps(c.req.header('x-forwarded-proto'))
      : new URL(c.req.url).protocol === 'https:';
    c.set('client', { ip, limitKey: limitKeyOf(ip), peer, proxied, https });
    await next();
  };
}

/** The request's client, as `clientAddresses` (the app's first middleware) read it. */
export function clientOf(c: Context): ClientAddress {
  return (c as Context<AppEnv>).get('client');
}

/**
 * The limit key (see `ClientAddress.limitKey`) of a WebSocket upgrade, read as `clientAddresses` reads a request: the
 * socket's peer, or the client a trusted proxy speaks for.
 */
export function upgradeLimitKey(request: IncomingMessage, trusted: readonly string[]): string {
  const peer = canonicalIp(request.socket.remoteAddress ?? 'unknown');
  if (!trusted.includes(peer)) return limitKeyOf(peer);
  const header = request.headers['x-forwarded-for'];
  return limitKeyOf(forwardedClient(Array.isArray(header) ? header.join(',') : header, trusted) ?? peer);
}

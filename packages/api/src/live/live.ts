import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { BotPlayers } from '../bots/botPlayers.ts';
import { DEFAULT_BOT_SETTINGS } from '../bots/botSettings.ts';
import type { Deps } from '../deps.ts';
import { SocketGuard } from '../http/socketGuard.ts';
import type { LiveOptions } from './liveOptions.ts';
import { InMemoryBus, type LiveBus } from './bus.ts';
import { CrashEngine } from './crashEngine.ts';
import { LiveHub } from './liveHub.ts';
import { RoomEngine } from './roomEngine.ts';
import { SPORTS_LIVE_PATH, SportsHub } from '../sports/sportsHub.ts';
import { SportsSimulator } from '../sports/simulator.ts';
import { sportsTimingWith } from '../sports/sportsTiming.ts';
import { DEFAULT_LIVE_SETTINGS, realScheduler } from './scheduler.ts';

export interface LiveGames {
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  readonly connections: number;
  stop(): void;
}

/**
 * Crash and the rooms of one API instance (their engines on one bus, served by one socket hub), the sportsbook's
 * match simulator with its own socket, and the house's bot players when asked for.
 */
export function startLiveGames(deps: Deps, options: LiveOptions = {}): LiveGames {
  const settings = { ...DEFAULT_LIVE_SETTINGS, ...options.settings };
  const scheduler = options.scheduler ?? realScheduler;
  const bus: LiveBus = new InMemoryBus();
  const crash = new CrashEngine(deps, bus, scheduler, settings);
  const rooms = new RoomEngine(deps, bus, scheduler, settings);
  const hub = new LiveHub(deps, bus, crash, rooms, scheduler);
  const sportsHub = new SportsHub(deps, scheduler);
  const sports = new SportsSimulator(deps, scheduler, sportsTimingWith(options.sports), (changes) =>
    sportsHub.publish(changes),
  );
  const bots = options.bots
    ? new BotPlayers(deps, bus, scheduler, { ...DEFAULT_BOT_SETTINGS, ...options.bots })
    : null;
  // The bots listen before the first round opens, so they may bet on it too.
  bots?.start();
  crash.start();
  rooms.start();
  sports.start();
  // Both sockets share the listener's connection cap: one address may hold only a few of them (issue 33).
  const guard = new SocketGuard(deps.config.socketLimits, deps.config.trustedProxies);
  return {
    upgrade: (request, socket, head) => {
      const address = guard.admit(request, socket);
      if (address === null) return;
      const path = new URL(request.url ?? '/', 'http://local').pathname.replace(/\/+$/, '');
      if (path === SPORTS_LIVE_PATH) sportsHub.upgrade(request, socket, head);
      else hub.upgrade(request, socket, head, address);
    },
    get connections() {
      return hub.connections + sportsHub.connections;
    },
    stop: () => {
      bots?.stop();
      crash.stop();
      rooms.stop();
      sports.stop();
      hub.close();
      sportsHub.close();
    },
  };
}

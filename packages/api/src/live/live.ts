import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Deps } from '../deps.ts';
import { InMemoryBus, type LiveBus } from './bus.ts';
import { CrashEngine } from './crashEngine.ts';
import { LiveHub } from './liveHub.ts';
import { RoomEngine } from './roomEngine.ts';
import { DEFAULT_LIVE_SETTINGS, realScheduler, type LiveScheduler, type LiveSettings } from './scheduler.ts';

export interface LiveOptions {
  readonly settings?: Partial<LiveSettings>;
  readonly scheduler?: LiveScheduler;
}

export interface LiveGames {
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  readonly connections: number;
  stop(): void;
}

/** Crash and the rooms of one API instance: their engines on one bus, served by one socket hub. */
export function startLiveGames(deps: Deps, options: LiveOptions = {}): LiveGames {
  const settings = { ...DEFAULT_LIVE_SETTINGS, ...options.settings };
  const scheduler = options.scheduler ?? realScheduler;
  const bus: LiveBus = new InMemoryBus();
  const crash = new CrashEngine(deps, bus, scheduler, settings);
  const rooms = new RoomEngine(deps, bus, scheduler, settings);
  const hub = new LiveHub(deps, bus, crash, rooms, scheduler);
  crash.start();
  rooms.start();
  return {
    upgrade: (request, socket, head) => hub.upgrade(request, socket, head),
    get connections() {
      return hub.connections;
    },
    stop: () => {
      crash.stop();
      rooms.stop();
      hub.close();
    },
  };
}

import { describe, expect, it } from 'vitest';
import type { GameMessage } from '@casino/core';
import { WindowGameBridge } from './WindowGameBridge.ts';

const ORIGIN = 'http://localhost:8790';

function host() {
  const target = new EventTarget();
  const post = (data: unknown, origin: string, source: unknown) =>
    target.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }));
  return { target, post };
}

describe('WindowGameBridge', () => {
  it('hears a message from the launch origin and the game frame', () => {
    const { target, post } = host();
    const frame = {};
    const heard: GameMessage[] = [];
    new WindowGameBridge(target as unknown as Window).connect({ origin: ORIGIN, frame }, (m) =>
      heard.push(m),
    );
    post({ type: 'balance' }, ORIGIN, frame);
    expect(heard).toEqual([{ type: 'balance' }]);
  });

  it('ignores another origin, another frame and a malformed message', () => {
    const { target, post } = host();
    const frame = {};
    const heard: GameMessage[] = [];
    new WindowGameBridge(target as unknown as Window).connect({ origin: ORIGIN, frame }, (m) =>
      heard.push(m),
    );
    post({ type: 'close' }, 'https://evil.example', frame);
    post({ type: 'close' }, ORIGIN, {});
    post({ type: 'close' }, ORIGIN, null);
    post({ kind: 'close' }, ORIGIN, frame);
    expect(heard).toEqual([]);
  });

  it('stops hearing once disconnected', () => {
    const { target, post } = host();
    const frame = {};
    const heard: GameMessage[] = [];
    const stop = new WindowGameBridge(target as unknown as Window).connect({ origin: ORIGIN, frame }, (m) =>
      heard.push(m),
    );
    stop();
    post({ type: 'close' }, ORIGIN, frame);
    expect(heard).toEqual([]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from './appConfig.ts';
import { browserEnvironment } from './environment.ts';

const config = { isDevelopment: false, mainHost: 'casino.example' } as AppConfig;

afterEach(() => vi.restoreAllMocks());

describe('browserEnvironment', () => {
  it('reads the time zone only when a session first asks for it, and once', () => {
    const formatter = vi.spyOn(Intl, 'DateTimeFormat');
    const environment = browserEnvironment(window, config);
    expect(formatter).not.toHaveBeenCalled();
    const zone = environment.timeZone;
    expect(environment.timeZone).toBe(zone);
    expect(formatter).toHaveBeenCalledTimes(1);
    expect(zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

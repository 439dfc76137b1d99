import { describe, expect, it } from 'vitest';
import { isAllowedHost } from '@casino/core';
import { readAppConfig } from './appConfig.ts';

const site = { protocol: 'https:', hostname: 'www.casino.example' };

describe('readAppConfig', () => {
  it('talks to the api subdomain of the current host in production (§7)', () => {
    expect(readAppConfig({ VITE_API_URL: 'http://localhost:8787' }, site).apiBaseUrl).toBe(
      'https://api.casino.example',
    );
  });

  it('talks to VITE_API_URL in development', () => {
    expect(readAppConfig({ DEV: true, VITE_API_URL: 'http://localhost:8787/' }, site).apiBaseUrl).toBe(
      'http://localhost:8787',
    );
  });

  it('lets navigation go to the site, its subdomains and the hosts the build names, nowhere else', () => {
    const { urlPolicy } = readAppConfig({ VITE_ALLOWED_HOSTS: 'mirror.example, .sso.example' }, site);
    expect(isAllowedHost('casino.example', urlPolicy)).toBe(true);
    expect(isAllowedHost('new.casino.example', urlPolicy)).toBe(true);
    expect(isAllowedHost('mirror.example', urlPolicy)).toBe(true);
    expect(isAllowedHost('login.sso.example', urlPolicy)).toBe(true);
    expect(isAllowedHost('evil.example', urlPolicy)).toBe(false);
    expect(isAllowedHost('casino.example.evil.example', urlPolicy)).toBe(false);
  });

  it('sends each game to its own configured base and the rest to the main one (§7)', () => {
    const { gameApiBases, roundApiBases } = readAppConfig(
      {
        DEV: true,
        VITE_API_URL: 'http://localhost:8787',
        VITE_DICE_API_URL: 'http://localhost:8787/dice/',
        VITE_KENO_API_URL: 'http://localhost:8787/keno',
        VITE_MINER_API_URL: 'http://localhost:8787/miner',
      },
      site,
    );
    expect(gameApiBases).toEqual({
      dice: 'http://localhost:8787/dice',
      coinflip: 'http://localhost:8787',
      keno: 'http://localhost:8787/keno',
      general: 'http://localhost:8787',
    });
    expect(roundApiBases).toEqual({
      miner: 'http://localhost:8787/miner',
      cases: 'http://localhost:8787',
      general: 'http://localhost:8787',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { devPlan } from '../../scripts/devPlan.mjs';

describe('npm start (scripts/dev.mjs)', () => {
  it('lets the API answer the site on the default ports', () => {
    const plan = devPlan({});
    expect(plan.apiArgs).toEqual([
      '--port',
      '8787',
      '--provider-port',
      '8790',
      '--dev',
      '--origins',
      expect.any(String),
      '--bots',
    ]);
    expect(plan.apiArgs[6]?.split(',')).toContain('http://localhost:5173');
    expect(plan.webEnv.VITE_API_URL).toBe('http://localhost:8787');
  });

  it('runs the bot players unless API_BOTS=0 turns them off', () => {
    expect(devPlan({ API_BOTS: '0' }).apiArgs.at(-1)).toBe('--no-bots');
    expect(devPlan({ API_BOTS: '1' }).apiArgs.at(-1)).toBe('--bots');
  });

  it('passes the web origin of WEB_PORT to the API CORS, so a moved site still gets its data', () => {
    const plan = devPlan({ WEB_PORT: '5273', API_PORT: '8887' });
    expect(plan.apiArgs.slice(0, 2)).toEqual(['--port', '8887']);
    expect(plan.apiArgs[6]?.split(',')).toEqual(['http://localhost:5273', 'http://127.0.0.1:5273']);
    expect(plan.webPort).toBe('5273');
    expect(plan.webEnv.VITE_API_URL).toBe('http://localhost:8887');
    expect(plan.webEnv.VITE_DICE_API_URL).toBe('http://localhost:8887/dice');
    expect(plan.webEnv.VITE_GAME_PROVIDER_URL).toBe('http://localhost:8790');
  });
});

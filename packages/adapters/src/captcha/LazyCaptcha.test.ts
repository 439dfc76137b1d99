import { describe, expect, it } from 'vitest';
import type { Captcha } from '@casino/core';
import { LazyCaptcha } from './LazyCaptcha.ts';

const silent = () => ({
  errors: [] as string[],
  error(message: string) {
    this.errors.push(message);
  },
});

describe('LazyCaptcha (issue 35: reCAPTCHA out of the first load)', () => {
  it('loads nothing until a form asks for a token, then loads once and answers with the adapter’s tokens', async () => {
    let loads = 0;
    const adapter: Captcha = { token: async (action) => `token-${action}` };
    const captcha = new LazyCaptcha(async () => {
      loads += 1;
      return adapter;
    }, silent());
    expect(loads).toBe(0);
    expect(await captcha.token('login')).toBe('token-login');
    expect(await captcha.token('register')).toBe('token-register');
    expect(loads).toBe(1);
  });

  it('answers null when the adapter cannot be loaded (offline), logs it, and tries again on the next token', async () => {
    const logger = silent();
    let online = false;
    const captcha = new LazyCaptcha(async () => {
      if (!online) throw new Error('Failed to fetch dynamically imported module');
      return { token: async () => 'token' };
    }, logger);
    expect(await captcha.token('login')).toBeNull();
    expect(logger.errors).toEqual(['The captcha could not be loaded']);
    online = true;
    expect(await captcha.token('login')).toBe('token');
  });
});

// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { beforeEach, describe, expect, it } from 'vitest';
import type { Logger } from '@casino/core';
import { ManualClock } from '../../test/support/ManualClock.ts';
import { RecaptchaCaptcha } from './RecaptchaCaptcha.ts';
import {
  DIFFERENT_SITE_KEY_ERROR,
  RecaptchaLoader,
  type Grecaptcha,
  type RecaptchaHost,
} from './RecaptchaLoader.ts';

/** Google's script as it appears on the page once loaded: one token per execute, naming the action. */
class LoadedGrecaptcha implements Grecaptcha {
  readonly executed: { siteKey: string; action: string }[] = [];
  ready(callback: () => void): void {
    callback();
  }
  execute(siteKey: string, options: { action: string }): Promise<string> {
    this.executed.push({ siteKey, action: options.action });
    return Promise.resolve(`token-${this.executed.length}-${options.action}`);
  }
}

class RecordingLogger implements Logger {
  readonly errors: string[] = [];
  warn(): void {}
  error(message: string): void {
    this.errors.push(message);
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let clock: ManualClock;
let host: RecaptchaHost & { window: { grecaptcha?: Grecaptcha } };
let loader: RecaptchaLoader;
let logger: RecordingLogger;

beforeEach(() => {
  document.head.innerHTML = '';
  clock = new ManualClock();
  host = { document, window: {} };
  loader = new RecaptchaLoader({ host, clock, timeoutMs: 1000 });
  logger = new RecordingLogger();
});

function scripts(): HTMLScriptElement[] {
  return [...document.head.querySelectorAll('script')];
}

describe('RecaptchaLoader', () => {
  it('goes from not loaded to loading to loaded, polling every 25 ms for grecaptcha', async () => {
    expect(loader.state).toBe('not-loaded');
    const loading = loader.load('site-key');
    expect(loader.state).toBe('loading');
    expect(scripts().map((script) => script.src)).toEqual([
      'https://www.google.com/recaptcha/api.js?render=site-key',
    ]);
    clock.advance(100);
    expect(loader.state).toBe('loading');
    host.window.grecaptcha = new LoadedGrecaptcha();
    clock.advance(25);
    await loading;
    expect(loader.state).toBe('loaded');
    expect(clock.intervals).toEqual([25]);
    expect(clock.pendingTimers).toBe(0);
  });

  it('hides the badge', () => {
    void loader.load('site-key');
    expect(document.head.querySelector('style')?.textContent).toContain(
      '.grecaptcha-badge { visibility: hidden',
    );
  });

  it('adds the script once however many tokens are asked for', async () => {
    host.window.grecaptcha = new LoadedGrecaptcha();
    const first = loader.load('site-key');
    const second = loader.load('site-key');
    clock.advance(25);
    await Promise.all([first, second]);
    await loader.load('site-key');
    expect(scripts()).toHaveLength(1);
  });

  it("refuses another site key with 'reCAPTCHA already loaded with different site key!' (§8)", async () => {
    host.window.grecaptcha = new LoadedGrecaptcha();
    const first = loader.load('site-key');
    clock.advance(25);
    await first;
    await expect(loader.load('other-key')).rejects.toThrow(DIFFERENT_SITE_KEY_ERROR);
  });

  it('gives up after the timeout and tries afresh on the next load', async () => {
    const first = loader.load('site-key');
    clock.advance(1000);
    await expect(first).rejects.toThrow('reCAPTCHA did not become ready in time');
    expect(loader.state).toBe('not-loaded');
    expect(scripts()).toHaveLength(0);
    host.window.grecaptcha = new LoadedGrecaptcha();
    const second = loader.load('site-key');
    clock.advance(25);
    await expect(second).resolves.toBe(host.window.grecaptcha);
  });
});

describe('RecaptchaCaptcha', () => {
  it('gets one token per named action', async () => {
    const grecaptcha = new LoadedGrecaptcha();
    host.window.grecaptcha = grecaptcha;
    const captcha = new RecaptchaCaptcha({ siteKey: 'site-key', logger, loader });
    const login = captcha.token('login');
    await flush();
    clock.advance(25);
    expect(await login).toBe('token-1-login');
    expect(await captcha.token('register')).toBe('token-2-register');
    expect(grecaptcha.executed).toEqual([
      { siteKey: 'site-key', action: 'login' },
      { siteKey: 'site-key', action: 'register' },
    ]);
  });

  it('turns characters reCAPTCHA does not accept in an action name into underscores', async () => {
    const grecaptcha = new LoadedGrecaptcha();
    host.window.grecaptcha = grecaptcha;
    const captcha = new RecaptchaCaptcha({ siteKey: 'site-key', logger, loader });
    const token = captcha.token('login-by phone');
    await flush();
    clock.advance(25);
    await token;
    expect(grecaptcha.executed[0]?.action).toBe('login_by_phone');
  });

  it('is skipped cleanly without a site key: token null, nothing loaded', async () => {
    const captcha = new RecaptchaCaptcha({ siteKey: '', logger, loader });
    expect(await captcha.token('login')).toBeNull();
    await expect(
      new RecaptchaCaptcha({ siteKey: undefined, logger, loader }).token('login'),
    ).resolves.toBeNull();
    expect(scripts()).toHaveLength(0);
    expect(loader.state).toBe('not-loaded');
  });

  it('answers null and logs when reCAPTCHA cannot be reached, so the form still submits', async () => {
    const captcha = new RecaptchaCaptcha({ siteKey: 'site-key', logger, loader });
    const token = captcha.token('login');
    await flush();
    clock.advance(1000);
    expect(await token).toBeNull();
    expect(logger.errors).toEqual(['reCAPTCHA did not become ready in time']);
  });

  it('logs the different-site-key refusal and answers null', async () => {
    host.window.grecaptcha = new LoadedGrecaptcha();
    const loaded = loader.load('first-key');
    clock.advance(25);
    await loaded;
    const captcha = new RecaptchaCaptcha({ siteKey: 'second-key', logger, loader });
    expect(await captcha.token('login')).toBeNull();
    expect(logger.errors).toEqual([DIFFERENT_SITE_KEY_ERROR]);
  });
});

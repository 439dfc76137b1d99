import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_DIFFERENT_KEY_MESSAGE,
  INITIAL_CAPTCHA_LOADER,
  captchaLoaderReducer,
} from './captchaLoader.ts';

describe('captchaLoaderReducer', () => {
  it('goes from not loaded to loading, adding the script once, then to loaded', () => {
    const loading = captchaLoaderReducer(INITIAL_CAPTCHA_LOADER, { type: 'loadRequested', siteKey: 'key-a' });
    expect(loading).toEqual({
      state: { status: 'loading', siteKey: 'key-a' },
      injectScript: true,
      error: null,
    });
    const loaded = captchaLoaderReducer(loading.state, { type: 'scriptLoaded' });
    expect(loaded).toEqual({
      state: { status: 'loaded', siteKey: 'key-a' },
      injectScript: false,
      error: null,
    });
  });

  it('reuses the script for the same key while loading or loaded', () => {
    const loading = { status: 'loading', siteKey: 'key-a' } as const;
    expect(captchaLoaderReducer(loading, { type: 'loadRequested', siteKey: 'key-a' })).toEqual({
      state: loading,
      injectScript: false,
      error: null,
    });
    const loaded = { status: 'loaded', siteKey: 'key-a' } as const;
    expect(captchaLoaderReducer(loaded, { type: 'loadRequested', siteKey: 'key-a' }).injectScript).toBe(
      false,
    );
  });

  it("refuses a different key with 'reCAPTCHA already loaded with different site key!'", () => {
    const loaded = { status: 'loaded', siteKey: 'key-a' } as const;
    const refused = captchaLoaderReducer(loaded, { type: 'loadRequested', siteKey: 'key-b' });
    expect(refused).toEqual({ state: loaded, injectScript: false, error: CAPTCHA_DIFFERENT_KEY_MESSAGE });
    expect(CAPTCHA_DIFFERENT_KEY_MESSAGE).toBe('reCAPTCHA already loaded with different site key!');
  });

  it('returns to not loaded when the script fails, so it can be tried again', () => {
    const loading = { status: 'loading', siteKey: 'key-a' } as const;
    const failed = captchaLoaderReducer(loading, { type: 'scriptFailed' });
    expect(failed.state).toEqual(INITIAL_CAPTCHA_LOADER);
    expect(captchaLoaderReducer(failed.state, { type: 'loadRequested', siteKey: 'key-b' }).injectScript).toBe(
      true,
    );
  });

  it('ignores script events it is not waiting for', () => {
    expect(captchaLoaderReducer(INITIAL_CAPTCHA_LOADER, { type: 'scriptLoaded' }).state).toEqual(
      INITIAL_CAPTCHA_LOADER,
    );
    const loaded = { status: 'loaded', siteKey: 'key-a' } as const;
    expect(captchaLoaderReducer(loaded, { type: 'scriptFailed' }).state).toBe(loaded);
  });
});

/**
 * The captcha script loader (§4): not loaded, loading, loaded. One page holds one site key: asking again with the
 * same key reuses the script (loading or loaded), asking with another key is refused with the §8 message.
 */
export type CaptchaLoaderState =
  | { readonly status: 'notLoaded' }
  | { readonly status: 'loading'; readonly siteKey: string }
  | { readonly status: 'loaded'; readonly siteKey: string };

export type CaptchaLoaderEvent =
  | { readonly type: 'loadRequested'; readonly siteKey: string }
  | { readonly type: 'scriptLoaded' }
  | { readonly type: 'scriptFailed' };

export const CAPTCHA_DIFFERENT_KEY_MESSAGE = 'reCAPTCHA already loaded with different site key!';

export interface CaptchaLoaderTransition {
  readonly state: CaptchaLoaderState;
  /** Whether the adapter should add the script now. */
  readonly injectScript: boolean;
  /** The §8 message when the event was refused; the state is then unchanged. */
  readonly error: string | null;
}

export const INITIAL_CAPTCHA_LOADER: CaptchaLoaderState = { status: 'notLoaded' };

const stay = (state: CaptchaLoaderState, error: string | null = null): CaptchaLoaderTransition => ({
  state,
  injectScript: false,
  error,
});

export function captchaLoaderReducer(
  state: CaptchaLoaderState,
  event: CaptchaLoaderEvent,
): CaptchaLoaderTransition {
  switch (event.type) {
    case 'loadRequested':
      if (state.status === 'notLoaded') {
        return { state: { status: 'loading', siteKey: event.siteKey }, injectScript: true, error: null };
      }
      return state.siteKey === event.siteKey ? stay(state) : stay(state, CAPTCHA_DIFFERENT_KEY_MESSAGE);
    case 'scriptLoaded':
      return state.status === 'loading' ? stay({ status: 'loaded', siteKey: state.siteKey }) : stay(state);
    case 'scriptFailed':
      // A failed script can be tried again, with any key.
      return state.status === 'loading' ? stay(INITIAL_CAPTCHA_LOADER) : stay(state);
  }
}

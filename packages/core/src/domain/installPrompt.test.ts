import { describe, expect, it } from 'vitest';
import {
  INSTALL_PROMPT_STORAGE_KEY,
  canShowInstallPrompt,
  initialInstallPrompt,
  installPromptReducer,
  installPromptStoredFlag,
  type InstallPromptEvent,
  type InstallPromptState,
} from './installPrompt.ts';

const run = (state: InstallPromptState, ...events: InstallPromptEvent['type'][]) =>
  events.reduce((current, type) => installPromptReducer(current, { type }), state);

describe('installPromptReducer', () => {
  it('goes from available to shown to dismissed or installed', () => {
    expect(run('unavailable', 'promptAvailable')).toBe('available');
    expect(run('unavailable', 'promptAvailable', 'promptShown')).toBe('shown');
    expect(run('unavailable', 'promptAvailable', 'promptShown', 'dismissed')).toBe('dismissed');
    expect(run('unavailable', 'promptAvailable', 'promptShown', 'installed')).toBe('installed');
  });

  it('shows the prompt only once it is available', () => {
    expect(run('unavailable', 'promptShown')).toBe('unavailable');
    expect(canShowInstallPrompt(run('unavailable', 'promptAvailable'))).toBe(true);
    expect(canShowInstallPrompt('shown')).toBe(false);
  });

  it('keeps a dismissal even when the browser offers installation again', () => {
    expect(run('dismissed', 'promptAvailable', 'promptShown')).toBe('dismissed');
    expect(run('installed', 'promptAvailable', 'dismissed')).toBe('installed');
  });
});

describe('install prompt persistence', () => {
  it('stores the hide-install-prompt flag for a dismissal', () => {
    expect(INSTALL_PROMPT_STORAGE_KEY).toBe('hide-install-prompt');
    expect(installPromptStoredFlag('dismissed')).toBe('true');
    expect(installPromptStoredFlag('available')).toBeNull();
  });

  it('starts dismissed when the flag was stored', () => {
    expect(initialInstallPrompt(installPromptStoredFlag('dismissed'))).toBe('dismissed');
    expect(initialInstallPrompt(null)).toBe('unavailable');
    expect(initialInstallPrompt('yes please')).toBe('unavailable');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { browserInstallPromptSource } from './installPromptSource.ts';

function beforeInstallPrompt() {
  return Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: async () => undefined,
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
}

describe('browserInstallPromptSource', () => {
  it('keeps an early beforeinstallprompt for a subscriber that comes later, and holds back the browser bar', () => {
    const source = browserInstallPromptSource(window);
    const event = beforeInstallPrompt();
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    window.dispatchEvent(new Event('pointerdown'));
    const available = vi.fn();
    source.subscribe({ available, installed: vi.fn() });
    expect(available).toHaveBeenCalledWith(event);
  });

  it.each(['pointerdown', 'keydown'])(
    'hands the offer over only once the player has engaged with the page (a %s)',
    (engagement) => {
      const source = browserInstallPromptSource(window);
      const available = vi.fn();
      source.subscribe({ available, installed: vi.fn() });
      const event = beforeInstallPrompt();
      window.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);
      expect(available).not.toHaveBeenCalled();
      window.dispatchEvent(new Event(engagement));
      expect(available).toHaveBeenCalledWith(event);
      expect(available).toHaveBeenCalledTimes(1);
    },
  );

  it('offers at once when the player engaged before the browser offered', () => {
    const source = browserInstallPromptSource(window);
    window.dispatchEvent(new Event('keydown'));
    const available = vi.fn();
    source.subscribe({ available, installed: vi.fn() });
    const event = beforeInstallPrompt();
    window.dispatchEvent(event);
    expect(available).toHaveBeenCalledWith(event);
  });

  it('tells subscribers the app was installed', () => {
    const source = browserInstallPromptSource(window);
    const installed = vi.fn();
    source.subscribe({ available: vi.fn(), installed });
    window.dispatchEvent(new Event('appinstalled'));
    expect(installed).toHaveBeenCalledTimes(1);
  });

  it('ignores a beforeinstallprompt without a prompt to call', () => {
    const source = browserInstallPromptSource(window);
    const available = vi.fn();
    source.subscribe({ available, installed: vi.fn() });
    window.dispatchEvent(new Event('beforeinstallprompt'));
    expect(available).not.toHaveBeenCalled();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { InMemoryKeyValueStore, settle } from '@casino/core/test/fakes';
import type {
  BeforeInstallPromptEvent,
  InstallPromptListener,
  InstallPromptSource,
} from './installPromptSource.ts';
import { InstallPromptViewModel } from './InstallPromptViewModel.ts';

function promptEvent(outcome: 'accepted' | 'dismissed' = 'accepted'): BeforeInstallPromptEvent {
  return Object.assign(new Event('beforeinstallprompt'), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
}

function manualSource() {
  let listener: InstallPromptListener | null = null;
  const source: InstallPromptSource = {
    subscribe: (next) => {
      listener = next;
      return () => (listener = null);
    },
  };
  return {
    source,
    offer: (event: BeforeInstallPromptEvent) => listener?.available(event),
    installed: () => listener?.installed(),
    subscribed: () => listener !== null,
  };
}

describe('InstallPromptViewModel', () => {
  it('shows the prompt when the browser offers installation', () => {
    const browser = manualSource();
    const vm = new InstallPromptViewModel(browser.source, new InMemoryKeyValueStore());
    expect(vm.visible).toBe(false);
    browser.offer(promptEvent());
    expect(vm.state).toBe('shown');
    expect(vm.visible).toBe(true);
  });

  it('remembers a dismissal in the hide-install-prompt flag and never shows again', () => {
    const storage = new InMemoryKeyValueStore();
    const browser = manualSource();
    const vm = new InstallPromptViewModel(browser.source, storage);
    browser.offer(promptEvent());
    vm.dismiss();
    expect(vm.visible).toBe(false);
    expect(storage.get('hide-install-prompt')).toBe('true');

    const afterReload = manualSource();
    const next = new InstallPromptViewModel(afterReload.source, storage);
    afterReload.offer(promptEvent());
    expect(next.state).toBe('dismissed');
    expect(next.visible).toBe(false);
  });

  it("opens the browser's install dialog and is installed when the player accepts it", async () => {
    const browser = manualSource();
    const storage = new InMemoryKeyValueStore();
    const vm = new InstallPromptViewModel(browser.source, storage);
    const event = promptEvent('accepted');
    browser.offer(event);
    await vm.install();
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(vm.state).toBe('installed');
    expect(storage.get('hide-install-prompt')).toBeNull();
  });

  it("counts a no in the browser's dialog as a dismissal", async () => {
    const browser = manualSource();
    const storage = new InMemoryKeyValueStore();
    const vm = new InstallPromptViewModel(browser.source, storage);
    browser.offer(promptEvent('dismissed'));
    await vm.install();
    expect(vm.state).toBe('dismissed');
    expect(storage.get('hide-install-prompt')).toBe('true');
  });

  it('asks the browser only once, however often the button is pressed', async () => {
    const browser = manualSource();
    const vm = new InstallPromptViewModel(browser.source, new InMemoryKeyValueStore());
    const event = promptEvent();
    browser.offer(event);
    await Promise.all([vm.install(), vm.install()]);
    await settle();
    expect(event.prompt).toHaveBeenCalledTimes(1);
  });

  it('hides the prompt once the app is installed from the browser menu', () => {
    const browser = manualSource();
    const vm = new InstallPromptViewModel(browser.source, new InMemoryKeyValueStore());
    browser.offer(promptEvent());
    browser.installed();
    expect(vm.state).toBe('installed');
    expect(vm.visible).toBe(false);
  });

  it('stops listening when disposed', () => {
    const browser = manualSource();
    const vm = new InstallPromptViewModel(browser.source, new InMemoryKeyValueStore());
    vm.dispose();
    expect(browser.subscribed()).toBe(false);
  });
});

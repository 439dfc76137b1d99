import { describe, expect, it } from 'vitest';
import { FakeClock, settle } from '@casino/core/test/fakes';
import { BUILD_POLL_MS, BuildUpdateViewModel } from './BuildUpdateViewModel.ts';

function world(
  answers: unknown[],
  options: { online?: boolean; currentBuildId?: string | null; started?: boolean } = {},
) {
  const clock = new FakeClock();
  const requested: string[] = [];
  let reloads = 0;
  const vm = new BuildUpdateViewModel({
    currentBuildId: options.currentBuildId === undefined ? 'build-1' : options.currentBuildId,
    clock,
    isOnline: () => options.online ?? true,
    getJson: async (url) => {
      requested.push(url);
      const answer = answers.shift();
      if (answer instanceof Error) throw answer;
      return answer;
    },
    reloadPage: () => (reloads += 1),
  });
  if (options.started ?? true) vm.start();
  return { vm, clock, requested, reloads: () => reloads };
}

describe('BuildUpdateViewModel', () => {
  it('polls builds/latest.json with a timestamp query', async () => {
    const { clock, requested } = world([{ id: 'build-1' }, { id: 'build-1' }]);
    const start = clock.now();
    await settle();
    await clock.advanceAndSettle(BUILD_POLL_MS);
    expect(requested).toEqual([
      `/builds/latest.json?t=${start}`,
      `/builds/latest.json?t=${start + BUILD_POLL_MS}`,
    ]);
  });

  it('raises the app update prompt when the build id changes', async () => {
    const { vm, clock } = world([{ id: 'build-1' }, { id: 'build-2' }]);
    await settle();
    expect(vm.visible).toBe(false);
    await clock.advanceAndSettle(BUILD_POLL_MS);
    expect(vm.visible).toBe(true);
    expect(vm.state.availableId).toBe('build-2');
  });

  it('reloads the page when the player takes the update', async () => {
    const { vm, reloads } = world([{ id: 'build-2' }]);
    await settle();
    vm.update();
    expect(reloads()).toBe(1);
  });

  it('hides the prompt on "later" until a newer build appears', async () => {
    const { vm, clock } = world([{ id: 'build-2' }, { id: 'build-2' }, { id: 'build-3' }]);
    await settle();
    vm.later();
    await clock.advanceAndSettle(BUILD_POLL_MS);
    expect(vm.visible).toBe(false);
    await clock.advanceAndSettle(BUILD_POLL_MS);
    expect(vm.visible).toBe(true);
  });

  it('ignores failed and malformed answers', async () => {
    const { vm, clock } = world([new TypeError('Failed to fetch'), { id: '' }, '<!doctype html>']);
    await settle();
    await clock.advanceAndSettle(BUILD_POLL_MS * 2);
    expect(vm.visible).toBe(false);
  });

  it('does not poll while offline', async () => {
    const { requested } = world([], { online: false });
    await settle();
    expect(requested).toEqual([]);
  });

  it('takes the first id it reads as its own when the build named none', async () => {
    const { vm, clock } = world([{ id: 'build-7' }, { id: 'build-7' }], { currentBuildId: null });
    await settle();
    await clock.advanceAndSettle(BUILD_POLL_MS);
    expect(vm.visible).toBe(false);
  });

  it('asks nothing until it is started: a view model made for a render that never showed polls nothing', async () => {
    const { clock, requested } = world([{ id: 'build-1' }], { started: false });
    await clock.advanceAndSettle(BUILD_POLL_MS * 3);
    expect(requested).toEqual([]);
  });

  it('polls once at a time when started again', async () => {
    const { vm, clock, requested } = world([{ id: 'build-1' }, { id: 'build-1' }, { id: 'build-1' }]);
    await settle();
    vm.start();
    await clock.advanceAndSettle(BUILD_POLL_MS);
    expect(requested).toHaveLength(3);
  });

  it('stops polling when disposed', async () => {
    const { vm, clock, requested } = world([{ id: 'build-1' }]);
    await settle();
    vm.dispose();
    await clock.advanceAndSettle(BUILD_POLL_MS * 3);
    expect(requested).toHaveLength(1);
  });
});

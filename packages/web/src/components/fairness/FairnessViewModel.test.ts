import { describe, expect, it } from 'vitest';
import { ChangeClientSeed, LoadSeeds, RotateSeeds, err, type DomainError } from '@casino/core';
import { FakeGamesApi, FakeRandomness, TestDigests } from '@casino/core/test/fakes';
import { FairnessViewModel } from './FairnessViewModel.ts';

function setup(isLoggedIn = true) {
  const gamesApi = new FakeGamesApi({ minor: 10_000, currency: 'USD' });
  const randomness = new FakeRandomness();
  const errors: DomainError[] = [];
  /** The failure the next calls meet, by call. */
  const failing: { load?: DomainError; rotate?: DomainError } = {};
  const vm = new FairnessViewModel({
    loadSeeds: new LoadSeeds({
      gamesApi: { getSeeds: async () => (failing.load ? err(failing.load) : gamesApi.getSeeds()) },
    }),
    changeClientSeed: new ChangeClientSeed({ gamesApi }),
    rotateSeeds: new RotateSeeds({
      gamesApi: {
        rotateSeeds: async (seed) => (failing.rotate ? err(failing.rotate) : gamesApi.rotateSeeds(seed)),
      },
      randomness,
    }),
    randomness,
    session: { isLoggedIn },
    notifier: { notifyError: (error) => errors.push(error) },
  });
  return { vm, gamesApi, errors, failing };
}

describe('FairnessViewModel', () => {
  it('shows the commitment of the active pair, its client seed and the next nonce', async () => {
    const { vm, gamesApi } = setup();
    gamesApi.nonce = 3;
    await vm.load();
    expect(vm.status).toBe('ready');
    expect(vm.current).toEqual({
      serverSeedHashed: await new TestDigests().sha256Hex(gamesApi.serverSeed),
      clientSeed: 'lucky-player-42',
      nonce: 3,
      nextServerSeedHashed: expect.stringMatching(/^[0-9a-f]{64}$/),
      clientSeedByPlayer: true,
    });
    expect(vm.clientSeedDraft).toBe('lucky-player-42');
    expect(vm.previous).toBeNull();
  });

  it('asks a visitor to log in instead of loading seeds', async () => {
    const { vm } = setup(false);
    await vm.load();
    expect(vm.status).toBe('loggedOut');
  });

  it('changes the client seed and keeps the nonce counting', async () => {
    const { vm, gamesApi } = setup();
    gamesApi.nonce = 5;
    await vm.load();
    vm.editClientSeed('my_own-seed');
    expect(vm.draftChanged).toBe(true);
    await vm.saveClientSeed();
    expect(gamesApi.clientSeed).toBe('my_own-seed');
    expect(vm.current).toMatchObject({ clientSeed: 'my_own-seed', nonce: 5 });
    expect(vm.saved).toBe(true);
  });

  it('offers a random client seed from the CSPRNG port', async () => {
    const { vm } = setup();
    await vm.load();
    vm.randomClientSeed();
    expect(vm.clientSeedDraft).toBe('seed-1');
  });

  it('refuses a client seed the contract does not allow, without calling the API', async () => {
    const { vm, gamesApi } = setup();
    await vm.load();
    vm.editClientSeed('no spaces allowed');
    await vm.saveClientSeed();
    expect(vm.showDraftError).toBe(true);
    expect(gamesApi.clientSeed).toBe('lucky-player-42');
    vm.editClientSeed('ok');
    expect(vm.showDraftError).toBe(false);
  });

  it('rotates: reveals the old server seed and its commitment, and starts a new pair at nonce 0', async () => {
    const { vm, gamesApi } = setup();
    gamesApi.nonce = 2;
    const oldSeed = gamesApi.serverSeed;
    await vm.load();
    const oldCommitment = vm.current?.serverSeedHashed;
    vm.editClientSeed('next-pair');
    await vm.rotate();
    expect(vm.rotated).toBe(true);
    expect(vm.previous).toEqual({
      serverSeed: oldSeed,
      serverSeedHashed: oldCommitment,
      clientSeed: 'lucky-player-42',
      nonce: 2,
    });
    expect(await new TestDigests().sha256Hex(vm.previous?.serverSeed ?? '')).toBe(oldCommitment);
    expect(vm.current).toMatchObject({ clientSeed: 'next-pair', nonce: 0 });
    expect(vm.current?.serverSeedHashed).not.toBe(oldCommitment);
  });

  it('checks that the new pair is the next commitment shown before the client seed was chosen', async () => {
    const { vm, gamesApi } = setup();
    await vm.load();
    const shownNext = vm.current?.nextServerSeedHashed;
    expect(vm.nextCommitmentKept).toBeNull();
    await vm.rotate();
    expect(vm.current?.serverSeedHashed).toBe(shownNext);
    expect(vm.nextCommitmentKept).toBe(true);
    // A server that swapped the next seed after seeing the client seed is caught.
    const honest = gamesApi.rotateSeeds.bind(gamesApi);
    gamesApi.rotateSeeds = async (seed) => {
      const answer = await honest(seed);
      return answer.ok
        ? {
            ...answer,
            value: {
              ...answer.value,
              current: { ...answer.value.current, serverSeedHashed: 'f'.repeat(64) },
            },
          }
        : answer;
    };
    await vm.rotate();
    expect(vm.nextCommitmentKept).toBe(false);
  });

  it('shows an error with a retry when the seeds cannot be loaded, and notifies a failed rotation', async () => {
    const { vm, errors, failing } = setup();
    failing.load = { kind: 'network', message: 'Network Error' };
    await vm.load();
    expect(vm.status).toBe('error');
    failing.rotate = { kind: 'unauthorised' };
    vm.editClientSeed('abc');
    await vm.rotate();
    expect(errors).toEqual([{ kind: 'unauthorised' }]);
    expect(vm.rotating).toBe(false);
  });

  it('says a rotation waits for the open miner or hilo round instead of notifying an error', async () => {
    const { vm, errors, failing } = setup();
    await vm.load();
    failing.rotate = { kind: 'server', status: 409, messageKey: 'round_open' };
    await vm.rotate();
    expect(vm.rotationWaitsForRound).toBe(true);
    expect(errors).toEqual([]);
  });

  it('drops an answer that arrives after the dialog closed', async () => {
    const { vm } = setup();
    const loading = vm.load();
    vm.dispose();
    await loading;
    expect(vm.current).toBeNull();
  });
});

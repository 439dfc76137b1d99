import { describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '@casino/core';
import { userFactory } from '@casino/core/test/factories';
import { FakeLoadProfile, FakeProfileServer } from '../../testing/FakeAccountApis.ts';
import { FakeSession } from '../../testing/fakeStores.ts';
import { VerificationViewModel } from './VerificationViewModel.ts';

function world() {
  const user = userFactory.build();
  const server = new FakeProfileServer(user);
  const loadProfile = new FakeLoadProfile(server, new FakeSession(user));
  return { server, loadProfile, vm: new VerificationViewModel({ profileApi: server, loadProfile }) };
}

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('VerificationViewModel', () => {
  it('shows the check and the reason the operator gave', async () => {
    const { vm, server } = world();
    server.check = { status: 'failed', reason: 'The photo is blurred', documents: [] };
    await vm.load();
    expect(vm.view).toBe('failed');
    expect(vm.check?.reason).toBe('The photo is blurred');
    expect(vm.canSend).toBe(true);
  });

  it('refuses a file that is too large or of another type before sending anything', async () => {
    const { vm, server } = world();
    await vm.load();
    vm.chooseFile(file('scan.png', 'image/png', MAX_DOCUMENT_BYTES + 1));
    expect(vm.error).toBe('too_large');
    vm.chooseFile(file('scan.gif', 'image/gif'));
    expect(vm.error).toBe('unsupported_type');
    await vm.send();
    expect(server.uploads).toEqual([]);
  });

  it('asks for a file when none is chosen', async () => {
    const { vm, server } = world();
    await vm.send();
    expect(vm.error).toBe('required');
    expect(server.uploads).toEqual([]);
  });

  it('sends the chosen document with its kind, shows it pending and reads the profile again', async () => {
    const { vm, server, loadProfile } = world();
    await vm.load();
    vm.chooseKind('id_card');
    vm.chooseFile(file('front.pdf', 'application/pdf'));
    await vm.send();
    expect(server.uploads).toEqual([{ kind: 'id_card', file: file('front.pdf', 'application/pdf') }]);
    expect(vm.view).toBe('pending');
    expect(vm.sentName).toBe('front.pdf');
    expect(vm.check?.documents[0]).toMatchObject({ kind: 'id_card', fileName: 'front.pdf' });
    expect(loadProfile.runs).toBe(1);
  });

  it("says the API's refusal in its own words", async () => {
    const { vm, server } = world();
    server.failures.set('uploadVerificationDocument', {
      kind: 'validation',
      fields: { file: ['unsupported_type'] },
    });
    vm.chooseFile(file('renamed.png', 'image/png'));
    await vm.send();
    expect(vm.error).toBe('unsupported_type');
    server.failures.set('uploadVerificationDocument', { kind: 'server', status: 413 });
    await vm.send();
    expect(vm.error).toBe('too_large');
  });

  it('offers no form once the identity is verified', async () => {
    const { vm, server } = world();
    server.check = { status: 'success', reason: null, documents: [] };
    await vm.load();
    expect(vm.canSend).toBe(false);
  });
});

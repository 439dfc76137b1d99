import { describe, expect, it } from 'vitest';
import { VerifyRound, err, ok, type CaseOffer, type DomainError, type Result } from '@casino/core';
import { TestDigests } from '@casino/core/test/fakes';
import { RoundVerifierViewModel } from './RoundVerifierViewModel.ts';

// The pair of the worked examples 4 to 6 of docs/fairness.md.
const PAIR = {
  server_seed: '8f3c1a9e5b7d2f4061c8e3a7b9d5f0e2c4a6b8d0f1e3c5a7b9d1f3e5a7c9b0d2',
  server_seed_hashed: '9c27ff17dfb7f70938c6f9080ea76d2a51166ac3f6dff9832eef8bf4e44468d9',
  client_seed: 'lucky-player-42',
};
const SILVER: CaseOffer = {
  slug: 'silver',
  price: { minor: 100, currency: 'USD' },
  rtpBasisPoints: 9599,
  items: [
    { id: 'common', valueMinor: 50, weight: 219 },
    { id: 'uncommon', valueMinor: 80, weight: 563 },
    { id: 'rare', valueMinor: 100, weight: 150 },
    { id: 'epic', valueMinor: 200, weight: 50 },
    { id: 'legendary', valueMinor: 500, weight: 15 },
    { id: 'mythic', valueMinor: 2500, weight: 3 },
  ],
};

function verifier(catalogue: Result<readonly CaseOffer[], DomainError> = ok([SILVER])) {
  let asked = 0;
  const vm = new RoundVerifierViewModel(new VerifyRound({ digests: new TestDigests() }), {
    catalogue: async () => {
      asked += 1;
      return catalogue;
    },
  });
  return { vm, asked: () => asked };
}

const link = (query: Record<string, string>) => `?${new URLSearchParams({ ...PAIR, ...query }).toString()}`;

describe('RoundVerifierViewModel', () => {
  it('rebuilds worked example 4 from a link: every mine of the field, in the order drawn', async () => {
    const { vm, asked } = verifier();
    await vm.showQuery(link({ game: 'miner', mines: '3', nonce: '3' }));
    expect(vm.problem).toBeNull();
    expect(vm.verification?.commitment.matches).toBe(true);
    expect(vm.verification?.rebuilt).toMatchObject({ game: 'miner', mines: [23, 17, 18] });
    expect(vm.verification?.floats).toHaveLength(24);
    expect(asked()).toBe(0);
  });

  it('rebuilds worked example 5: all four cards of the hilo round', async () => {
    const { vm } = verifier();
    await vm.showQuery(link({ game: 'hilo', cards: '4', nonce: '4' }));
    const rebuilt = vm.verification?.rebuilt;
    expect(rebuilt?.game === 'hilo' && rebuilt.cards.map((card) => card.index)).toEqual([6, 20, 30, 45]);
  });

  it('rebuilds worked example 6 over the published items of the case: ticket 84, the common item', async () => {
    const { vm } = verifier();
    await vm.showQuery(link({ game: 'cases', case: 'silver', nonce: '5' }));
    expect(vm.verification?.rebuilt).toMatchObject({ game: 'cases', ticket: 84, itemIndex: 0 });
    expect(vm.offer?.slug).toBe('silver');
  });

  it('names the field it cannot read, and a case the catalogue does not have', async () => {
    const { vm } = verifier();
    await vm.showQuery(link({ game: 'miner', mines: '25', nonce: '3' }));
    expect(vm.problem).toBe('mines');
    await vm.showQuery(link({ game: 'hilo', cards: 'many', nonce: '3' }));
    expect(vm.problem).toBe('cards');
    await vm.showQuery(link({ game: 'miner', nonce: '-1' }));
    expect(vm.problem).toBe('nonce');
    await vm.showQuery(link({ game: 'cases', case: '__proto__', nonce: '5' }));
    expect(vm.problem).toBe('case');
    expect(vm.verification).toBeNull();
  });

  it('says the catalogue could not be read when a case is verified offline', async () => {
    const { vm } = verifier(err({ kind: 'network', message: 'offline' }));
    await vm.showQuery(link({ game: 'cases', case: 'silver', nonce: '5' }));
    expect(vm.problem).toBe('catalogue');
  });
});

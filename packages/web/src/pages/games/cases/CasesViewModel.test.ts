import { describe, expect, it } from 'vitest';
import type { CaseOffer } from '@casino/core';
import { roundsWorld } from '@casino/core/test/fakes';
import { FakeModalOpener, FakeSession } from '../../../testing/fakeStores.ts';
import {
  roundFieldsFromQuery,
  openingVerifierPath,
} from '../../../components/fairness/roundVerifierQuery.ts';
import { CASE_SPIN_MS, CasesViewModel, REEL_LANDING } from './CasesViewModel.ts';

const usd = (major: number) => ({ minor: Math.round(major * 100), currency: 'USD' as const });

/** The silver case of docs/fairness.md: at nonce 5 its ticket is 84, the common item. */
const silver: CaseOffer = {
  slug: 'silver',
  price: usd(1),
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

function casesPage(options: { loggedIn?: boolean } = {}) {
  const world = roundsWorld({ balance: usd(10), nonce: 5 });
  world.roundsApi.cases.push(silver);
  const modals = new FakeModalOpener();
  const session = options.loggedIn === false ? new FakeSession() : world.session;
  const vm = new CasesViewModel({ openCase: world.openCase, session, modals, clock: world.clock });
  return { world, modals, vm };
}

async function loaded(page: ReturnType<typeof casesPage>) {
  page.vm.start();
  await page.vm.load();
  page.vm.show('silver');
  return page;
}

describe('CasesViewModel', () => {
  it('preloads the catalogue for the page’s first render, so the address’s case shows before it is chosen', async () => {
    const { vm } = casesPage();
    await vm.preload();
    expect(vm.status).toBe('ready');
    expect(vm.offerOf('silver')).toEqual(silver);
    expect(vm.offerOf('gold')).toBeNull();
    expect(vm.selected).toBeNull();
  });

  it('lists the catalogue the API publishes, with each item’s chance from its weight', async () => {
    const { vm } = await loaded(casesPage());
    expect(vm.offers.map((offer) => offer.slug)).toEqual(['silver']);
    const mythic = silver.items[5];
    expect(mythic && vm.chanceOf(silver, mythic)).toBe(3 / 1000);
  });

  it('opens a case: the price is taken at once, the item lands and is credited only after the spin (issue 38)', async () => {
    const { vm, world } = await loaded(casesPage());
    await vm.open();
    expect(world.session.user?.balance).toEqual(usd(9));
    expect(vm.shown).toMatchObject({ landed: false, opening: { itemIndex: 0, payout: usd(0.5) } });
    expect(vm.shown?.reel[REEL_LANDING]?.id).toBe('common');
    expect(vm.busy).toBe(true);
    world.clock.advance(CASE_SPIN_MS - 1);
    expect(vm.shown?.landed).toBe(false);
    expect(world.session.user?.balance).toEqual(usd(9));
    world.clock.advance(1);
    expect(vm.shown?.landed).toBe(true);
    expect(world.session.user?.balance).toEqual(usd(9.5));
    expect(vm.busy).toBe(false);
  });

  it('links the opening to the verifier with its server seed once the pair is rotated on the page (issue 38)', async () => {
    const { vm } = await loaded(casesPage());
    await vm.open();
    const opening = vm.shown!.opening;
    const query = (path: string) => roundFieldsFromQuery(path.slice(path.indexOf('?')));
    expect(query(openingVerifierPath(opening)).serverSeed).toBe('');
    vm.reveal({ ...opening.fairness, nonce: opening.fairness.nonce + 1, serverSeed: 'revealed-seed' });
    expect(query(openingVerifierPath(vm.shown!.opening))).toMatchObject({
      serverSeed: 'revealed-seed',
      clientSeed: opening.fairness.clientSeed,
      nonce: String(opening.fairness.nonce),
    });
  });

  it('credits a spinning opening when the page is left before the reel stops', async () => {
    const { vm, world } = await loaded(casesPage());
    await vm.open();
    vm.dispose();
    expect(world.session.user?.balance).toEqual(usd(9.5));
  });

  it('says an opening refused by a loss limit in words, with the limit and when it frees (issue 18)', async () => {
    const { vm, world } = await loaded(casesPage());
    const params = { limit: 'loss_day', ends_at: '2026-11-24T00:00:00.000Z' };
    world.roundsApi.faults.push({
      when: 'before',
      error: { kind: 'server', status: 422, messageKey: 'limit_exceeded', params },
    });
    await vm.open();
    expect(vm.refusal).toEqual({ key: 'limit_exceeded', params });
    expect(vm.notice).toBe('failed');
    expect(world.session.user?.balance).toEqual(usd(10));
  });

  it('lands and credits at once for a player who prefers reduced motion', async () => {
    const page = await loaded(casesPage());
    const { vm } = page;
    vm.setReducedMotion(true);
    await vm.open();
    expect(vm.shown?.landed).toBe(true);
    expect(page.world.session.user?.balance).toEqual(usd(9.5));
  });

  it('asks a visitor to log in and opens nothing', async () => {
    const page = casesPage({ loggedIn: false });
    await loaded(page);
    await page.vm.open();
    expect(page.modals.names()).toEqual(['Login']);
    expect(page.world.roundsApi.calls).toEqual([]);
  });

  it('says so when the balance is below the price, without a call', async () => {
    const page = await loaded(casesPage());
    page.world.session.setUser({ ...page.world.session.user!, balance: usd(0.5) });
    await page.vm.open();
    expect(page.vm.notice).toBe('insufficientBalance');
    expect(page.world.roundsApi.calls).toEqual([]);
  });

  it('finds no case for a slug the catalogue does not have', async () => {
    const { vm } = await loaded(casesPage());
    vm.show('__proto__');
    expect(vm.selected).toBeNull();
  });
});

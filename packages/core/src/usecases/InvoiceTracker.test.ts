import { describe, expect, it } from 'vitest';
import { invoiceFactory, userFactory } from '../../test/factories/index.ts';
import {
  FakeBillingApi,
  FakeClock,
  FakeLogger,
  FakeModals,
  FakeNavigation,
  InMemoryCookieJar,
  restoredSession,
  settle,
} from '../../test/fakes/index.ts';
import type { Invoice } from '../domain/billing.ts';
import { ok } from '../domain/result.ts';
import { InvoiceTracker, type InvoiceEnd, type TrackedInvoice } from './InvoiceTracker.ts';
import { QueryFlagModals } from './QueryFlagModals.ts';

function tracker(invoice: Invoice = invoiceFactory.build()) {
  const clock = new FakeClock();
  const billingApi = new FakeBillingApi(invoice);
  const modals = new FakeModals();
  const logger = new FakeLogger();
  const session = restoredSession(new InMemoryCookieJar());
  session.setToken('player-token');
  session.setUser(userFactory.build());
  let profileRefetches = 0;
  const loadProfile = {
    execute: () => {
      profileRefetches += 1;
      return Promise.resolve(ok(userFactory.build()));
    },
  };
  const navigation = new FakeNavigation({ path: '/games', query: { deposit: '', promo: 'WELCOME100' } });
  const queryFlags = new QueryFlagModals({ navigation, modals, session });
  const invoiceTracker = new InvoiceTracker({
    clock,
    billingApi,
    modals,
    loadProfile,
    logger,
    session,
    queryFlags,
  });
  const changes: { state: TrackedInvoice | null; ended: InvoiceEnd | null }[] = [];
  invoiceTracker.subscribe((state, ended) => changes.push({ state, ended }));
  modals.open('PayIn');
  return {
    clock,
    billingApi,
    modals,
    logger,
    session,
    navigation,
    invoiceTracker,
    invoice,
    changes,
    refetches: () => profileRefetches,
  };
}

/** Holds every status request open until the test answers it, in any order. */
function holdStatusAnswers(world: ReturnType<typeof tracker>) {
  const held: ((status: number) => void)[] = [];
  world.billingApi.getPaymentStatus = (invoiceId) => {
    world.billingApi.polled.push(invoiceId);
    return new Promise((resolve) => held.push((status) => resolve(ok({ status }))));
  };
  return held;
}

describe('InvoiceTracker', () => {
  it('counts down from life_time', () => {
    const world = tracker(invoiceFactory.build({ lifeTimeSeconds: 600 }));
    world.invoiceTracker.track(world.invoice);
    expect(world.invoiceTracker.current()?.secondsLeft).toBe(600);
    world.clock.advance(61_000);
    expect(world.invoiceTracker.current()?.secondsLeft).toBe(539);
    expect(world.changes.at(-1)?.state?.secondsLeft).toBe(539);
  });

  it('removes the invoice at expiry and stops polling', async () => {
    const world = tracker(invoiceFactory.build({ lifeTimeSeconds: 30 }));
    world.invoiceTracker.track(world.invoice);
    await world.clock.advanceAndSettle(30_000);
    expect(world.invoiceTracker.current()).toBeNull();
    expect(world.changes.at(-1)).toEqual({ state: null, ended: 'expired' });
    const polls = world.billingApi.polled.length;
    await world.clock.advanceAndSettle(60_000);
    expect(world.billingApi.polled).toHaveLength(polls);
    expect(world.clock.pendingTimers()).toBe(0);
  });

  it('at expiry makes one last status check, and when it says paid opens SuccessPayment and refetches the balance', async () => {
    const world = tracker(invoiceFactory.build({ lifeTimeSeconds: 12 }));
    world.billingApi.statuses = [1, 1, 3];
    world.invoiceTracker.track(world.invoice);
    await world.clock.advanceAndSettle(12_000);
    expect(world.billingApi.polled).toHaveLength(3);
    expect(world.invoiceTracker.current()).toBeNull();
    expect(world.changes.map((change) => change.ended)).not.toContain('expired');
    expect(world.changes.at(-1)).toEqual({ state: null, ended: 'paid' });
    expect(world.modals.current()).toBe('SuccessPayment');
    expect(world.refetches()).toBe(1);
    expect(world.clock.pendingTimers()).toBe(0);
  });

  it('at expiry ends the invoice as expired when the last status check says it is not paid', async () => {
    const world = tracker(invoiceFactory.build({ lifeTimeSeconds: 12 }));
    world.billingApi.statuses = [1];
    world.invoiceTracker.track(world.invoice);
    await world.clock.advanceAndSettle(12_000);
    expect(world.billingApi.polled).toHaveLength(3);
    expect(world.changes.at(-1)).toEqual({ state: null, ended: 'expired' });
    expect(world.modals.current()).toBe('PayIn');
    expect(world.refetches()).toBe(0);
  });

  it('at expiry ends the invoice as expired when the last status check fails, which is logged', async () => {
    const world = tracker(invoiceFactory.build({ lifeTimeSeconds: 12 }));
    world.billingApi.statuses = [1, 1, { kind: 'network', message: 'Network Error' }];
    world.invoiceTracker.track(world.invoice);
    await world.clock.advanceAndSettle(12_000);
    expect(world.logger.warnings).toEqual(['invoice status poll failed']);
    expect(world.changes.at(-1)).toEqual({ state: null, ended: 'expired' });
  });

  it('keeps the invoice at zero seconds while the last status check is awaited', async () => {
    const world = tracker(invoiceFactory.build({ lifeTimeSeconds: 12 }));
    const held = holdStatusAnswers(world);
    world.invoiceTracker.track(world.invoice);
    world.clock.advance(5_000);
    held[0]?.(1);
    await settle();
    world.clock.advance(5_000);
    held[1]?.(1);
    await settle();
    world.clock.advance(2_000);
    expect(world.invoiceTracker.current()?.secondsLeft).toBe(0);
    expect(world.clock.pendingTimers()).toBe(0);
    held[2]?.(1);
    await settle();
    expect(world.changes.at(-1)).toEqual({ state: null, ended: 'expired' });
  });

  it('does not throw away a paid answer from a poll still in flight when the life ends', async () => {
    const world = tracker(invoiceFactory.build({ lifeTimeSeconds: 5 }));
    const held = holdStatusAnswers(world);
    world.invoiceTracker.track(world.invoice);
    world.clock.advance(5_000);
    expect(held).toHaveLength(2);
    held[1]?.(1);
    await settle();
    expect(world.invoiceTracker.current()?.secondsLeft).toBe(0);
    held[0]?.(3);
    await settle();
    expect(world.changes.at(-1)).toEqual({ state: null, ended: 'paid' });
    expect(world.modals.current()).toBe('SuccessPayment');
    expect(world.refetches()).toBe(1);
  });

  it('drops the invoice instead of checking it at expiry once its player has logged out', async () => {
    const world = tracker(invoiceFactory.build({ lifeTimeSeconds: 3 }));
    world.billingApi.statuses = [3];
    world.invoiceTracker.track(world.invoice);
    await world.clock.advanceAndSettle(2_500);
    world.session.clear();
    await world.clock.advanceAndSettle(500);
    expect(world.changes.at(-1)).toEqual({ state: null, ended: 'disposed' });
    expect(world.billingApi.polled).toEqual([]);
    expect(world.modals.current()).toBe('PayIn');
  });

  it('uses the default life of 1200 s when life_time is missing', () => {
    const world = tracker(invoiceFactory.build({ lifeTimeSeconds: 0 }));
    world.invoiceTracker.track(world.invoice);
    expect(world.invoiceTracker.current()?.secondsLeft).toBe(1200);
  });

  it('keeps an invoice with an absurdly large life_time open for a day instead of expiring it at once', async () => {
    const world = tracker(invoiceFactory.build({ lifeTimeSeconds: 3_000_000 }));
    world.invoiceTracker.track(world.invoice);
    await world.clock.advanceAndSettle(1_000);
    expect(world.invoiceTracker.current()?.secondsLeft).toBe(86_399);
  });

  it('polls the status every 5 s', async () => {
    const world = tracker();
    world.invoiceTracker.track(world.invoice);
    await world.clock.advanceAndSettle(4_999);
    expect(world.billingApi.polled).toEqual([]);
    await world.clock.advanceAndSettle(1);
    expect(world.billingApi.polled).toEqual([world.invoice.id]);
    await world.clock.advanceAndSettle(10_000);
    expect(world.billingApi.polled).toHaveLength(3);
  });

  it('on status 3 stops polling, clears the invoice, closes PayIn, opens SuccessPayment and refetches the user', async () => {
    const world = tracker();
    world.billingApi.statuses = [1, 3];
    world.invoiceTracker.track(world.invoice);
    await world.clock.advanceAndSettle(10_000);
    expect(world.invoiceTracker.current()).toBeNull();
    expect(world.changes.at(-1)).toEqual({ state: null, ended: 'paid' });
    expect(world.modals.current()).toBe('SuccessPayment');
    expect(world.modals.opened).toEqual(['PayIn', 'SuccessPayment']);
    expect(world.refetches()).toBe(1);
    await world.clock.advanceAndSettle(60_000);
    expect(world.billingApi.polled).toHaveLength(2);
    expect(world.clock.pendingTimers()).toBe(0);
  });

  it('removes the deposit query flag from the address once the invoice is paid, keeping the rest (§2)', async () => {
    const world = tracker();
    world.billingApi.statuses = [1, 3];
    world.invoiceTracker.track(world.invoice);
    await world.clock.advanceAndSettle(5_000);
    expect(world.navigation.query).toEqual({ deposit: '', promo: 'WELCOME100' });
    await world.clock.advanceAndSettle(5_000);
    expect(world.navigation.moves).toEqual([{ path: '/games?promo=WELCOME100', replace: true }]);
    expect(world.modals.current()).toBe('SuccessPayment');
  });

  it('keeps the deposit query flag when the invoice expires unpaid', async () => {
    const world = tracker(invoiceFactory.build({ lifeTimeSeconds: 12 }));
    world.billingApi.statuses = [1];
    world.invoiceTracker.track(world.invoice);
    await world.clock.advanceAndSettle(12_000);
    expect(world.changes.at(-1)?.ended).toBe('expired');
    expect(world.navigation.query).toEqual({ deposit: '', promo: 'WELCOME100' });
    expect(world.navigation.moves).toEqual([]);
  });

  it('clears an invoice the server reports expired (status 4)', async () => {
    const world = tracker();
    world.billingApi.statuses = [4];
    world.invoiceTracker.track(world.invoice);
    await world.clock.advanceAndSettle(5_000);
    expect(world.invoiceTracker.current()).toBeNull();
    expect(world.modals.current()).toBe('PayIn');
  });

  it('keeps polling after a failed status call, which is only logged', async () => {
    const world = tracker();
    world.billingApi.statuses = [{ kind: 'network', message: 'Network Error' }, 3];
    world.invoiceTracker.track(world.invoice);
    await world.clock.advanceAndSettle(5_000);
    expect(world.logger.warnings).toEqual(['invoice status poll failed']);
    await world.clock.advanceAndSettle(5_000);
    expect(world.modals.current()).toBe('SuccessPayment');
  });

  it('ignores a late status answer for an invoice it no longer tracks', async () => {
    const world = tracker();
    let answer: (status: number) => void = () => {};
    world.billingApi.getPaymentStatus = () =>
      new Promise((resolve) => (answer = (status) => resolve(ok({ status }))));
    world.invoiceTracker.track(world.invoice);
    world.clock.advance(5_000);
    const next = invoiceFactory.build();
    world.invoiceTracker.track(next);
    answer(3);
    await settle();
    expect(world.invoiceTracker.current()?.invoice).toBe(next);
    expect(world.modals.current()).toBe('PayIn');
  });

  it('stops all timers on dispose', () => {
    const world = tracker();
    world.invoiceTracker.track(world.invoice);
    expect(world.clock.pendingTimers()).toBeGreaterThan(0);
    world.invoiceTracker.dispose();
    expect(world.clock.pendingTimers()).toBe(0);
    expect(world.invoiceTracker.current()).toBeNull();
  });

  it('drops the invoice and stops polling once the player logs out, so it is never paid to a later session', async () => {
    const world = tracker();
    world.billingApi.statuses = [3];
    world.invoiceTracker.track(world.invoice);
    world.session.clear();
    await world.clock.advanceAndSettle(5_000);
    expect(world.invoiceTracker.current()).toBeNull();
    expect(world.changes.at(-1)).toEqual({ state: null, ended: 'disposed' });
    expect(world.billingApi.polled).toEqual([]);
    expect(world.modals.current()).toBe('PayIn');
    expect(world.refetches()).toBe(0);
    expect(world.clock.pendingTimers()).toBe(0);
  });

  it('drops the invoice of a player who logged out while another player logged in', async () => {
    const world = tracker();
    world.invoiceTracker.track(world.invoice);
    world.session.clear();
    world.session.setToken('next-player-token');
    world.session.setUser(userFactory.build());
    await world.clock.advanceAndSettle(1_000);
    expect(world.invoiceTracker.current()).toBeNull();
    expect(world.clock.pendingTimers()).toBe(0);
  });

  it('ignores a paid answer that arrives after the player logged out', async () => {
    const world = tracker();
    let answer: (status: number) => void = () => {};
    world.billingApi.getPaymentStatus = () =>
      new Promise((resolve) => (answer = (status) => resolve(ok({ status }))));
    world.invoiceTracker.track(world.invoice);
    world.clock.advance(5_000);
    world.session.clear();
    answer(3);
    await settle();
    expect(world.invoiceTracker.current()).toBeNull();
    expect(world.modals.opened).toEqual(['PayIn']);
    expect(world.refetches()).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeFreeSpins, moneyOf } from '@casino/core';
import { startLiveApi, type LiveApi } from './liveApi.ts';
import { PlayerSession } from './playerSession.ts';
import { DEMO, expectOk, registerByEmail } from './registrations.ts';

let api: LiveApi;
beforeAll(async () => {
  api = await startLiveApi();
});
afterAll(() => api.stop());

const DAY_SECONDS = 86_400;
const tab = (locale: 'ru' | 'en' | 'kz' | 'br' = 'en') => new PlayerSession(api.url, { locale });
const notFound = { ok: false, error: { kind: 'notFound' } };

async function demo(): Promise<PlayerSession> {
  const player = tab();
  player.signIn(expectOk(await player.auth.loginByEmailPassword(DEMO.email, DEMO.password)));
  return player;
}

/** A player whose first deposit, with FREESPINS waiting, granted the campaign's spins. */
async function playerWithCampaignSpins(): Promise<PlayerSession> {
  const player = tab();
  await registerByEmail(player, { promo: 'FREESPINS' });
  const [card] = expectOk(await player.billing.getBillingData()).methods;
  const invoice = expectOk(await player.billing.createInvoice(card?.hash ?? '', moneyOf(500, 'RUB')));
  await api.payInvoice(invoice.id);
  return player;
}

describe('bonuses against the local API', () => {
  it('offers a visitor the public bonuses that registration and a deposit unlock, in the player language', async () => {
    expect(expectOk(await tab('en').bonus.waitingRegAndDep())).toEqual([
      { name: '50 free spins in Sky Forge', expiresIn: 14 * DAY_SECONDS },
      { name: '100% first deposit bonus', expiresIn: 7 * DAY_SECONDS },
    ]);
    const [first] = expectOk(await tab('br').bonus.waitingRegAndDep());
    expect(first?.name).toBe('50 giros grátis em Forja Celeste');
  });

  it('answers a player the bonus waiting for their deposit, with the seconds it has left', async () => {
    const player = tab();
    await registerByEmail(player, { promo: 'WELCOME100' });
    const [waiting] = expectOk(await player.bonus.waitingRegAndDep());
    expect(waiting?.name).toBe('100% first deposit bonus');
    expect(waiting?.expiresIn).toBeGreaterThan(7 * DAY_SECONDS - 60);
    expect(waiting?.expiresIn).toBeLessThanOrEqual(7 * DAY_SECONDS);
  });

  it('looks up a known promo code, and answers an unknown or malformed one as not found', async () => {
    const visitor = tab('kz');
    expect(expectOk(await visitor.bonus.promoBonus('WELCOME100'))).toEqual({
      code: 'WELCOME100',
      name: 'Алғашқы депозитке 100% бонус',
      description:
        'Алғашқы депозитті екі есе арттырамыз: 30 000 ₽, 300 $ немесе €, 150 000 ₸, 30 000 ₹ дейін. 7 күн ішінде x20 ұтыс.',
      refusal: null,
    });
    expect(await visitor.bonus.promoBonus('NO-SUCH-PROMO')).toEqual(notFound);
    expect(await visitor.bonus.promoBonus('../profile/user')).toEqual(notFound);
  });

  it('lets a player take a promo for the next deposit, and refuses a second bonus before any deposit', async () => {
    const player = tab();
    await registerByEmail(player, { promo: 'WELCOME100' });
    expect(expectOk(await player.bonus.promoBonus('FREESPINS')).refusal).toBe('bonus_already_active');
    expect(await player.bonus.takePromo('FREESPINS')).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'server', status: 409, messageKey: 'bonus_already_active' }),
    });
    const other = tab();
    await registerByEmail(other);
    const taken = expectOk(await other.bonus.takePromo('FREESPINS'));
    expect(taken.name).toBe('50 free spins in Sky Forge');
    // Counted down on the API's real clock from the moment it was taken: a second may pass before the answer.
    expect(taken.expiresIn).toBeLessThanOrEqual(14 * DAY_SECONDS);
    expect(taken.expiresIn).toBeGreaterThan(14 * DAY_SECONDS - 60);
    expect(expectOk(await other.bonus.waitingRegAndDep()).map((waiting) => waiting.name)).toEqual([
      '50 free spins in Sky Forge',
    ]);
  });

  it('lists the welcome pack for guests with its four steps', async () => {
    const [pack, ...others] = expectOk(await tab('en').bonus.welcomePacksGuest());
    expect(others).toEqual([]);
    expect(pack?.publicTitle).toBe('Welcome pack up to 500%');
    expect(pack?.steps).toEqual([
      { title: '1st deposit', percent: 100, freeSpins: 50 },
      { title: '2nd deposit', percent: 125, freeSpins: 50 },
      { title: '3rd deposit', percent: 100, freeSpins: 75 },
      { title: '4th deposit', percent: 175, freeSpins: 100 },
    ]);
  });
});

describe('free spins against the local API', () => {
  it('lists the demo player grants, lapsed ones included, of which the client keeps the future ones (§4)', async () => {
    const spins = expectOk(await (await demo()).freeSpins.list());
    expect(spins.map((spin) => spin.count)).toEqual([15, 20, 50]);
    expect(spins.every((spin) => /^\d+$/.test(spin.gameId))).toBe(true);
    expect(activeFreeSpins(spins, Date.now()).map((spin) => spin.count)).toEqual([20, 50]);
  });

  it('reads a campaign, and answers an unknown one as not found', async () => {
    const visitor = tab();
    const campaign = expectOk(await visitor.freeSpins.campaign('1'));
    expect(campaign).toMatchObject({ id: '1', title: 'Sky Forge free spins', spins: 50 });
    expect(Date.parse(campaign.expirationAt)).toBeGreaterThan(Date.now());
    expect(await visitor.freeSpins.campaign('999')).toEqual(notFound);
  });

  it('grants the FREESPINS campaign on the first deposit, and cancelling it removes the grant, twice alike', async () => {
    const player = await playerWithCampaignSpins();
    const [granted] = expectOk(await player.freeSpins.list());
    const campaign = expectOk(await player.freeSpins.campaign('1'));
    expect(granted).toMatchObject({ count: 50, gameId: campaign.gameId });

    expectOk(await player.freeSpins.cancel('1'));
    expect(expectOk(await player.freeSpins.list())).toEqual([]);
    expectOk(await player.freeSpins.cancel('1'));
    expect(await player.freeSpins.cancel('999')).toEqual(notFound);
  });
});

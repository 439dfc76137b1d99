import { describe, expect, it } from 'vitest';
import {
  err,
  ok,
  settledNow,
  type ApiResult,
  type BonusApi,
  type ContentApi,
  type GamesApi,
  type ProfileApi,
  type SportsbookApi,
} from '@casino/core';
import { PageData } from '../di/pageData.ts';
import {
  BILLING_PAGE_DATA,
  BONUS_PAGE_DATA,
  CONTENT_PAGE_DATA,
  FREE_SPINS_PAGE_DATA,
  GAMES_PAGE_DATA,
  LAUNCH_PAGE_DATA,
  MONEY_PAGE_DATA,
  pageDataApi,
  PROFILE_PAGE_DATA,
  ROUNDS_PAGE_DATA,
  SITE_SETTINGS_PAGE_DATA,
  SPORTSBOOK_PAGE_DATA,
} from './pageDataPorts.ts';

const pageDataContentApi = (api: ContentApi, data: PageData) =>
  pageDataApi(api, data, 'content', CONTENT_PAGE_DATA);
const pageDataSportsbookApi = (api: SportsbookApi, data: PageData) =>
  pageDataApi(api, data, 'sports', SPORTSBOOK_PAGE_DATA);
const pageDataBonusApi = (api: BonusApi, data: PageData) => pageDataApi(api, data, 'bonus', BONUS_PAGE_DATA);

/** An API port whose answers the test sets, recording the calls that reach it by method. */
function recordingApi<T extends object>(answers: Partial<Record<keyof T, unknown>>) {
  const calls: string[] = [];
  const api = new Proxy({} as T, {
    get: (_target, method: string) => (): ApiResult<unknown> => {
      calls.push(method);
      return Promise.resolve(answers[method as keyof T] as never);
    },
  });
  return { api, calls };
}

const contentApi = (answers: Partial<Record<keyof ContentApi, unknown>>) => recordingApi<ContentApi>(answers);

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('pageDataApi, the content API', () => {
  it('on the server records what the page was rendered with, a refusal included', async () => {
    const data = PageData.recording(300);
    const { api } = contentApi({ top: ok([1]), tournament: err({ kind: 'notFound' }) });
    const content = pageDataContentApi(api, data);
    expect(await content.top()).toEqual(ok([1]));
    expect(await content.tournament('7')).toEqual(err({ kind: 'notFound' }));
    expect(data.answers()).toEqual({
      'content.top([])': ok([1]),
      'content.tournament(["7"])': err({ kind: 'notFound' }),
    });
    data.close();
  });

  it('on the server leaves a transient failure to the browser: not recorded, and that part stays loading', async () => {
    const data = PageData.recording(300);
    const { api } = contentApi({ games: err({ kind: 'network', message: 'down' }) });
    let settled = false;
    void pageDataContentApi(api, data)
      .games()
      .then(() => (settled = true));
    await tick();
    expect(settled).toBe(false);
    expect(data.answers()).toEqual({});
    data.close();
  });

  it('on the server hands on no answer that comes after the budget: the page shows only what it recorded', async () => {
    const data = PageData.recording(300);
    const { api } = contentApi({ top: ok([1]), faq: ok(['q']) });
    const content = pageDataContentApi(api, data);
    expect(await content.top()).toEqual(ok([1]));
    // The page's wait runs out (a view model whose preload is still under way), then the FAQ's answer comes.
    data.viewModel('r1:Faq', () => ({ preload: () => new Promise(() => undefined) }));
    await data.pending('r1:Faq');
    let shown = false;
    void content.faq('en').then(() => (shown = true));
    await tick();
    expect(shown).toBe(false);
    expect(data.answers()).toEqual({ 'content.top([])': ok([1]) });
    data.close();
  });

  it('on the server answers a call the render made before as it was recorded: the head’s SEO text and the page’s', async () => {
    const data = PageData.recording(300);
    let asked = 0;
    const api = {
      seo: () => Promise.resolve(ok({ text: `answer ${(asked += 1)}` })),
    } as unknown as ContentApi;
    const content = pageDataContentApi(api, data);
    // Two calls on their way together: the second answer is not the one recorded, so the page shows the first too.
    const head = content.seo('betting', 'ru');
    const page = content.seo('betting', 'ru');
    expect(await head).toEqual(ok({ text: 'answer 1' }));
    expect(await page).toEqual(ok({ text: 'answer 1' }));
    // A later one is answered from the record at once, without the network.
    expect(settledNow(content.seo('betting', 'ru'))).toEqual(ok({ text: 'answer 1' }));
    expect(asked).toBe(2);
    expect(data.answers()).toEqual({ 'content.seo(["betting","ru"])': ok({ text: 'answer 1' }) });
    data.close();
  });

  it('in the browser answers a recorded call at once, without the network, until the page is hydrated', async () => {
    const data = PageData.from({ 'content.faq(["en"])': ok(['q']) });
    const { api, calls } = contentApi({ faq: ok(['fresh']) });
    const content = pageDataContentApi(api, data);
    expect(settledNow(content.faq('en'))).toEqual(ok(['q']));
    expect(calls).toEqual([]);
    data.close();
    expect(await content.faq('en')).toEqual(ok(['fresh']));
    expect(calls).toEqual(['faq']);
  });
});

describe('pageDataApi, the sportsbook', () => {
  const sportsbook = () =>
    recordingApi<SportsbookApi>({
      listEvents: ok([]),
      getEvent: err({ kind: 'notFound' }),
      placeBet: err({ kind: 'network', message: 'down' }),
      listBets: ok([]),
    });

  it('records the line, an event read alone and the player’s bets for the betting and profile pages, never a bet', async () => {
    const data = PageData.recording(300);
    const { api, calls } = sportsbook();
    const sports = pageDataSportsbookApi(api, data);
    await sports.listEvents();
    await sports.listBets('open');
    await sports.getEvent('e1');
    await sports.placeBet({} as never);
    expect(Object.keys(data.answers())).toEqual([
      'sports.listEvents([])',
      'sports.listBets(["open"])',
      'sports.getEvent(["e1"])',
    ]);
    expect(calls).toEqual(['listEvents', 'listBets', 'getEvent', 'placeBet']);
    data.close();
  });

  it('in the browser answers the line from the page while it hydrates; a bet always goes to the network', async () => {
    const data = PageData.from({ 'sports.listEvents([])': ok(['e1']) });
    const { api, calls } = sportsbook();
    const sports = pageDataSportsbookApi(api, data);
    expect(settledNow(sports.listEvents())).toEqual(ok(['e1']));
    await sports.placeBet({} as never);
    expect(calls).toEqual(['placeBet']);
    data.close();
    await sports.listEvents();
    expect(calls).toEqual(['placeBet', 'listEvents']);
  });
});

describe('pageDataApi, the bonuses', () => {
  const bonuses = () =>
    recordingApi<BonusApi>({
      waitingRegAndDep: ok([]),
      promoBonus: err({ kind: 'notFound' }),
      welcomePacksGuest: ok([]),
    });

  it('records what registration and a deposit unlock and the welcome packs, never a promo code’s check', async () => {
    const data = PageData.recording(300);
    const { api, calls } = bonuses();
    const wrapped = pageDataBonusApi(api, data);
    await wrapped.waitingRegAndDep();
    await wrapped.promoBonus('WELCOME');
    await wrapped.welcomePacksGuest();
    expect(Object.keys(data.answers())).toEqual([
      'bonus.waitingRegAndDep([])',
      'bonus.welcomePacksGuest([])',
    ]);
    expect(calls).toEqual(['waitingRegAndDep', 'promoBonus', 'welcomePacksGuest']);
    data.close();
  });

  it('in the browser answers it from the page while it hydrates, then from the network', async () => {
    const data = PageData.from({ 'bonus.waitingRegAndDep([])': ok(['first deposit']) });
    const { api, calls } = bonuses();
    const wrapped = pageDataBonusApi(api, data);
    expect(settledNow(wrapped.waitingRegAndDep())).toEqual(ok(['first deposit']));
    expect(calls).toEqual([]);
    data.close();
    await wrapped.waitingRegAndDep();
    expect(calls).toEqual(['waitingRegAndDep']);
  });
});

describe('pageDataApi, the player’s profile', () => {
  const profile = (answer: unknown) =>
    recordingApi<ProfileApi>({ getUser: answer, updateSettings: ok(undefined) });

  it('records the profile the server rendered the header with, no token in it, and the browser hydrates with it', async () => {
    const server = PageData.recording(300);
    const read = pageDataApi(
      profile(ok({ id: 7, freshToken: 'a-token' })).api,
      server,
      'profile',
      PROFILE_PAGE_DATA,
    );
    // The server's own start gets the answer whole.
    expect(await read.getUser()).toEqual(ok({ id: 7, freshToken: 'a-token' }));
    expect(server.answers()).toEqual({ 'profile.getUser([])': ok({ id: 7, freshToken: null }) });
    server.close();

    const browser = PageData.from(server.answers());
    const { api, calls } = profile(ok({ id: 7, fresh: true }));
    const wrapped = pageDataApi(api, browser, 'profile', PROFILE_PAGE_DATA);
    expect(settledNow(wrapped.getUser())).toEqual(ok({ id: 7, freshToken: null }));
    await wrapped.updateSettings({} as never);
    expect(calls).toEqual(['updateSettings']);
    browser.close();
  });

  it('does not record a refused read (an expired token): the browser asks the network, where it refreshes the token', async () => {
    const data = PageData.recording(300);
    const refused = err({ kind: 'unauthorised' as const });
    const wrapped = pageDataApi(profile(refused).api, data, 'profile', PROFILE_PAGE_DATA);
    expect(await wrapped.getUser()).toEqual(refused);
    expect(data.answers()).toEqual({});
    data.close();
  });
});

describe('what is page data', () => {
  it('a method marked network asks the network even while the page it was recorded for hydrates', async () => {
    const data = PageData.from({
      'games.placeBet([{}])': ok('an old answer'),
      'games.listBets([{}])': ok('bets'),
    });
    const { api, calls } = recordingApi<GamesApi>({ placeBet: ok('placed'), listBets: ok('fresh') });
    const games = pageDataApi(api, data, 'games', GAMES_PAGE_DATA);
    expect(await games.placeBet({} as never)).toEqual(ok('placed'));
    expect(settledNow(games.listBets({}))).toEqual(ok('bets'));
    expect(calls).toEqual(['placeBet']);
    data.close();
  });

  it('no bet, payment, round step, limit or other change is ever answered from a page: only reads are', () => {
    const tables = {
      content: CONTENT_PAGE_DATA,
      sports: SPORTSBOOK_PAGE_DATA,
      bonus: BONUS_PAGE_DATA,
      freeSpins: FREE_SPINS_PAGE_DATA,
      games: GAMES_PAGE_DATA,
      rounds: ROUNDS_PAGE_DATA,
      launch: LAUNCH_PAGE_DATA,
      billing: BILLING_PAGE_DATA,
      money: MONEY_PAGE_DATA,
      settings: SITE_SETTINGS_PAGE_DATA,
      profile: PROFILE_PAGE_DATA,
    };
    const network = Object.entries(tables).flatMap(([port, table]) =>
      Object.entries(table)
        .filter(([, kind]) => kind === 'network')
        .map(([method]) => `${port}.${method}`),
    );
    expect(network.sort()).toEqual(
      [
        'sports.placeBet',
        'bonus.promoBonus',
        'bonus.takePromo',
        'freeSpins.cancel',
        'games.placeBet',
        'games.rotateSeeds',
        'games.changeClientSeed',
        'rounds.startRound',
        'rounds.act',
        'rounds.cashOut',
        'rounds.openCase',
        'launch.launch',
        'launch.setFavourite',
        'billing.createInvoice',
        'billing.getPaymentStatus',
        'money.requestWithdrawal',
        'money.cancelWithdrawal',
        'money.exportHistory',
        'money.setLimit',
        'money.takeBreak',
        'profile.updateSettings',
        'profile.updatePassword',
        'profile.joinVip',
        'profile.getVipStatus',
        'profile.uploadVerificationDocument',
      ].sort(),
    );
  });
});

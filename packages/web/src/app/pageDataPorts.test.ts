import { describe, expect, it } from 'vitest';
import {
  err,
  ok,
  settledNow,
  type ApiResult,
  type BonusApi,
  type ContentApi,
  type SportsbookApi,
} from '@casino/core';
import { PageData } from '../di/pageData.ts';
import { pageDataBonusApi, pageDataContentApi, pageDataSportsbookApi } from './pageDataPorts.ts';

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

describe('pageDataContentApi', () => {
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

describe('pageDataSportsbookApi', () => {
  const sportsbook = () =>
    recordingApi<SportsbookApi>({
      listEvents: ok([]),
      getEvent: err({ kind: 'notFound' }),
      placeBet: err({ kind: 'network', message: 'down' }),
      listBets: ok([]),
    });

  it('records the line and an event read alone for the betting pages, and nothing about the player’s bets', async () => {
    const data = PageData.recording(300);
    const { api, calls } = sportsbook();
    const sports = pageDataSportsbookApi(api, data);
    await sports.listEvents();
    await sports.listBets('open');
    await sports.getEvent('e1');
    expect(Object.keys(data.answers())).toEqual(['sports.listEvents([])', 'sports.getEvent(["e1"])']);
    expect(calls).toEqual(['listEvents', 'listBets', 'getEvent']);
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

describe('pageDataBonusApi', () => {
  const bonuses = () =>
    recordingApi<BonusApi>({
      waitingRegAndDep: ok([]),
      promoBonus: err({ kind: 'notFound' }),
      welcomePacksGuest: ok([]),
    });

  it('records what registration and a deposit unlock for the bonuses page, never a promo code’s check', async () => {
    const data = PageData.recording(300);
    const { api, calls } = bonuses();
    const wrapped = pageDataBonusApi(api, data);
    await wrapped.waitingRegAndDep();
    await wrapped.promoBonus('WELCOME');
    await wrapped.welcomePacksGuest();
    expect(Object.keys(data.answers())).toEqual(['bonus.waitingRegAndDep([])']);
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

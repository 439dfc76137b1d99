import { Suspense, startTransition, use, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { observer } from 'mobx-react-lite';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { ok, type ContentApi, type GameLaunchApi, type SportsbookApi } from '@casino/core';
import { sportEventFactory } from '@casino/core/test/factories';
import { FakeClock, FakeSportsFeed } from '@casino/core/test/fakes';
import { PlayerGameLists } from '../components/games/PlayerGameLists.ts';
import { SeoText } from '../components/page/SeoText.ts';
import { PageData, PAGE_DATA_BUDGET_MS } from '../di/pageData.ts';
import { pageHydration } from '../di/pageHydration.ts';
import { LiveLine } from '../pages/betting/LiveLine.ts';
import { CONTENT_PAGE_DATA, LAUNCH_PAGE_DATA, pageDataApi, SPORTSBOOK_PAGE_DATA } from './pageDataPorts.ts';

/**
 * A server render whose page data came partly within its budget, partly after it (a busy machine), hydrated in the
 * browser: the server's HTML shows exactly the answers it recorded, the browser's hydrating render shows the same, and
 * React keeps the server's HTML (no error 418). The place is modelled on the sportsbook's page and a player's home:
 * the line (applied by its own read), the player's recently played (two calls applied together) and the SEO text.
 */

type Call = 'listEvents' | 'favourites' | 'recent' | 'seo';
const CALLS: readonly Call[] = ['listEvents', 'favourites', 'recent', 'seo'];
const PLACE = '_R_1_:Symbol(BettingViewModel)';

/** The API as the network answers it: each call waits until the test answers it (never, unless it does). */
function network(events: number) {
  const answers: Record<Call, unknown> = {
    listEvents: ok(sportEventFactory.buildList(events, { status: 'live' })),
    favourites: ok(['dice']),
    recent: ok([{ slug: 'dice', playedAt: '2026-03-01T12:00:00Z' }]),
    seo: ok({ text: '<p>Bets on simulated matches.</p>' }),
  };
  const waiting = new Map<Call, (answer: unknown) => void>();
  const call = (name: Call) => () => new Promise((resolve) => waiting.set(name, resolve));
  return {
    sports: { listEvents: call('listEvents') } as unknown as SportsbookApi,
    launch: { favourites: call('favourites'), recent: call('recent') } as unknown as GameLaunchApi,
    content: { seo: call('seo') } as unknown as ContentApi,
    answer: (name: Call) => waiting.get(name)?.(answers[name]),
  };
}

class Place {
  readonly line: LiveLine;
  readonly lists: PlayerGameLists;
  readonly seo: SeoText;
  constructor(data: PageData, api: ReturnType<typeof network>) {
    const clock = new FakeClock();
    const sports = pageDataApi(api.sports, data, 'sports', SPORTSBOOK_PAGE_DATA);
    this.line = new LiveLine({ feed: new FakeSportsFeed(), api: sports, clock });
    const launch = pageDataApi(api.launch, data, 'launch', LAUNCH_PAGE_DATA);
    this.lists = new PlayerGameLists({ api: launch, session: { isLoggedIn: true }, clock });
    this.seo = new SeoText(pageDataApi(api.content, data, 'content', CONTENT_PAGE_DATA), { locale: 'en' });
  }
  preload(): Promise<unknown> {
    return Promise.all([this.line.load(), this.lists.load(), this.seo.preload('betting')]);
  }
  dispose(): void {
    this.line.dispose();
    this.seo.dispose();
  }
}

const View = observer(function View({ place }: { place: Place }) {
  const { line, lists, seo } = place;
  return (
    <section>
      <p>{line.loaded ? `Live now (${line.events.length})` : 'Loading the line'}</p>
      <p>{lists.recent.length > 0 ? `Recently played: ${lists.recent.join(', ')}` : 'No shelf'}</p>
      {seo.seo.status === 'ready' ? <p>{seo.seo.value?.text}</p> : null}
    </section>
  );
});

/** The server's render: the answers in `inBudget` come within it, the others just after it ran out. */
async function serverRender(inBudget: readonly Call[]) {
  vi.useFakeTimers();
  const data = PageData.recording(PAGE_DATA_BUDGET_MS);
  const api = network(12);
  const place = data.viewModel(PLACE, () => new Place(data, api));
  for (const call of inBudget) api.answer(call);
  await vi.advanceTimersByTimeAsync(PAGE_DATA_BUDGET_MS);
  // Late, yet before React renders the place again (its wait is over): a busy machine's usual order.
  for (const call of CALLS.filter((one) => !inBudget.includes(one))) api.answer(call);
  await vi.advanceTimersByTimeAsync(1);
  const html = renderToString(
    <Suspense fallback={null}>
      <View place={place} />
    </Suspense>,
  );
  const state = { answers: data.answers(), preloaded: data.preloaded() };
  data.close();
  vi.useRealTimers();
  return { html, ...state };
}

/** The browser hydrates the server's HTML; its own network, slower, answers nothing meanwhile (a fresh line of 13). */
async function hydrate(server: Awaited<ReturnType<typeof serverRender>>) {
  const data = PageData.from(server.answers, server.preloaded);
  const api = network(13);
  let hydrated = false;
  const Hydrating = () => {
    const place = data.viewModel(PLACE, () => new Place(data, api));
    const waiting = data.pending(PLACE);
    if (waiting) use(waiting);
    useEffect(() => {
      hydrated = true;
    }, []);
    return <View place={place} />;
  };
  const root = document.createElement('div');
  root.innerHTML = server.html;
  document.body.append(root);
  const errors: unknown[] = [];
  startTransition(() => {
    hydrateRoot(
      root,
      <Suspense fallback={null}>
        <Hydrating />
      </Suspense>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  await vi.waitFor(() => expect(hydrated).toBe(true));
  data.close();
  return { errors, html: root.innerHTML };
}

// One hydration for the whole file: its end would release every later test's held answers at once.
pageHydration.begin();
afterAll(() => pageHydration.end());
afterEach(() => document.body.replaceChildren());

const CASES: readonly (readonly Call[])[] = [
  [],
  ['seo'],
  ['listEvents'],
  ['recent'],
  ['favourites', 'recent'],
  ['listEvents', 'favourites', 'recent'],
  ['favourites', 'seo'],
  CALLS,
];

describe('a page whose data the server had partly within its budget hydrates as the server rendered it', () => {
  for (const inBudget of CASES) {
    it(`with ${inBudget.length > 0 ? inBudget.join(', ') : 'nothing'} in time`, async () => {
      const server = await serverRender(inBudget);
      // What came late is not in the server's HTML: the browser is never given it. The shelf needs both its lists.
      const had = (call: Call) => inBudget.includes(call);
      expect(server.html.includes('Live now (12)')).toBe(had('listEvents'));
      expect(server.html.includes('Recently played: dice')).toBe(had('favourites') && had('recent'));
      expect(server.html.includes('simulated matches')).toBe(had('seo'));
      const browser = await hydrate(server);
      expect(browser.errors).toEqual([]);
      expect(browser.html).toBe(server.html);
    });
  }
});

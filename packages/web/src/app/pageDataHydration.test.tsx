import { Suspense, startTransition, use, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { observer } from 'mobx-react-lite';
import { describe, expect, it, vi } from 'vitest';
import { ok, type ApiResult, type ContentApi, type DomainError, type Result } from '@casino/core';
import { Loadable } from '../components/page/Loadable.ts';
import { PageData } from '../di/pageData.ts';
import { pageHydration } from '../di/pageHydration.ts';
import { CONTENT_PAGE_DATA, pageDataApi } from './pageDataPorts.ts';

type TopAnswer = Result<readonly { readonly name: string | null }[], DomainError>;

/** A part of a page whose data the server did not have within its budget: it rendered it loading. */
class TopWins {
  readonly top = new Loadable<readonly string[]>();
  readonly #content: Pick<ContentApi, 'top'>;
  constructor(content: Pick<ContentApi, 'top'>) {
    this.#content = content;
  }
  preload(): Promise<void> {
    return this.top.load(() =>
      this.#content
        .top()
        .then((answer) => (answer.ok ? ok(answer.value.map((entry) => entry.name ?? '')) : answer)),
    );
  }
}

const TopView = observer(function TopView({ vm }: { vm: TopWins }) {
  return <p>{vm.top.status === 'loading' ? 'Loading' : `Top: ${vm.top.value?.join(', ')}`}</p>;
});

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('an answer from the network while the browser hydrates the server’s page', () => {
  it('is applied once the page is hydrated, so the hydrating render still matches the server’s HTML', async () => {
    // The server, past its budget (a busy machine), rendered the top wins loading.
    const serverView = new TopWins({ top: () => new Promise(() => undefined) });
    void serverView.preload();
    const html = renderToString(
      <Suspense fallback={null}>
        <TopView vm={serverView} />
        <span>chunk</span>
      </Suspense>,
    );
    expect(html).toContain('Loading');

    // The browser asks the network for what the server did not record; the answer comes while React hydrates.
    const network = deferred<TopAnswer>();
    const api = { top: vi.fn(() => network.promise as unknown as ApiResult<never>) } as unknown as ContentApi;
    const data = PageData.from({ 'content.games([])': ok([]) }, []);
    const content = pageDataApi(api, data, 'content', CONTENT_PAGE_DATA);
    pageHydration.onEnd(() => data.close());
    // Beside it in the same boundary, something the hydration waits for (a chunk, a bundle, another place's data).
    const chunk = deferred<void>();
    const Chunk = () => {
      use(chunk.promise);
      return <span>chunk</span>;
    };
    const Place = () => <TopView vm={data.viewModel('top', () => new TopWins(content))} />;
    const Hydrated = () => {
      useEffect(() => pageHydration.end(), []);
      return null;
    };

    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    const errors: unknown[] = [];
    pageHydration.begin();
    startTransition(() => {
      hydrateRoot(
        root,
        <Suspense fallback={null}>
          <Place />
          <Chunk />
          <Hydrated />
        </Suspense>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    await vi.waitFor(() => expect(api.top).toHaveBeenCalled());
    network.resolve(ok([{ name: 'qh***' }]));
    await new Promise((done) => setTimeout(done, 0));
    chunk.resolve();

    await vi.waitFor(() => expect(root.textContent).toContain('Top: qh***'));
    expect(errors).toEqual([]);
    expect(root.textContent).toBe('Top: qh***chunk');
  });
});

describe('a place the server had in full, while the browser hydrates the server’s page', () => {
  it('hydrates with its recorded answers at once, each step of its preload, and asks the network for none', async () => {
    const answers = { 'content.top([])': ok([{ name: 'ab***' }]) };
    const api = { top: vi.fn(() => new Promise(() => undefined)) } as unknown as ContentApi;
    const data = PageData.from(answers, ['full']);
    const content = pageDataApi(api, data, 'content', CONTENT_PAGE_DATA);
    const vm = data.viewModel('full', () => new TopWins(content));
    await data.pending('full');
    expect(vm.top.value).toEqual(['ab***']);
    expect(api.top).not.toHaveBeenCalled();
    data.close();
  });
});

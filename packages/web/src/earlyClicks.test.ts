import { afterEach, describe, expect, it } from 'vitest';
import { captureEarlyClicks, EARLY_CLICK_TTL_MS } from './earlyClicks.ts';

/** The server's page: a button, a link, a form with a submit button, a disabled button. */
function serverPage() {
  document.body.innerHTML = `
    <button id="open" type="button">Sign up</button>
    <a id="link" href="#faq"><span id="inside">FAQ</span></a>
    <form id="form"><button id="submit">Bet</button></form>
    <button id="off" type="button" disabled>Off</button>
    <div id="tab" role="tab"><span id="tab-text">Live</span></div>`;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return { byId };
}

/** A page the app has just taken over: its handlers are attached only now, as hydration attaches React's. */
function hydrated() {
  let done: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => (done = resolve));
  return { promise, done: async () => (done(), await promise, await Promise.resolve()) };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('taps on the server’s page before it is hydrated (issue 15)', () => {
  it('plays the last tap on a control once the page is hydrated, once', async () => {
    const clock = { now: 1_000 };
    const early = captureEarlyClicks(document, () => clock.now);
    const { byId } = serverPage();
    byId('tab-text').click();
    byId('open').click();
    const page = hydrated();
    early.handOver(page.promise);
    const played: string[] = [];
    byId('open').addEventListener('click', () => played.push('open'));
    byId('tab').addEventListener('click', () => played.push('tab'));
    expect(played).toEqual([]);
    await page.done();
    expect(played).toEqual(['open']);
    // Later taps are the app's own: none is noted any more.
    byId('tab').click();
    expect(played).toEqual(['open', 'tab']);
  });

  it('keeps a submit button from submitting its form natively, and plays its tap', async () => {
    const early = captureEarlyClicks(document);
    const { byId } = serverPage();
    let submitted = 0;
    byId('form').addEventListener('submit', (event) => {
      submitted += 1;
      event.preventDefault();
    });
    byId('submit').click();
    expect(submitted).toBe(0);
    const page = hydrated();
    early.handOver(page.promise);
    await page.done();
    expect(submitted).toBe(1);
  });

  it('leaves links, a disabled control, a control gone from the page and a tap too old alone', async () => {
    const clock = { now: 0 };
    for (const [tap, change] of [
      ['inside', () => undefined],
      ['off', () => undefined],
      ['open', (byId: (id: string) => HTMLElement) => byId('open').remove()],
      ['open', () => (clock.now += EARLY_CLICK_TTL_MS + 1)],
    ] as const) {
      const early = captureEarlyClicks(document, () => clock.now);
      const { byId } = serverPage();
      const controls = { open: byId('open'), off: byId('off') };
      byId(tap).click();
      change(byId);
      const played: string[] = [];
      for (const [id, control] of Object.entries(controls))
        control.addEventListener('click', () => played.push(id));
      const page = hydrated();
      early.handOver(page.promise);
      await page.done();
      expect(played, tap).toEqual([]);
    }
  });
});

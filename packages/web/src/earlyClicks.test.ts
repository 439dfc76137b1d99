import { afterEach, describe, expect, it } from 'vitest';
import { captureEarlyClicks, EARLY_CLICK_TTL_MS } from './earlyClicks.ts';

/**
 * The server's page: a button that opens a dialog, a tab, a link, a plain action button, and a bet form with a stake
 * field and its submit button.
 */
function serverPage() {
  document.body.innerHTML = `
    <button id="open" type="button" aria-haspopup="dialog">Sign up</button>
    <div id="tab" role="tab"><span id="tab-text">Live</span></div>
    <a id="link" href="#faq"><span id="inside">FAQ</span></a>
    <button id="cash-out" type="button">Cash out</button>
    <form id="form"><input id="stake" value="0.10" /><button id="bet">Bet</button></form>`;
  return (id: string) => document.getElementById(id) as HTMLElement;
}

/** The page's hydration: it resolves when the test says so, once the app's handlers are attached. */
function hydration() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, done: async () => (resolve(), await promise, await Promise.resolve()) };
}

/** Handlers the app attaches to `ids` as it hydrates; answers the taps they get. */
function handlers(byId: (id: string) => HTMLElement, ids: readonly string[]): string[] {
  const got: string[] = [];
  for (const id of ids) byId(id).addEventListener('click', () => got.push(id));
  return got;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('taps on the server’s page before it is hydrated (issue 15)', () => {
  it('plays the last tap on a tab or a button that opens a dialog once the page is hydrated, once', async () => {
    const early = captureEarlyClicks(document);
    const byId = serverPage();
    byId('tab-text').click();
    byId('open').click();
    const page = hydration();
    early.handOver(page.promise);
    const got = handlers(byId, ['open', 'tab']);
    expect(got).toEqual([]);
    await page.done();
    expect(got).toEqual(['open']);
  });

  it('never plays a bet: the stake typed before hydration is not the one the app holds; nor submits natively', async () => {
    const early = captureEarlyClicks(document);
    const byId = serverPage();
    let submitted = 0;
    byId('form').addEventListener('submit', (event) => {
      submitted += 1;
      event.preventDefault();
    });
    (byId('stake') as HTMLInputElement).value = '50';
    byId('bet').click();
    expect(submitted).toBe(0);
    const page = hydration();
    early.handOver(page.promise);
    const got = handlers(byId, ['bet']);
    await page.done();
    expect(got).toEqual([]);
    expect(submitted).toBe(0);
  });

  it('never plays another action (a cash-out), a link, nor a tap the player followed with another', async () => {
    for (const [tap, later] of [
      ['cash-out', null],
      ['inside', null],
      ['open', 'tab'],
    ] as const) {
      const early = captureEarlyClicks(document);
      const byId = serverPage();
      byId(tap).click();
      const page = hydration();
      early.handOver(page.promise);
      const got = handlers(byId, ['open', 'tab', 'cash-out']);
      if (later) byId(later).click();
      await page.done();
      expect(got, tap).toEqual(later ? [later] : []);
    }
  });

  it('leaves a control that left the page, became disabled, or a tap too old by then', async () => {
    const clock = { now: 0 };
    const changes: readonly ((control: HTMLElement) => void)[] = [
      (control) => control.remove(),
      (control) => ((control as HTMLButtonElement).disabled = true),
      () => (clock.now += EARLY_CLICK_TTL_MS + 1),
    ];
    for (const change of changes) {
      const early = captureEarlyClicks(document, () => clock.now);
      const byId = serverPage();
      const open = byId('open');
      open.click();
      const page = hydration();
      early.handOver(page.promise);
      let got = 0;
      // A disabled button gets no click event: the replay is seen on the element's own click() instead.
      const click = open.click.bind(open);
      open.click = () => {
        got += 1;
        click();
      };
      change(open);
      await page.done();
      expect(got).toBe(0);
    }
  });
});

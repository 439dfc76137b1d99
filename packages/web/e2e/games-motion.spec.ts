import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { fundedPlayer, logInAs, nextBet, settled } from './support/games.ts';
import { pageViolations } from './support/axe.ts';

/**
 * Issue 36 (3): a bet is seen to happen. The roulette wheel turns while its ball runs the other way and drops into the
 * pocket; the wheel of fortune turns to its segment; keno's balls come out one by one. The page's animations are held
 * (the document's timeline stopped through the browser's protocol) and moved by hand, so each test looks at the board
 * at two moments of its motion, on any machine, and then at its stop: the stop is the server's outcome, and the result
 * comes only then (issue 38). With reduced motion nothing moves and the outcome is shown at once.
 */

/** Screenshots for people to look at, written to artifacts/screenshots at the repository root (gitignored). */
const SCREENSHOTS = path.resolve(import.meta.dirname, '../../../artifacts/screenshots');

test.use({ viewport: { width: 360, height: 640 } });
test.describe.configure({ mode: 'parallel' });

/**
 * Stops the document's timeline: animations and transitions start and stay at their first frame until `seek` moves
 * them. Answers the function that lets the timeline run again.
 */
async function holdAnimations(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
  return async () => {
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
  };
}

/** Every running animation inside `selector` moved to `ms` after its start (its delay counted), or to its end. */
async function seek(page: Page, selector: string, ms: number | 'end'): Promise<void> {
  await page.evaluate(
    ([css, at]) => {
      for (const element of document.querySelectorAll(css))
        for (const animation of element.getAnimations({ subtree: true })) {
          if (at === 'end') animation.finish();
          else animation.currentTime = at;
        }
    },
    [selector, ms] as const,
  );
}

function animationsIn(page: Page, selector: string): Promise<number> {
  return page.evaluate(
    (css) =>
      [...document.querySelectorAll(css)].reduce(
        (count, element) => count + element.getAnimations({ subtree: true }).length,
        0,
      ),
    selector,
  );
}

/** The turn of an element in degrees, as the browser draws it (its computed transform), in [0, 360). */
function turnOf(page: Page, selector: string): Promise<number> {
  return page.evaluate((css) => {
    const element = document.querySelector(css);
    if (!element) return Number.NaN;
    const matrix = new DOMMatrix(getComputedStyle(element).transform);
    const degrees = (Math.atan2(matrix.b, matrix.a) * 180) / Math.PI;
    return ((degrees % 360) + 360) % 360;
  }, selector);
}

/** The pockets of the European wheel clockwise from zero, as the page draws them. */
const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];

/** What is under the pointer at the top of a wheel of `count` equal parts turned by `turn` degrees. */
const underPointer = (turn: number, count: number) =>
  Math.round((((360 - turn) % 360) / 360) * count) % count;
const segmentUnderPointer = (turn: number, count: number) =>
  Math.floor((((360 - turn) % 360) / 360) * count + 1e-6) % count;

interface Outcome {
  readonly pocket?: number;
  readonly segment?: number;
  readonly drawn?: readonly number[];
}

interface MotionCase {
  readonly game: string;
  readonly revealMs: number;
  /** The board's part that moves: two moments of its motion must look different. */
  readonly stage: string;
  readonly prepare: (page: Page) => Promise<void>;
  /** The board at rest, read off the screen, is the server's outcome. */
  readonly stopsOn: (page: Page, outcome: Outcome) => Promise<void>;
}

const CASES: readonly MotionCase[] = [
  {
    game: 'roulette',
    revealMs: 1500,
    stage: '.roulette-wheel__svg',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Red', exact: true }).click();
      await page.evaluate(() => window.scrollTo(0, 0));
    },
    stopsOn: async (page, outcome) => {
      const turn = await turnOf(page, '.roulette-wheel__disc');
      expect(WHEEL_ORDER[underPointer(turn, 37)]).toBe(outcome.pocket);
      // The ball rests at the top, in that pocket, which is marked and named.
      expect(await turnOf(page, '.roulette-wheel__ball-orbit')).toBeCloseTo(0, 3);
      await expect(page.locator('.roulette-wheel__pocket--landed')).toHaveCount(1);
      await expect(page.getByTestId('roulette-pocket')).toContainText(`${outcome.pocket ?? ''} `);
    },
  },
  {
    game: 'wheel',
    revealMs: 1500,
    stage: '.wheel__svg',
    prepare: async () => {},
    stopsOn: async (page, outcome) => {
      const turn = await turnOf(page, '.wheel__disc');
      expect(segmentUnderPointer(turn, 10)).toBe(outcome.segment);
      await expect(page.locator('.wheel__segment--stopped')).toHaveCount(1);
    },
  },
  {
    game: 'keno',
    revealMs: 1500,
    stage: '.keno-balls',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Auto-pick' }).click();
    },
    stopsOn: async (page, outcome) => {
      // Every ball of the draw is out, in the order of the draw.
      const balls = page.locator('.keno-balls__ball');
      await expect(balls).toHaveText((outcome.drawn ?? []).map((ball) => new RegExp(`^★?${ball}$`)));
      const hidden = await balls.evaluateAll((all) =>
        all.filter((ball) => getComputedStyle(ball).opacity !== '1'),
      );
      expect(hidden).toHaveLength(0);
    },
  },
];

for (const { game, revealMs, stage, prepare, stopsOn } of CASES) {
  test(`${game}: the board moves through its bet and stops on the server's outcome`, async ({
    page,
    request,
  }) => {
    await page.clock.install();
    await logInAs(page, await fundedPlayer(request), `/en/games/${game}`);
    await prepare(page);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await holdAnimations(page);
    const answer = nextBet(page, game);
    await page.getByRole('button', { name: 'Place bet' }).click();
    const response = await answer;
    await settled(response);
    const outcome = ((await response.json()) as { data: { outcome: Outcome } }).data.outcome;

    // In motion: two moments of the run look different, and nothing of the result is said yet.
    await expect.poll(() => animationsIn(page, stage)).toBeGreaterThan(0);
    await seek(page, stage, revealMs * 0.2);
    const early = await page.locator(stage).screenshot();
    await seek(page, stage, revealMs * 0.55);
    const later = await page.locator(stage).screenshot();
    expect(early.equals(later)).toBe(false);
    await expect(page.getByTestId('game-outcome')).toHaveText('');
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, `motion-${game}-360.png`) });

    // At rest: what the board shows is the outcome, and the result is told.
    await seek(page, stage, 'end');
    await page.clock.runFor(revealMs);
    await expect(page.getByTestId('game-outcome')).not.toHaveText('');
    await stopsOn(page, outcome);
  });

  test(`${game}: with reduced motion the outcome is shown at once, nothing moving`, async ({
    page,
    request,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await logInAs(page, await fundedPlayer(request), `/en/games/${game}`);
    await prepare(page);
    // The page's timers and its animations' timeline stand still: what shows now shows without waiting for a reveal,
    // and an animation or transition the outcome started, however short, is still there to be counted (a transition
    // of 0.01 ms ended before the count on a quiet machine and not on a busy one: issue 37).
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    const release = await holdAnimations(page);
    const answer = nextBet(page, game);
    await page.getByRole('button', { name: 'Place bet' }).click();
    const response = await answer;
    await settled(response);
    const outcome = ((await response.json()) as { data: { outcome: Outcome } }).data.outcome;
    await expect(page.getByTestId('game-outcome')).not.toHaveText('');
    expect(await animationsIn(page, stage)).toBe(0);
    await stopsOn(page, outcome);
    // The new parts of the board read with no serious axe finding (axe needs the page's timers running).
    await release();
    await page.clock.resume();
    expect(await pageViolations(page)).toEqual([]);
  });
}

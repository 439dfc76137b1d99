import { expect, type Page, type Request, type Response } from '@playwright/test';
import { openPage } from './ready.ts';

/** A miner or hilo round as the API puts it on the wire (docs/contract.md, "Rounds"). */
export interface WireRound {
  readonly id: string;
  readonly status: 'open' | 'cashed_out' | 'lost';
  readonly amount: number;
  readonly payout: number;
  readonly multiplier: number;
  readonly params: { readonly mines?: number };
  readonly state: {
    readonly revealed?: readonly number[];
    readonly mine?: number | null;
    readonly mines?: readonly number[] | null;
    readonly cards?: readonly {
      readonly card: number;
      readonly action: string;
      readonly correct: boolean | null;
    }[];
  };
  readonly fairness: {
    readonly server_seed_hashed: string;
    readonly client_seed: string;
    readonly nonce: number;
  };
  readonly balance: number;
}

type Step = 'start' | 'actions' | 'cashout';

function isStep(request: Request, game: string, step: Step): boolean {
  if (request.method() !== 'POST') return false;
  const path = new URL(request.url()).pathname;
  if (step === 'start') return path.endsWith(`/games/${game}/rounds`);
  return path.includes(`/games/${game}/rounds/`) && path.endsWith(`/${step}`);
}

/** The answer of the next step of a round of `game`, created before the click that sends it. */
export function nextStep(page: Page, game: 'miner' | 'hilo', step: Step): Promise<Response> {
  return page.waitForResponse((answer) => isStep(answer.request(), game, step));
}

export async function roundOf(answer: Response | Promise<Response>): Promise<WireRound> {
  const response = await answer;
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: WireRound }).data;
}

/** Opens a game page of a logged-in player and sets the stake. */
export async function openTable(page: Page, game: 'miner' | 'hilo', stake: string): Promise<void> {
  // The stake is typed once the page is hydrated: the server's input is on screen earlier, and a value typed into it
  // before then can be lost (the round then opened at the minimum stake, $0.01, in one CI run).
  await openPage(page, `/en/games/${game}`);
  await page.getByLabel('Stake, $').fill(stake);
}

/** Starts a miner round with so many mines. */
export async function startMiner(page: Page, mines: number): Promise<WireRound> {
  await page.getByLabel('Mines (1 to 24)').fill(String(mines));
  const answer = nextStep(page, 'miner', 'start');
  await page.getByRole('button', { name: 'Start the round' }).click();
  return roundOf(answer);
}

/** The tile's cell in the grid by its 0-based number. */
export function tile(page: Page, index: number) {
  return page.getByTestId('miner-grid').locator(`[data-tile="${index}"]`);
}

export async function reveal(page: Page, index: number): Promise<WireRound> {
  const answer = nextStep(page, 'miner', 'actions');
  await tile(page, index).click();
  return roundOf(answer);
}

/** Starts 1-mine rounds until the first tile is safe: a round left open with one safe reveal (24 in 25 per try). */
export async function openRoundWithOneGem(page: Page): Promise<WireRound> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await startMiner(page, 1);
    const round = await reveal(page, 12);
    if (round.status === 'open') return round;
  }
  throw new Error('ten mines in a row on a 1-mine field');
}

/** The verifier's link for a round once the pair is rotated: the Fairness dialog reveals the server seed. */
export async function rotateAndReadServerSeed(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Fairness' }).click();
  const dialog = page.getByRole('dialog', { name: 'Provably fair' });
  await dialog.getByRole('button', { name: 'Rotate seeds' }).click();
  await expect(dialog.getByText('Seeds rotated: the previous server seed is revealed below.')).toBeVisible();
  const serverSeed = await dialog
    .locator('.seed-value', { hasText: 'Server seed (revealed)' })
    .locator('code')
    .innerText();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return serverSeed;
}

export function verifierUrl(
  round: Pick<WireRound, 'fairness'>,
  serverSeed: string,
  subject: Record<string, string>,
): string {
  const query = new URLSearchParams({
    ...subject,
    server_seed: serverSeed,
    server_seed_hashed: round.fairness.server_seed_hashed,
    client_seed: round.fairness.client_seed,
    nonce: String(round.fairness.nonce),
  });
  return `/en/fairness?${query.toString()}`;
}

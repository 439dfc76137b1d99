import { expect, test } from './support/fixtures.ts';
import { fundedPlayer, logInAs, nextBet, settled } from './support/games.ts';
import { openPage } from './support/ready.ts';

/** The seed's Dice Duel (docs/contract.md, "Tournaments"): dice only, one point per rouble staked, running now. */
const DICE_DUEL = '/en/tournament/3';

/** A dollar stake's points: one per rouble, and a cent is a rouble by the fixed scale (1 ₽ = 0.01 $). */
const pointsOfUsd = (stakeCents: number) => stakeCents.toLocaleString('en-US');

test.describe('a tournament scores the player’s real bets (issue 34)', () => {
  test('a visitor is told how to take part, with the rule, the games and the prizes', async ({ page }) => {
    await openPage(page, DICE_DUEL);
    await expect(page.getByRole('heading', { level: 1, name: 'Dice Duel' })).toBeVisible();
    await expect(page.getByText('Log in and play one of the tournament’s games')).toBeVisible();
    await expect(page.getByText(/scores one point per rouble staked/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dice', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Prizes' })).toBeVisible();
    // Its published schedule: a weekly series, the next one written by the API's job when this one ends.
    await expect(page.getByTestId('tournament-repeats')).toHaveText(
      'Every 7 days: the next one starts 7 days after this one’s start',
    );
  });

  test('a dice bet gives the player points and a place, and a second bet adds to them', async ({
    page,
    request,
  }) => {
    await logInAs(page, await fundedPlayer(request), DICE_DUEL);
    const standing = page.getByTestId('tournament-standing');
    await expect(standing).toContainText('You have not scored yet');

    // From the tournament's list of games to the game, a real-money bet, and back.
    await page.getByRole('link', { name: 'Dice', exact: true }).click();
    const first = nextBet(page, 'dice');
    await page.getByRole('button', { name: 'Place bet' }).click();
    const { stake } = await settled(await first);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Dice Duel' })).toBeVisible();
    await expect(standing.getByTestId('my-points')).toHaveText(pointsOfUsd(stake));
    await expect(standing.getByTestId('my-place')).toHaveText(/^\d+$/);
    const place = Number(await standing.getByTestId('my-place').innerText());
    // Within the board's ten places, the player's own row says it is theirs, with the same points.
    if (place <= 10) {
      const mine = page.getByTestId('tournament-leaders').getByRole('row', { name: /\(you\)/ });
      await expect(mine).toContainText(pointsOfUsd(stake));
    }

    await page.goForward();
    const second = nextBet(page, 'dice');
    await page.getByRole('button', { name: 'Place bet' }).click();
    const again = await settled(await second);
    await page.goBack();
    await expect(standing.getByTestId('my-points')).toHaveText(pointsOfUsd(stake + again.stake));
    // More points never lower a place.
    await expect
      .poll(async () => Number(await standing.getByTestId('my-place').innerText()))
      .toBeLessThanOrEqual(place);

    // The list of tournaments shows the player's place and the same points on the tournament's card (the place is
    // whatever it is by then: other players' dice bets of side-by-side tests move it).
    await page.getByRole('link', { name: 'All tournaments' }).click();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Dice Duel' }) });
    await expect(card.getByTestId('tournament-card-standing')).toHaveText(
      new RegExp(`^Your place: \\d+, points: ${pointsOfUsd(stake + again.stake)}$`),
    );
  });
});

import { test, expect } from './support/fixtures.ts';
import { openPage } from './support/ready.ts';

// Each test has its own page and changes nothing on the server.
test.describe.configure({ mode: 'parallel' });

/** The narrowest phone the site is made for. */
test.use({ viewport: { width: 360, height: 740 } });

test.describe('at 360 px', () => {
  // Every page's heading wrapping inside the phone (the policy pages' long titles) and the toasts' region below the
  // header are read on layout-360.spec.ts's visit of each page in each locale, not on loads of their own.

  test('the hamburger menu closes on Escape and focus returns to its button', async ({ page }) => {
    await openPage(page, '/en');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test("the visitor's bet tooltip opens below the bet button, leaving the stake buttons free", async ({
    page,
  }) => {
    await openPage(page, '/en/games/dice');
    const bet = page.getByRole('button', { name: 'Place bet' });
    await bet.hover();
    const tip = page.locator('[role=tooltip]', { hasText: 'Sign up or log in to play for real money.' });
    await expect(tip).toBeVisible();
    const [tipBox, betBox, halveBox] = await Promise.all([
      tip.boundingBox(),
      bet.boundingBox(),
      page.getByRole('button', { name: 'Halve the stake' }).boundingBox(),
    ]);
    expect(tipBox && betBox && tipBox.y >= betBox.y + betBox.height - 1).toBe(true);
    const overlaps =
      !!tipBox &&
      !!halveBox &&
      tipBox.x < halveBox.x + halveBox.width &&
      halveBox.x < tipBox.x + tipBox.width &&
      tipBox.y < halveBox.y + halveBox.height &&
      halveBox.y < tipBox.y + tipBox.height;
    expect(overlaps).toBe(false);
  });
});

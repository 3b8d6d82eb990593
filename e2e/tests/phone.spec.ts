import { boxes } from '../fixtures/layout';
import { whenHydrated } from '../fixtures/screen';
import { expect, test } from '../fixtures/test';
import { ONE_WIDTH_TAG } from '../fixtures/tags';

// A phone, as the shoppers who use one see the shop.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.describe('phone', { tag: ['@shell', ONE_WIDTH_TAG] }, () => {
  test('when the header search button is tapped, then the field opens with suggestions, and Enter opens the shop with the term', { tag: ['@catalog'] }, async ({ page }) => {
    await page.goto('/cart');
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Search the shop' });
    await whenHydrated(toggle);
    await toggle.tap();
    const field = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    await expect(field).toBeFocused();
    await field.fill('helmet');
    const suggestion = page.getByRole('banner').getByRole('group', { name: 'Suggestions' }).getByRole('option').first();
    await expect(suggestion).toBeVisible();
    // A suggestion reads as one line with the typed part emphasised (44 px row, not three lines).
    expect((await suggestion.boundingBox())!.height).toBeLessThan(60);
    await field.press('Enter');
    await expect(page).toHaveURL(/\/shop\?search=helmet$/);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });

  test('when the display face never arrives, then the header still fits the screen with the cart on it', async ({ page }) => {
    // The face is optional: a slow first visit keeps the wider fallback face, and the row must still fit.
    await page.route(/\.woff2(\?|$)/, (route) => route.abort());
    await page.goto('/faqs');
    const cart = page.getByRole('banner').getByRole('button', { name: /^Open cart/ });
    await expect(cart).toBeVisible();
    expect(await page.evaluate(() => document.fonts.check('700 16px Oswald'))).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    const [cartBox] = await boxes(cart);
    expect(cartBox.x + cartBox.width).toBeLessThanOrEqual(390);
  });

  test('when the footer and header are on a phone, then every link and button in them is at least 44 px tall', { tag: ['@support'] }, async ({ page }) => {
    await page.goto('/faqs');
    // Shown ones: the closed phone menu's links are in the page but not on screen.
    const controls = page.locator('footer a, footer button, header a, header button').filter({ visible: true });
    await expect(controls.first()).toBeVisible();
    const small = await controls.evaluateAll((els) =>
      els
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .map((el) => ({ name: el.getAttribute('aria-label') ?? el.textContent?.trim(), height: el.getBoundingClientRect().height }))
        .filter((c) => c.height < 44),
    );
    expect(small).toEqual([]);
  });

  test('when an unknown page is opened, then the 404 card offers search and the categories, and its search works', { tag: ['@catalog'] }, async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    const card = page.getByRole('region', { name: '404 Page Not Found' });
    await card.getByRole('combobox', { name: 'Search products' }).fill('boots');
    await card.getByRole('combobox', { name: 'Search products' }).press('Enter');
    await expect(page).toHaveURL(/\/shop\?search=boots$/);
  });
});

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { boxes, scrollWindowTo } from '../fixtures/layout';
import { ARTIFACTS } from '../fixtures/paths';
import { ONE_WIDTH_TAG } from '../fixtures/tags';
import { expect, test } from '../fixtures/test';

// A phone, as the shoppers who use one see the shop.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const GRAPHQL = '/api/2025-01/graphql.json';

const cartButton = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('button', { name: `Open cart, ${count} ${count === 1 ? 'item' : 'items'}` });

/** What a shopper sees, at the phone's width and a desktop's, under e2e/artifacts. */
async function snap(page: Page, name: string, shown: () => Locator, fullPage = false) {
  mkdirSync(ARTIFACTS, { recursive: true });
  const original = page.viewportSize()!;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await expect(shown()).toBeVisible();
    await page.screenshot({ path: path.join(ARTIFACTS, `shop-phone-${name}-${width}.png`), fullPage });
  }
  await page.setViewportSize(original);
}

/** Every box of `controls` that is shown, with the ones smaller than 44 × 44 px. */
async function smallTargets(controls: Locator) {
  const all = await controls.all();
  expect(all.length).toBeGreaterThan(0);
  const read = await boxes(...(all as [Locator, ...Locator[]]));
  const names = await Promise.all(all.map((c) => c.evaluate((el) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '')));
  return read.map((box, i) => ({ name: names[i], width: Math.round(box.width), height: Math.round(box.height) })).filter((b) => b.width < 44 || b.height < 44);
}

// Its own width for every journey (set above): run once, not again in the phone project.
test.describe('phone first: taps before the page is live', { tag: ['@shell', '@catalog', '@cart-checkout', ONE_WIDTH_TAG] }, () => {
  test.beforeEach(async ({ page }) => {
    // A slow phone: the page shows well before its scripts have taken it over.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  });

  test('when the menu is tapped as soon as it shows, then it opens with its links', async ({ page }) => {
    await page.goto('/faqs', { waitUntil: 'commit' });
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).tap();
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Shop All' })).toBeVisible();
  });

  test('when Add to Cart of a one-variant product is tapped as soon as it shows, then the product is in the cart', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(GRAPHQL)) asked.push(/(?:query|mutation)\s+(\w+)/.exec(String(r.postDataJSON()?.query))?.[1] ?? 'anonymous');
    });
    await page.goto('/shop/accessories?type=patches', { waitUntil: 'commit' });
    const add = page.getByTestId('product-card').locator('button[aria-label^="Add to Cart:"]:not([aria-haspopup])').first();
    await add.tap();
    await expect(cartButton(page, 1)).toBeVisible();
    // The card carries its one variant: adding it asks the Storefront nothing.
    expect(asked).not.toContain('ProductVariants');
  });
});

test.describe('phone first: quick pick, search and categories', { tag: ['@catalog', '@shell', '@cart-checkout', ONE_WIDTH_TAG] }, () => {
  test('when Add to Cart is pressed on a card with sizes, then the quick pick asks for them and adds the chosen variant', async ({ page }) => {
    await page.goto('/shop/jackets');
    const card = page.getByTestId('product-card').filter({ has: page.locator('button[aria-haspopup="dialog"][aria-label^="Add to Cart:"]') }).first();
    const title = (await card.getByRole('heading').textContent())!.trim();
    const handle = (await card.getByRole('link', { name: title }).getAttribute('href'))!.replace('/product/', '');
    // The card carries one variant: the quick pick asks the Storefront for the product's variants when it opens.
    const variantsAsked = page.waitForRequest((r) => r.url().includes(GRAPHQL) && /query ProductVariants\b/.test(String(r.postDataJSON()?.query)));
    await card.getByRole('button', { name: `Add to Cart: ${title}` }).click();
    expect((await variantsAsked).postDataJSON().variables).toEqual({ handle: decodeURIComponent(handle) });
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByRole('status')).toHaveText(/^Choose a /);
    await expect(dialog.getByRole('button', { name: /Add to Cart/ })).toBeDisabled();
    await snap(page, 'quick-pick', () => dialog);
    // Each option: its first value that can be bought (sold-out ones read "(Sold Out)").
    for (const group of await dialog.getByRole('group').all()) {
      await group.getByRole('button', { name: /^[^()]+$/ }).first().click();
    }
    await dialog.getByRole('button', { name: /Add to Cart/ }).click();
    await expect(dialog).toBeHidden();
    await expect(cartButton(page, 1)).toBeVisible();
  });

  test('when a word is misspelt in the search, then the shop still finds it; with nothing close, it offers close matches and categories', async ({ page }) => {
    await page.goto('/shop?search=helmit');
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “helmit”' })).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toContainText(/helmet/i);

    await page.goto('/shop?search=zzqq%20leathr');
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear All Filters' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Close matches' }).getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Popular categories' }).getByRole('link', { name: 'Helmets' })).toBeVisible();
    await snap(page, 'no-results', () => page.getByRole('heading', { name: 'No products found' }), true);
  });

  test('when the phone search is typed into, then its suggestions are a combobox listbox of one-line rows', async ({ page }) => {
    await page.goto('/cart');
    await page.getByRole('banner').getByRole('button', { name: 'Search the shop' }).tap();
    const field = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    await field.fill('leather');
    const listbox = page.getByRole('banner').getByRole('listbox', { name: 'Search suggestions' });
    await expect(listbox.getByRole('group', { name: 'Products' }).getByRole('option').first()).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(field).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!);
    await field.press('ArrowDown');
    await expect(field).toHaveAttribute('aria-activedescendant', (await listbox.getByRole('option').first().getAttribute('id'))!);
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, 'shop-phone-search-suggestions-390.png') });

    // A desktop's header has its own search field, with the same suggestions.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/cart');
    const desktopField = page.getByRole('banner').getByRole('combobox', { name: 'Search products' }).first();
    await desktopField.fill('leather');
    await expect(page.getByRole('banner').getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first()).toBeVisible();
    await desktopField.press('ArrowDown');
    await page.screenshot({ path: path.join(ARTIFACTS, 'shop-phone-search-suggestions-1280.png') });
  });

  test('when an old category address is asked for, then it answers 301 to the shop page, query kept', async ({ page }) => {
    const response = await page.request.get('/category/helmets?type=goggles', { maxRedirects: 0, headers: { Accept: 'text/html' } });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/shop/helmets?type=goggles');
    await page.goto('/category/jackets');
    await expect(page).toHaveURL(/\/shop\/jackets$/);
  });

  test('when a home category chip is tapped, then the listing opens filtered to it', async ({ page }) => {
    await page.goto('/shop');
    await page.getByRole('list', { name: 'Helmets subcategories' }).getByRole('link', { name: 'Full Face' }).tap();
    await expect(page).toHaveURL(/\/shop\/helmets\?style=full-face$/);
    // One filter is set (the phone's Filters button counts it), and the cards are full face helmets.
    await expect(page.getByRole('button', { name: /^Filters/ })).toHaveText(/1$/);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    const titles = await page.getByTestId('product-card').getByRole('heading').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.filter((t) => !/full face/i.test(t))).toEqual([]);
  });
});

test.describe('phone first: tap targets', { tag: ['@shell', '@catalog', ONE_WIDTH_TAG] }, () => {
  test('when the footer, dots, breadcrumbs, Size Guide and Zoom are on a phone, then each is at least 44 × 44 px', async ({ page }) => {
    await page.goto('/');
    await scrollWindowTo(page, 'end');
    const dots = page.getByRole('button', { name: /^Show testimonial \d+$/ });
    await expect(dots.first()).toBeVisible();
    expect(await smallTargets(page.locator('footer a, footer button').filter({ visible: true }))).toEqual([]);
    expect(await smallTargets(dots)).toEqual([]);

    await page.goto('/shop/jackets');
    expect(await smallTargets(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link'))).toEqual([]);
    const card = page.getByTestId('product-card').first();
    await card.getByRole('link', { name: (await card.getByRole('heading').textContent())!.trim() }).click();
    await expect(page.getByRole('button', { name: /Size Guide/ })).toBeVisible();
    expect(await smallTargets(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link'))).toEqual([]);
    expect(await smallTargets(page.getByRole('button', { name: /Size Guide/ }))).toEqual([]);
    expect(await smallTargets(page.getByRole('button', { name: 'Zoom' }))).toEqual([]);
    // Tags read as a shopper's words, never as slugs.
    const tags = await page.getByRole('list', { name: 'Tags' }).getByRole('listitem').allTextContents();
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.filter((t) => /^[a-z0-9]+(?:-[a-z0-9]+)+$/.test(t))).toEqual([]);
  });
});

import type { Page } from '@playwright/test';
import { openSearch } from '../fixtures/screen';
import { expect, expectRemote, test } from '../fixtures/test';
import { ANY_SHOP_TAG } from '../fixtures/tags';

const CART_KEY = 'tjb.cart.v1';
const line = (quantity: number) => ({
  v: 1,
  items: [
    {
      id: 'gid://shopify/Product/1-gid://shopify/ProductVariant/11',
      shopifyProductId: 'gid://shopify/Product/1',
      shopifyVariantId: 'gid://shopify/ProductVariant/11',
      quantity,
      price: '120.00',
      productData: { title: 'Road Captain Helmet', handle: 'road-captain-helmet', image: null, productType: 'helmets' },
      variantData: { title: 'M / Black', selectedOptions: [{ name: 'Size', value: 'M' }] },
    },
  ],
});

test.describe('header', { tag: ['@shell'] }, () => {
  test('when a term is searched from the header, then the shop shows the results page for it', { tag: ['@catalog', '@support', ANY_SHOP_TAG] }, async ({ page }) => {
    await page.goto('/faqs');
    const search = await openSearch(page);
    await search.fill('   ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/faqs$/);
    await search.fill('  leather vest ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/shop\?search=leather\+vest$/);
    await expectRemote(page, 'mfe-catalog');
  });

  test('when another remote changes the cart, then the header count follows, in this tab and another', { tag: ['@cart-checkout', '@catalog', '@support'] }, async ({ page, context }) => {
    await page.addInitScript(
      ([key, value]) => {
        if (!window.localStorage.getItem(key as string)) window.localStorage.setItem(key as string, value as string);
      },
      [CART_KEY, JSON.stringify(line(1))],
    );
    await page.goto('/');
    const cartButton = page.getByRole('button', { name: /^Open cart, 1 item$/ });
    await expect(cartButton).toBeVisible();

    const other = await context.newPage();
    await other.goto('/faqs');
    await expect(other.getByRole('button', { name: /^Open cart, 1 item$/ })).toBeVisible();

    // The side cart is the cart remote's; the header is the shell's.
    await cartButton.click();
    const panel = page.getByRole('dialog', { name: 'Shopping Cart' });
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Increase quantity of Road Captain Helmet' }).click();
    await expect(panel.getByText('2 items in your cart')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: /^Open cart, 2 items$/ })).toBeVisible();
    await expect(other.getByRole('button', { name: /^Open cart, 2 items$/ })).toBeVisible();
    await other.close();
  });
});

/**
 * Runs a page's stopped clock a millisecond at a time until `done` holds or `budgetMs` of the page's time
 * have passed. Each step is two round trips to the browser, so the page's time runs several times slower
 * than real time while its scripts load (real time), and a slow load rarely spends the budget.
 */
async function runPageClockUntil(page: Page, done: () => Promise<boolean>, budgetMs: number) {
  for (let ms = 0; ms < budgetMs && !(await done()); ms += 1) await page.clock.runFor(1);
}

test.describe('intro splash', { tag: ['@shell', '@support'] }, () => {
  test.use({ splash: true });

  test('when the shop is first opened, then the intro shows over the loaded shop and Escape skips it', async ({ page }) => {
    // The intro leaves by itself 3 s after the page starts (the page's clock), and hides itself after 8 s
    // when no script took it over (a CSS animation). Both stand still here, and the page's clock moves
    // only in small steps while the shell takes over, so how fast this machine is cannot decide the answer.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
    await page.clock.install({ time: new Date('2026-06-01T10:00:00Z') });
    await page.clock.pauseAt(new Date('2026-06-01T10:00:01Z'));
    await page.goto('/faqs', { waitUntil: 'commit' });
    const skip = page.getByRole('button', { name: /skip intro/i });
    // At most 2.5 s of the page's time, inside its 3 s.
    await runPageClockUntil(page, () => skip.isVisible(), 2500);
    await expect(skip).toBeVisible();
    // The shop loads beneath the splash from the first moment.
    await expectRemote(page, 'mfe-support');
    await page.keyboard.press('Escape');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
    await page.clock.resume();
    await expect(skip).toHaveCount(0);
    await page.reload();
    await expectRemote(page, 'mfe-support');
    await expect(page.getByRole('button', { name: /skip intro/i })).toHaveCount(0);
  });

  test('when the shop is first opened, then the drawing stands still while the page loads beneath it, and moves once the page has settled', async ({ page }) => {
    const gearPlayState = () => document.querySelector('tjb-splash .gear-big')?.getAnimations().map((a) => a.playState).join() ?? 'no gear';
    // When the document has been parsed the page cannot have settled yet (settling waits for the load event).
    await page.addInitScript(`document.addEventListener('DOMContentLoaded', () => { window.gearAtParse = (${gearPlayState.toString()})(); });`);
    // The page's clock moves only in small steps, within the intro's 3 s, so the intro cannot leave first.
    await page.clock.install({ time: new Date('2026-06-01T10:00:00Z') });
    await page.clock.pauseAt(new Date('2026-06-01T10:00:01Z'));
    await page.goto('/faqs', { waitUntil: 'commit' });
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => (window as unknown as { gearAtParse: string }).gearAtParse)).toBe('paused');
    const splash = page.getByTestId('intro-splash');
    const skip = page.getByRole('button', { name: /skip intro/i });
    // The shell takes the intro over, the page beneath goes live, and then the page's clock runs only for
    // the idle ticks that settling waits for.
    await runPageClockUntil(page, () => skip.isVisible(), 1250);
    await expectRemote(page, 'mfe-support');
    await runPageClockUntil(page, async () => (await splash.getAttribute('data-motion')) !== null, 1250);
    await expect(splash).toHaveAttribute('data-motion', '');
    await expect(splash).toHaveAttribute('data-phase', 'visible');
    expect(await page.evaluate(gearPlayState)).toBe('running');
    await page.clock.resume();
    await expect(splash).toHaveCount(0);
  });
});

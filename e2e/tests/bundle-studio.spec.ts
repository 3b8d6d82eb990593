import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CARDS } from '../fixtures/checkout';
import { movedWhileParsed, openServerHtml } from '../fixtures/layout';
import { ARTIFACTS } from '../fixtures/paths';
import { SPLASH_COOKIE } from '@tjb/shop-contracts';
import { expect, expectRemote, test, waitUntilLive } from '../fixtures/test';
import { ONE_WIDTH_TAG } from '../fixtures/tags';

/** The journeys' closing axe scan (fixtures/test.ts), for a modal that is closed again before the journey ends. */
async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** Opens a category's modal, adds its first product for sale `times` times, closes it; returns the product's title. */
async function addFirstFromCategory(page: Page, category: string, times = 1): Promise<string> {
  await page.getByRole('button', { name: `Browse ${category}` }).click();
  const dialog = page.getByRole('dialog', { name: category });
  const add = dialog.getByRole('button', { name: /^Add .+ to bundle$/ }).first();
  await expect(add).toBeEnabled();
  const title = ((await add.getAttribute('aria-label')) ?? '').replace(/^Add /, '').replace(/ to bundle$/, '');
  for (let i = 0; i < times; i += 1) await add.click();
  await expect(toasts(page).getByText('Added to Bundle!').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return title;
}

async function payForVisualization(page: Page, card: string) {
  await page.getByRole('button', { name: 'View Bundle' }).click();
  await page.getByRole('dialog', { name: 'Your Style Bundle' }).getByRole('button', { name: 'Visualize Bundle ($5)' }).click();
  const modal = page.getByRole('dialog', { name: 'Bundle Visualization' });
  await expect(modal.getByText('Secure payment • Cancel anytime • Money-back guarantee')).toBeVisible();
  await modal.getByRole('button', { name: 'Subscribe for $5' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment Details' });
  await expect(payment.getByText('Secure checkout • $5.00')).toBeVisible();
  await payment.getByLabel('Card Number').pressSequentially(card.replace(/\s/g, ''));
  await expect(payment.getByLabel('Card Number')).toHaveValue(card);
  await payment.getByLabel('Expiry Date (MM/YY)').pressSequentially('1234');
  await expect(payment.getByLabel('Expiry Date (MM/YY)')).toHaveValue('12/34');
  await payment.getByLabel('CVV').fill('123');
  await payment.getByLabel('Cardholder Name').fill('Tina Jones');
  await expect(payment.getByText('Bundle Visualization')).toBeVisible();
  await payment.getByRole('button', { name: 'Complete Payment' }).click();
  return payment;
}

test.describe('Bundle Studio', { tag: ['@bundle-studio'] }, () => {
  test('when the page is served, then the category cards and their catalogue counts are in the HTML', async ({ page }) => {
    const response = await page.request.get('/bundle-studio');
    const text = (await response.text()).replace(/<[^>]+>/g, '');
    expect(response.status()).toBe(200);
    for (const name of ['Jackets', 'Helmets', 'Vests', 'Shirts', 'Bottoms', 'Boots', 'Luggage']) expect(text).toContain(`Browse ${name}`);
    expect(text).toMatch(/\d+ products/);
    await page.goto('/bundle-studio');
    await expectRemote(page, 'mfe-bundle-studio');
    await expect(page.getByRole('button', { name: 'Browse Helmets' })).toContainText(/\d+ products/);
  });

  test('when a bundle across three categories is visualized and paid with the approve card, then the preview shows each item and Add All to Cart puts every unit in the cart', { tag: ['@cart-checkout'] }, async ({ page }) => {
    await page.goto('/bundle-studio');
    const jacket = await addFirstFromCategory(page, 'Jackets', 2);
    const helmet = await addFirstFromCategory(page, 'Helmets');
    const boots = await addFirstFromCategory(page, 'Boots');
    await expect(page.getByTestId('bundle-summary')).toContainText('4 items');

    await page.getByRole('button', { name: 'View Bundle' }).click();
    const bundle = page.getByRole('dialog', { name: 'Your Style Bundle' });
    await expect(bundle.getByText('3 categories · 4 items')).toBeVisible();
    await expect(bundle.getByLabel(`Quantity of ${jacket}`)).toHaveText('2');
    await expect(bundle.getByText(/^Total: \$[\d,]+\.\d{2}$/)).toBeVisible();
    await page.keyboard.press('Escape');

    // The bundle survives a reload.
    await page.reload();
    await expect(page.getByTestId('bundle-summary')).toContainText('4 items');

    const payment = await payForVisualization(page, CARDS.approve);
    await expect(toasts(page).getByText('Payment Successful!')).toBeVisible();
    await expect(payment).toBeHidden();
    const preview = page.getByRole('dialog', { name: 'Your Bundle Visualization' });
    await expect(preview.getByRole('img', { name: /Outfit preview/ })).toBeVisible();
    const zones = preview.getByRole('region', { name: 'Your outfit, zone by zone' });
    await expect(zones.getByRole('listitem').filter({ hasText: /^Torso:/ })).toContainText(`${jacket} × 2`);
    await expect(zones.getByRole('listitem').filter({ hasText: /^Helmet:/ })).toContainText(helmet);
    await expect(zones.getByRole('listitem').filter({ hasText: /^Feet:/ })).toContainText(boots);
    // Each item is a layer of the SVG preview, named by its title.
    for (const title of [jacket, helmet, boots]) await expect(preview.locator('svg image title').filter({ hasText: title })).toHaveCount(1);
    await expect(preview.getByText(/^Price tier: (Value|Mid-range|Premium)$/)).toBeVisible();
    await expect(preview.getByText('Total with suggestions')).toBeVisible();
    await expect(page).toHaveURL(/visualization=TJB-\d+/);

    // What was paid for is kept with the order: the link reopens it after a reload.
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Your Bundle Visualization' }).getByRole('region', { name: 'Your outfit, zone by zone' })).toContainText(helmet);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'View Bundle' }).click();
    await page.getByRole('dialog', { name: 'Your Style Bundle' }).getByRole('button', { name: 'Add All to Cart' }).click();
    await expect(toasts(page).getByText('Bundle Added to Cart!')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Your Style Bundle' })).toBeHidden();
    await expect(page.getByTestId('bundle-summary')).toContainText('0 items');
    await expect(page.getByRole('button', { name: 'Open cart, 4 items' })).toBeVisible();

    await page.goto('/cart');
    const main = page.getByRole('main');
    for (const title of [jacket, helmet, boots]) await expect(main.getByText(title).first()).toBeVisible();
    await expect(main.getByText('4 items in your cart')).toBeVisible();
  });

  test('when the card is declined, then the modal stays open with the server message', async ({ page }) => {
    await page.goto('/bundle-studio');
    await addFirstFromCategory(page, 'Vests');
    const payment = await payForVisualization(page, CARDS.decline);
    await expect(payment.getByRole('alert')).toHaveText('Your card was declined.');
    await expect(payment.getByRole('button', { name: 'Complete Payment' })).toBeEnabled();
    await expect(page).not.toHaveURL(/visualization=/);
  });

  test('when the bundle is empty, then Visualize is refused with the Empty Bundle toast', async ({ page }) => {
    await page.goto('/bundle-studio');
    await page.getByRole('button', { name: 'Visualize Bundle ($5)' }).click();
    await expect(toasts(page).getByText('Empty Bundle')).toBeVisible();
    await expect(toasts(page).getByText('Please add items to your bundle before visualizing')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('when a shared link is opened in a new browser, then it rebuilds the same bundle, and a damaged link says so', async ({ page, browser, baseURL }) => {
    await page.goto('/bundle-studio');
    const shirt = await addFirstFromCategory(page, 'Shirts', 3);
    const bag = await addFirstFromCategory(page, 'Luggage');
    await page.getByRole('button', { name: 'View Bundle' }).click();
    const link = await page.getByRole('dialog', { name: 'Your Style Bundle' }).getByLabel('Share this bundle').inputValue();
    expect(link).toContain('/bundle-studio?bundle=');

    // Another device: its own cookies and storage, and (like the fixture's page) past the intro splash.
    const other = await browser.newContext({ baseURL });
    try {
      await other.addCookies([{ name: SPLASH_COOKIE, value: 'seen', url: baseURL as string }]);
      await other.addInitScript(() => window.sessionStorage.setItem('tjb.splashSeen.v1', '1'));
      const fresh = await other.newPage();
      await fresh.goto(link.replace(/^https?:\/\/[^/]+/, ''));
      await waitUntilLive(fresh);
      await expect(fresh.getByRole('status').filter({ hasText: 'Shared bundle loaded: 4 items.' })).toBeVisible();
      await expect(fresh).not.toHaveURL(/bundle=/);
      await fresh.getByRole('button', { name: 'View Bundle' }).click();
      const rebuilt = fresh.getByRole('dialog', { name: 'Your Style Bundle' });
      await expect(rebuilt.getByLabel(`Quantity of ${shirt}`)).toHaveText('3');
      await expect(rebuilt.getByLabel(`Quantity of ${bag}`)).toHaveText('1');
    } finally {
      await other.close();
    }

    await page.goto('/bundle-studio?bundle=jackets.gone-for-good.1~boots.nope');
    await expect(page.getByRole('alert').filter({ hasText: 'This bundle link is damaged' })).toBeVisible();
    await page.goto('/bundle-studio?bundle=jackets.a-jacket-the-shop-never-had.1');
    await expect(page.getByRole('status').filter({ hasText: 'Skipped: A Jacket The Shop Never Had (no longer in the shop).' })).toBeVisible();
  });
});

test.describe('Style with TJ', { tag: ['@bundle-studio'] }, () => {
  test("when the page is still arriving, then no look or principle the server's HTML drew moves as the rest is parsed", async ({ page }) => {
    await openServerHtml(page, '/style-with-tj');
    await expect(page.getByRole('heading', { name: 'Three looks to start from' })).toBeVisible();
    await expect(page.locator('main article')).not.toHaveCount(0);
    // The blocks: a look's product row (its picture beside its name and price) is one small piece of the page.
    expect(await movedWhileParsed(page, 'main', 'h1, h2, h3, article, ul, li, p')).toEqual([]);
  });

  test('when a sample bundle is loaded and a styling request sent, then Bundle Studio holds the look and the request is stored as styling', { tag: ['@support'] }, async ({ page }) => {
    const text = (await (await page.request.get('/style-with-tj')).text()).replace(/<[^>]+>/g, '');
    expect(text).toContain('The Classic Cruiser');
    expect(text).toContain('Load The Classic Cruiser into Bundle Studio');
    expect(text).toMatch(/Total: \$[\d,]+\.\d{2}/);

    await page.goto('/style-with-tj');
    await expectRemote(page, 'mfe-bundle-studio');
    await page.getByLabel(/^Name/).fill('Tina Jones');
    await page.getByLabel(/^Email/).fill('tina@example.com');
    await page.getByLabel(/^What are you riding to/).fill('Sturgis in August');
    await page.getByLabel(/^Tell TJ/).fill('Black leather, but cooler for the heat.');
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send Request' }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ category: 'styling' });
    await expect(toasts(page).getByText('Message Sent!')).toBeVisible();
    await expect(page.getByLabel(/^Name/)).toHaveValue('');

    await page.getByRole('link', { name: 'Load The Classic Cruiser into Bundle Studio' }).click();
    await expect(page).toHaveURL(/\/bundle-studio/);
    await expect(page.getByRole('status').filter({ hasText: /Shared bundle loaded: 3 items\./ })).toBeVisible();
    await expect(page.getByTestId('bundle-summary')).toContainText('3 items');
  });
});

test.describe('Bundle Studio looked at', { tag: ['@bundle-studio', ONE_WIDTH_TAG] }, () => {
  for (const width of [390, 1280]) {
    test(`when the pages and modals are shown ${width} px wide, then screenshots are kept for review`, async ({ page }) => {
      const dir = path.join(ARTIFACTS, 'bundle-studio');
      mkdirSync(dir, { recursive: true });
      const shot = (name: string) => page.screenshot({ path: path.join(dir, `${width}-${name}.png`) });
      await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
      await page.goto('/bundle-studio');
      await shot('page');
      await page.getByRole('button', { name: 'Browse Jackets' }).click();
      await expect(page.getByRole('dialog', { name: 'Jackets' }).getByRole('button', { name: /^Add .+ to bundle$/ }).first()).toBeVisible();
      await shot('category-modal');
      await expectNoSeriousViolations(page);
      await page.getByRole('dialog', { name: 'Jackets' }).getByRole('button', { name: /^Add .+ to bundle$/ }).first().click();
      await page.keyboard.press('Escape');
      await addFirstFromCategory(page, 'Helmets');
      await page.getByRole('button', { name: 'View Bundle' }).click();
      await expect(page.getByRole('dialog', { name: 'Your Style Bundle' })).toBeVisible();
      await shot('bundle-modal');
      await expectNoSeriousViolations(page);
      await page.getByRole('dialog', { name: 'Your Style Bundle' }).getByRole('button', { name: 'Visualize Bundle ($5)' }).click();
      await expect(page.getByRole('dialog', { name: 'Bundle Visualization' })).toBeVisible();
      await shot('subscribe');
      await expectNoSeriousViolations(page);
      await page.getByRole('button', { name: 'Subscribe for $5' }).click();
      await expect(page.getByRole('dialog', { name: 'Payment Details' })).toBeVisible();
      await shot('payment');
      await expectNoSeriousViolations(page);
      await page.keyboard.press('Escape');
      await payForVisualization(page, CARDS.approve);
      const preview = page.getByRole('dialog', { name: 'Your Bundle Visualization' });
      await expect(preview.getByText('Total with suggestions')).toBeVisible();
      await expect(preview.getByText('Finding picks from the catalogue…')).toHaveCount(0);
      await shot('preview');
      await expectNoSeriousViolations(page);
      await page.keyboard.press('Escape');
      await page.goto('/style-with-tj');
      await shot('style-with-tj');
      await page.screenshot({ path: path.join(dir, `${width}-style-with-tj-full.png`), fullPage: true });
    });
  }
});

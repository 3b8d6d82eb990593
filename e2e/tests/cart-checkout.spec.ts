import type { Page, Request } from '@playwright/test';
import { CARDS, buyableProduct, fillCard, orderSummary, seedCart, snapStep, throughToPayment } from '../fixtures/checkout';
import { expect, expectRemote, test } from '../fixtures/test';

/** The shell's toaster (one toast at a time). */
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

const orderNumber = (name: string) => Number(name.replace(/^TJB-/, ''));

test.describe('cart and checkout', { tag: ['@cart-checkout'] }, () => {
  test('when a shopper adds on a product page and pays with the approve card, then the confirmation names the order and the cart is empty', { tag: ['@catalog', '@shell'] }, async ({ page, request }) => {
    const product = await buyableProduct(request);
    await page.goto(`/product/${product.handle}`);
    await expectRemote(page, 'mfe-catalog');
    await page.getByRole('main').getByRole('button', { name: /^add to cart$/i }).first().click();

    // The side cart (this remote) opens from the shell's header.
    const cartButton = page.getByRole('banner').getByRole('button', { name: /^Open cart, 1 item$/ });
    await expect(cartButton).toBeVisible();
    const panel = page.getByRole('dialog', { name: 'Shopping Cart' });
    if (!(await panel.isVisible())) await cartButton.click();
    await expect(panel).toBeVisible();
    await expect(panel.getByText('1 item in your cart')).toBeVisible();
    await expect(panel.getByText('Tax (estimate)')).toBeVisible();
    await panel.getByRole('link', { name: 'View Cart' }).click();

    await expect(page).toHaveURL(/\/cart$/);
    await expect(panel).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /Style with TJ/ })).toHaveAttribute('href', '/style-with-tj');
    await snapStep(page, '0-cart');
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();

    await expect(page).toHaveURL(/\/checkout$/);
    await throughToPayment(page, true);
    await fillCard(page, CARDS.approve);
    await snapStep(page, '2-payment');
    await page.getByRole('button', { name: 'Complete Purchase' }).click();

    await expect(page).toHaveURL(/\/order-confirmation\?order=TJB-\d+$/);
    const name = new URL(page.url()).searchParams.get('order') as string;
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You for Your Order!' })).toBeVisible();
    await expect(page.getByTestId('order-reference')).toHaveText(name);
    await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();
    // Where the receipt went, and a delivery window from the shipping rule (business days from today).
    await expect(page.getByTestId('receipt-email')).toHaveText('ReceiptA receipt is on its way to tina@example.com.');
    await expect(page.getByTestId('delivery-estimate')).toHaveText(/^Estimated delivery\w{3}, \w{3} \d{1,2} – \w{3}, \w{3} \d{1,2}$/);
    await expect(toasts(page).getByText(`Order ${name} has been created successfully`)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /^Open cart, 0 items$/ })).toBeVisible();
    await snapStep(page, '3-confirmation');
  });

  test('when the side cart cannot be loaded, then the shopper is told so and the next press opens it', { tag: ['@shell'] }, async ({ page }) => {
    // A page that has not loaded the cart remote, which then becomes unreachable.
    await page.goto('/faqs');
    await expectRemote(page, 'mfe-support');
    await page.route('**/remotes/mfe-cart-checkout/**', (route) => route.abort());
    const cartButton = page.getByRole('banner').getByRole('button', { name: /^Open cart/ });
    await cartButton.click();
    await expect(toasts(page).getByText('The cart could not open', { exact: true })).toBeVisible();
    await page.unroute('**/remotes/mfe-cart-checkout/**');
    await cartButton.click();
    await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toBeVisible();
  });

  test('when the card is declined, then Payment Failed shows the message and the form stays as typed on the payment step', async ({ page, request }) => {
    await seedCart(page, await buyableProduct(request));
    await page.goto('/checkout');
    await expectRemote(page, 'mfe-cart-checkout');
    await throughToPayment(page);
    await fillCard(page, CARDS.decline);
    await page.getByRole('button', { name: 'Complete Purchase' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
    await expect(toasts(page).getByText('Payment Failed')).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { name: 'Payment Information' })).toBeVisible();
    await expect(page.getByLabel('Card Number')).toHaveValue(CARDS.decline);
    await expect(page.getByLabel('Cardholder Name')).toHaveValue('Tina Jones');
    await expect(page.getByRole('button', { name: 'Complete Purchase' })).toBeEnabled();
    await snapStep(page, '2-payment-declined');
  });

  test('when Complete Purchase is double-clicked, then one order is made (checked through the API)', async ({ page, request }) => {
    await seedCart(page, await buyableProduct(request));
    const payments: Request[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/shopify/process-payment')) payments.push(r);
    });
    await page.goto('/checkout');
    await throughToPayment(page);
    await fillCard(page, CARDS.approve);
    await page.getByRole('button', { name: 'Complete Purchase' }).dblclick();

    await expect(page).toHaveURL(/\/order-confirmation\?order=TJB-\d+$/);
    const name = new URL(page.url()).searchParams.get('order') as string;
    const keys = new Set(await Promise.all(payments.map((r) => r.headerValue('idempotency-key'))));
    expect(keys.size).toBe(1);

    // Orders are readable only by the session that placed them and names are gapless: a second order
    // from this session would be the next (or previous) name.
    const api = page.context().request;
    expect((await api.get(`/api/orders/${name}`)).status()).toBe(200);
    expect((await api.get(`/api/orders/TJB-${orderNumber(name) + 1}`)).status()).toBe(404);
    expect((await api.get(`/api/orders/TJB-${orderNumber(name) - 1}`)).status()).toBe(404);
  });

  test('when the checkout is opened with an empty cart, then the shopper lands on /shop', { tag: ['@catalog'] }, async ({ page }) => {
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/shop$/);
    await expectRemote(page, 'mfe-catalog');
    await expect(toasts(page).getByText('Please add items to your cart before checkout.')).toBeVisible();
  });

  test('when Back is pressed on the first checkout step, then the shopper is back in the shop', { tag: ['@catalog'] }, async ({ page, request }) => {
    await seedCart(page, await buyableProduct(request));
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { name: 'Shipping Information' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Missing Information: Please fill in all required shipping fields.' })).toBeVisible();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test('when /cart and /checkout are opened with a stored cart, then they arrive as server-rendered frames and hydrate into the cart without a mismatch', async ({ page, request }) => {
    const product = await buyableProduct(request);
    // The server cannot see the browser's cart: its HTML is the frame, never an "empty cart" verdict.
    const cartHtml = await (await request.get('/cart', { headers: { Accept: 'text/html' } })).text();
    expect(cartHtml).toContain('<div id="root" data-ssr="">');
    expect(cartHtml).toContain('Loading your cart');
    expect(cartHtml).not.toContain('Your cart is empty');
    const checkoutHtml = await (await request.get('/checkout', { headers: { Accept: 'text/html' } })).text();
    expect(checkoutHtml).toContain('Shipping Information');

    await seedCart(page, product);
    const mismatches: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /hydrat/i.test(m.text())) mismatches.push(m.text());
    });
    await page.goto('/cart');
    await expect(page.locator('main [data-mfe="mfe-cart-checkout"][data-live]')).toBeAttached();
    await expect(page.getByText('1 item in your cart')).toBeVisible();
    await expect(page.locator('main').getByText(product.title)).toBeVisible();
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/checkout$/);
    await expect((await orderSummary(page)).getByText(product.title)).toBeVisible();
    expect(mismatches).toEqual([]);
  });
});

test.describe('wishlist', { tag: ['@cart-checkout', '@catalog', '@shell'] }, () => {
  test('when the heart on a product page is pressed, then the product shows on the wishlist page, also in another tab', async ({ page, context, request }) => {
    const product = await buyableProduct(request);
    const other = await context.newPage();
    await other.goto('/wishlist');
    await expect(other.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
    await expect(other.getByText('Your wishlist is empty')).toBeVisible();

    await page.goto(`/product/${product.handle}`);
    await expectRemote(page, 'mfe-catalog');
    await page.getByRole('main').getByRole('button', { name: /^Add .* to wishlist$/ }).first().click();
    await expect(page.getByRole('main').getByRole('button', { name: /^Remove .* from wishlist$/ }).first()).toHaveAttribute('aria-pressed', 'true');

    // The other tab hears the change through storage, without a reload.
    await expect(other.getByRole('link', { name: product.title, exact: true })).toBeVisible();
    await other.close();

    await page.goto('/wishlist');
    await expect(page.getByRole('link', { name: product.title, exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Move ${product.title} to cart` }).click();
    // A product with several available variants asks which one; a single one moves at once.
    const picker = page.getByRole('combobox', { name: `Choose an option for ${product.title}` });
    const cartOfOne = page.getByRole('banner').getByRole('button', { name: /^Open cart, 1 item$/ });
    await expect(picker.or(cartOfOne)).toBeVisible();
    if (await picker.isVisible()) {
      const firstOption = await picker.locator('option:not([value=""]):not([disabled])').first().getAttribute('value');
      await picker.selectOption(firstOption!);
      await page.getByRole('main').getByRole('button', { name: /^Add to cart$/i }).click();
    }
    await expect(cartOfOne).toBeVisible();
  });
});

import type { APIRequestContext, Page } from '@playwright/test';
import { giftCardLine } from '@tjb/pricing/testing';
import { BASE_URL } from '../fixtures/paths';
import { CARDS, buyableProduct, cartLine, fillCard, orderSummary, seedCartItems, setCart, snapStep, throughToPayment } from '../fixtures/checkout';
import { ONE_WIDTH_TAG } from '../fixtures/tags';
import { expect, expectRemote, test } from '../fixtures/test';

/** Pays on the payment step and answers the order as the server recorded it. */
async function payAndReadOrder(page: Page) {
  await fillCard(page, CARDS.approve);
  await page.getByRole('button', { name: 'Complete Purchase' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?order=TJB-\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You for Your Order!' })).toBeVisible();
  const name = new URL(page.url()).searchParams.get('order') as string;
  const res = await page.context().request.get(`/api/orders/${name}`);
  expect(res.ok()).toBeTruthy();
  return (await res.json()).order as { total: string; giftCard: string; amountCharged: string; discount: string; discountCode: string | null };
}

/** A variant's stock as the Storefront answers it now (its product named, so an order's purge drops the kept answer). */
async function variantStock(request: APIRequestContext, variantId: string): Promise<number> {
  const res = await request.post('/api/2025-01/graphql.json', {
    data: { query: 'query VariantStock($id: ID!) { node(id: $id) { ... on ProductVariant { quantityAvailable product { id } } } }', variables: { id: variantId } },
  });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).data.node.quantityAvailable as number;
}

async function applyCode(page: Page, label: 'Discount code' | 'Gift card code', code: string) {
  const summary = await orderSummary(page);
  await summary.getByRole('textbox', { name: label }).fill(code);
  await summary.getByRole('form', { name: `Apply a ${label.toLowerCase()}` }).getByRole('button', { name: 'Apply' }).click();
}

test.describe('what the shopper sees is what is charged', { tag: ['@cart-checkout'] }, () => {
  for (const [name, search, quantity] of [
    ['under $99', 'available_for_sale:true variants.price:<30', 1],
    ['from $99', 'available_for_sale:true variants.price:>120', 1],
  ] as const) {
    test(`when a cart ${name} is paid, then the checkout's Total is the order's total`, async ({ page, request }) => {
      const product = await buyableProduct(request, search);
      await seedCartItems(page, [cartLine(product, quantity)]);
      await page.goto('/checkout');
      await expectRemote(page, 'mfe-cart-checkout');
      await expect((await orderSummary(page)).getByText('Shipping', { exact: true })).toBeVisible();
      const shown = (await (await orderSummary(page)).getByTestId('order-total').textContent())?.trim();
      await throughToPayment(page);
      if (name === 'under $99') await snapStep(page, 'total-under-99');
      const order = await payAndReadOrder(page);
      expect(shown).toBe(`$${Number(order.total).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    });
  }

  // Once: the page cache is the server's, the same at any width. Other journeys (the other worker's too)
  // may buy this product or one the page shows, which drops the kept page at any moment: so the journey
  // waits for a kept copy instead of expecting one on the second ask, and then checks what the shopper
  // gets after the order, not which request rendered it.
  test('when a product page is kept for the next shopper and an order takes its stock, then the next shopper never gets the page from before the order', { tag: ['@catalog', ONE_WIDTH_TAG] }, async ({ page, request }) => {
    const product = await buyableProduct(request, 'available_for_sale:true variants.price:<30');
    const productPage = async () => {
      const res = await request.get(`/product/${product.handle}`, { headers: { Accept: 'text/html' } });
      expect(res.status()).toBe(200);
      return { cache: res.headers()['x-page-cache'], html: await res.text() };
    };
    let kept = await productPage();
    await expect.poll(async () => (kept = await productPage()).cache, { message: 'the page is kept after it was rendered once' }).toBe('HIT');
    expect(kept.html).toContain(product.id);
    const stockBefore = await variantStock(request, product.variantId);

    await seedCartItems(page, [cartLine(product, 1)]);
    await page.goto('/checkout');
    await throughToPayment(page);
    await payAndReadOrder(page);

    // The order changed the data the page is made from; the page the next shopper gets shows it.
    expect(await variantStock(request, product.variantId)).toBeLessThan(stockBefore);
    expect((await productPage()).html).not.toBe(kept.html);
  });

  test('when a gift card is bought and then spent, then its code is shown once and pays for the next order', async ({ page, request }) => {
    await seedCartItems(page, [giftCardLine({ amountCents: 2500, recipientEmail: 'sam.e2e@example.com', stamp: Date.now() })]);
    await page.goto('/checkout');
    await expect((await orderSummary(page)).getByTestId('order-total')).toHaveText('$25.00');
    await throughToPayment(page);
    await fillCard(page, CARDS.approve);
    await page.getByRole('button', { name: 'Complete Purchase' }).click();
    const code = (await page.getByTestId('gift-card-code').textContent())?.trim() as string;
    expect(code).toMatch(/^([A-Z2-9]{4}-){3}[A-Z2-9]{4}$/);

    const product = await buyableProduct(request, 'available_for_sale:true variants.price:<30');
    await setCart(page, [cartLine(product, 1)]);
    await page.goto('/checkout');
    const before = (await (await orderSummary(page)).getByTestId('order-total').textContent())?.trim();
    await applyCode(page, 'Gift card code', code);
    await expect((await orderSummary(page)).getByText(`Gift card (…${code.slice(-4)})`)).toBeVisible();
    await expect((await orderSummary(page)).getByTestId('order-total')).not.toHaveText(before as string);
    await snapStep(page, 'gift-card-applied');
    await throughToPayment(page);
    const order = await payAndReadOrder(page);
    expect(order.giftCard).toBe(Math.min(25, Number(order.total)).toFixed(2));
  });

  test('when a newsletter discount code is used, then it takes 15% once and is refused the second time', async ({ page, request }) => {
    const signup = await request.post('/api/newsletter', { data: { email: `e2e-${Date.now()}@example.com` }, headers: { Origin: BASE_URL } });
    expect(signup.status()).toBe(201);
    const { discountCode } = await signup.json();
    const product = await buyableProduct(request, 'available_for_sale:true variants.price:>120');
    await seedCartItems(page, [cartLine(product, 1)]);
    await page.goto('/checkout');
    await applyCode(page, 'Discount code', discountCode);
    await expect((await orderSummary(page)).getByText(/^Discount \(WELCOME15/)).toBeVisible();
    await throughToPayment(page);
    const order = await payAndReadOrder(page);
    expect(order.discount).toBe((Math.round(Number(product.price) * 15) / 100).toFixed(2));

    await setCart(page, [cartLine(product, 1)]);
    await page.goto('/checkout');
    await applyCode(page, 'Discount code', discountCode);
    await expect((await orderSummary(page)).getByRole('alert')).toHaveText('This discount code has already been used.');
  });
});

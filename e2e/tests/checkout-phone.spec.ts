import type { Page } from '@playwright/test';
import { CARDS, buyableProduct, cartLine, fillCard, fillShipping, orderSummary, seedCart, seedCartItems, snapStep } from '../fixtures/checkout';
import { expect, test } from '../fixtures/test';
import { boxes, movedWhileParsed, openServerHtml } from '../fixtures/layout';
import { isPhone } from '../fixtures/screen';

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function openCheckout(page: Page) {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Shipping Information' })).toBeVisible();
}

test.describe('checkout on any screen', { tag: ['@cart-checkout'] }, () => {
  test('when the checkout opens, then the header is the logo and the cart only', { tag: ['@shell'] }, async ({ page, request }) => {
    await seedCart(page, await buyableProduct(request));
    await openCheckout(page);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: /^Open cart, 1 item$/ })).toBeVisible();
    await expect(banner.getByRole('link', { name: /TJ's Biker Gear/i }).first()).toBeVisible();
    await expect(banner.getByRole('navigation')).toHaveCount(0);
    await expect(banner.getByRole('combobox')).toHaveCount(0);
  });

  test('when the order summary is shown, then its Total is the one the summary charges; on a phone it is folded above the form', async ({ page, request }) => {
    await seedCart(page, await buyableProduct(request), 2);
    await openCheckout(page);
    const toggle = page.getByRole('button', { name: /Show order summary/ });
    const total = page.getByTestId('order-total');
    if (isPhone(page)) {
      await expect(toggle).toBeVisible();
      await expect(total).toBeHidden();
      const folded = (await page.getByTestId('summary-toggle-total').textContent())!.replace('Total ', '');
      // Above the form: the shopper sees what they pay before any field.
      const [toggleBox, headingBox] = await boxes(toggle, page.getByRole('heading', { name: 'Shipping Information' }));
      expect(toggleBox.y).toBeLessThan(headingBox.y);
      await snapStep(page, 'summary-folded');
      await toggle.click();
      await expect(page.getByRole('button', { name: /Hide order summary/ })).toHaveAttribute('aria-expanded', 'true');
      await expect(total).toHaveText(folded);
    } else {
      await expect(toggle).toBeHidden();
      await expect(total).toBeVisible();
    }
  });

  test("when the page hydrates and reads the stored cart, then the form stays where the server's HTML put it (the summary's frame was already there)", async ({ page, request }) => {
    await seedCart(page, await buyableProduct(request), 2);
    const form = page.getByRole('form', { name: 'Shipping Information' });
    // The server's HTML alone, as it is painted before any script runs.
    const allowScripts = await openServerHtml(page, '/checkout');
    const [served] = await boxes(form);
    await allowScripts();
    await page.goto('/checkout');
    // The cart has been read: the summary shows the amount the server could not know.
    await expect(page.getByTestId(isPhone(page) ? 'summary-toggle-total' : 'order-total')).toHaveText(/\$\d/);
    const [hydrated] = await boxes(form);
    expect(hydrated.y).toBe(served.y);
    expect(hydrated.x).toBe(served.x);
  });

  test("when the checkout is still arriving, then nothing the server's HTML drew moves as the rest of it is parsed", async ({ page, request }) => {
    await seedCart(page, await buyableProduct(request), 2);
    // The server's HTML alone: a paint may come at any point of its parse, before any script runs.
    await openServerHtml(page, '/checkout');
    await expect(page.getByRole('form', { name: 'Shipping Information' })).toBeVisible();
    // The headings, the steps, the summary's frame and each field with its label: what the shopper reads and fills.
    expect(await movedWhileParsed(page, 'main', 'h1, h2, ol, li, form, label, input, select, [role="status"]')).toEqual([]);
  });

  test('when shipping is refused, then each field says why beside itself, the ZIP follows the country, and no toast follows into payment', async ({ page, request }) => {
    await seedCart(page, await buyableProduct(request));
    await openCheckout(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    const first = page.getByLabel('First Name', { exact: true });
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(first).toHaveAccessibleDescription('First Name is required.');
    await expect(first).toBeFocused();
    await expect(page.getByLabel('Phone (optional)')).not.toHaveAttribute('aria-invalid', 'true');
    await snapStep(page, '1-shipping-errors');

    await fillShipping(page);
    await page.getByLabel('Country').selectOption('CA');
    await page.getByRole('button', { name: 'Continue' }).click();
    const postal = page.getByLabel('Postal Code', { exact: true });
    await expect(postal).toHaveAccessibleDescription('Please enter a valid postal code (e.g. K1A 0B1).');
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid postal code' })).toBeVisible();
    await postal.fill('K1A 0B1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Information' })).toBeVisible();
    await expect(toasts(page).getByText(/Missing Information|Check Your Details/)).toHaveCount(0);
  });

  test('when billing is unticked on the payment step, then its fields appear and each blank one says why; Expiry and CVV share one row', async ({ page, request }) => {
    await seedCart(page, await buyableProduct(request));
    await openCheckout(page);
    await fillShipping(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Information' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Checkout steps' }).getByRole('listitem')).toHaveText([/Shipping/, /Payment/]);

    const [expiry, cvv] = await boxes(page.getByLabel('Expiry Date (MM/YY)'), page.getByLabel('CVV'));
    expect(Math.abs(expiry.y - cvv.y)).toBeLessThan(1);
    expect(Math.abs(expiry.height - cvv.height)).toBeLessThan(1);
    expect(cvv.x).toBeGreaterThan(expiry.x + expiry.width - 1);

    const same = page.getByRole('checkbox', { name: 'Same as shipping address' });
    await expect(same).toBeChecked();
    await expect(page.getByLabel('City', { exact: true })).toHaveCount(0);
    await same.uncheck();
    await fillCard(page, CARDS.approve);
    await page.getByRole('button', { name: 'Complete Purchase' }).click();
    await expect(page.getByLabel('City', { exact: true })).toHaveAccessibleDescription('City is required.');
    await expect(page.getByLabel('First Name', { exact: true })).toBeFocused();
    await snapStep(page, '2-payment-billing-errors');
    await same.check();
    await expect(page.getByLabel('City', { exact: true })).toHaveCount(0);
  });

  test('when the cart is cleared, then Undo puts back exactly the same lines', { tag: ['@shell'] }, async ({ page, request }) => {
    const product = await buyableProduct(request);
    await seedCartItems(page, [cartLine(product, 3)]);
    await page.goto('/cart');
    await expect(page.getByText('3 items in your cart')).toBeVisible();
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(page.getByText('Your cart was cleared.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('3 items in your cart')).toBeVisible();
    await expect(page.locator('main').getByText(product.title)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /^Open cart, 3 items$/ })).toBeVisible();
  });
});

/** Text the page cuts off: an element narrower than its content that hides the rest, or a page wider than the screen. */
async function clippedText(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1) found.push(`page is ${document.documentElement.scrollWidth}px wide`);
    for (const el of main.querySelectorAll<HTMLElement>('*')) {
      // Visually hidden text (1 px, for screen readers) is meant to be clipped.
      if (!el.offsetParent || !el.textContent?.trim() || el.clientWidth <= 1) continue;
      const style = getComputedStyle(el);
      const hides = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      if (hides && el.scrollWidth > el.clientWidth + 1 && el.tagName !== 'SELECT' && el.tagName !== 'UL') found.push(`${el.tagName} ${el.scrollWidth}/${el.clientWidth} ${style.overflowX}: ${el.textContent.trim().slice(0, 60)}`);
    }
    return found;
  });
}

test.describe('cart and checkout copy', { tag: ['@cart-checkout'] }, () => {
  test('when the cart, the checkout steps and the summary are shown, then counts read "1 item" / "n items" and no words are cut off', async ({ page, request }) => {
    const product = await buyableProduct(request);
    await seedCartItems(page, [cartLine(product, 1)]);
    await page.goto('/cart');
    await expect(page.getByText('1 item in your cart')).toBeVisible();
    await expect(page.locator('main')).not.toContainText('(s)');
    expect(await clippedText(page)).toEqual([]);

    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page.getByRole('heading', { name: 'Shipping Information' })).toBeVisible();
    await expect(await orderSummary(page)).toContainText('Subtotal (1 item)');
    expect(await clippedText(page)).toEqual([]);
    await fillShipping(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Information' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Same as shipping address' }).uncheck();
    await expect(page.locator('main')).not.toContainText('(s)');
    expect(await clippedText(page)).toEqual([]);
  });
});

import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ARTIFACTS } from '../fixtures/paths';
import { brokenWords } from '../fixtures/layout';
import { withFilters } from '../fixtures/listing';
import { atBothWidths, isPhone, openSearch } from '../fixtures/screen';
import { ONE_WIDTH_TAG } from '../fixtures/tags';
import { expect, expectRemote, scrollDownTo, test } from '../fixtures/test';

// Journeys of the catalogue remote. Products, handles and counts are discovered through the
// page or the gateway's Storefront endpoint; nothing about the seeded catalogue is hard-coded here.

const GRAPHQL = '/api/2025-01/graphql.json';

async function graphql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await request.post(GRAPHQL, { data: { query, variables } });
  expect(res.ok(), `Storefront answered ${res.status()}`).toBeTruthy();
  const body = (await res.json()) as { data: T };
  return body.data;
}

/** How many products a Storefront search query matches, counted 250 ids at a time. */
async function countProducts(request: APIRequestContext, query: string): Promise<number> {
  let total = 0;
  let after: string | null = null;
  for (;;) {
    const data: { products: { nodes: Array<{ id: string }>; pageInfo: { hasNextPage: boolean; endCursor: string | null } } } = await graphql(
      request,
      'query Ids($q: String, $after: String) { products(first: 250, after: $after, query: $q) { nodes { id } pageInfo { hasNextPage endCursor } } }',
      { q: query, after },
    );
    total += data.products.nodes.length;
    if (!data.products.pageInfo.hasNextPage) return total;
    after = data.products.pageInfo.endCursor;
  }
}

const cartButton = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('button', { name: `Open cart, ${count} ${count === 1 ? 'item' : 'items'}` });

const productCards = (page: Page) => page.getByTestId('product-card');

/** A toast's line (the toaster also repeats it in its live region, hence exact). */
const toastText = (page: Page, text: string) => page.getByText(text, { exact: true });

async function snap(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await atBothWidths(page, async (width) => {
    // Let lazy images in view and the layout settle on the new width.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(ARTIFACTS, `catalog-${name}-${width}.png`), fullPage: false });
  });
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('catalogue: search to cart', { tag: ['@catalog', '@shell'] }, () => {
  test('when a rider searches from the header, opens a result and adds it, then the header count goes up', async ({ page }) => {
    await page.goto('/');
    await expectRemote(page, 'mfe-catalog');
    await expect(cartButton(page, 0)).toBeVisible();

    const search = await openSearch(page);
    await search.fill('leather');
    // Predictive suggestions appear under the box; Enter still runs the full search.
    await expect(page.getByTestId('search-suggestions').getByRole('group', { name: 'Products' })).toBeVisible();
    await search.press('Enter');
    await expect(page).toHaveURL(/\/shop\?search=leather$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “leather”' })).toBeVisible();

    // Open the first result that can be bought (its card reads Add to Cart, not Sold Out).
    const buyable = productCards(page).filter({ has: page.getByRole('button', { name: /^Add to Cart:/ }) }).first();
    const title = (await buyable.getByRole('heading').textContent())!.trim();
    await buyable.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    const add = page.getByRole('button', { name: 'Add to Cart', exact: true });
    if (await add.isDisabled()) {
      // The default options may be sold out; pick the first available value of each option.
      for (const group of await page.getByRole('group', { name: /^(Size|Color)$/ }).all()) {
        await group.getByRole('button', { name: /^[^()]+$/ }).first().click();
      }
    }
    await expect(add).toBeEnabled();
    await add.click();
    await expect(toastText(page, `${title} has been added to your cart.`)).toBeVisible();
    await expect(cartButton(page, 1)).toBeVisible();
  });

  test('when a suggestion is picked with the keyboard, then its product page opens', async ({ page }) => {
    await page.goto('/faqs');
    const search = await openSearch(page);
    await search.fill('helmet');
    const products = page.getByTestId('search-suggestions').getByRole('group', { name: 'Products' });
    await expect(products.getByRole('option').first()).toBeVisible();
    // Down from the input walks the suggested searches first, then the products; focus stays in the input.
    const searches = await page.getByTestId('search-suggestions').getByRole('group', { name: 'Suggestions' }).getByRole('option').count();
    for (let i = 0; i <= searches; i++) await page.keyboard.press('ArrowDown');
    const first = products.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(search).toBeFocused();
    await expect(search).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    // The row reads "<name> $<price>": the product page's heading is the name.
    const name = (await first.textContent())!.replace(/\s*\$[\d,.]+\s*$/, '').trim();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/product\//);
    await expectRemote(page, 'mfe-catalog');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});

test.describe('catalogue: category pages', { tag: ['@catalog'] }, () => {
  test("when a category opens, then each card's picture, names and price keep the server's HTML, its heart and Add to Cart are live, and its links change the page in place", async ({ page }) => {
    const mismatches: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /hydrat/i.test(m.text())) mismatches.push(m.text());
    });
    await page.goto('/shop/helmets');
    // React marks every DOM node it has hydrated or rendered with its fiber; kept HTML has none.
    const byReact = (target: Locator) => target.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));
    const card = productCards(page).first();
    const heart = card.getByRole('button', { name: /wishlist/ });
    expect(await byReact(card.getByRole('button', { name: /^(Add to Cart|Sold Out):/ }))).toBe(true);
    expect(await byReact(heart)).toBe(true);
    expect(await byReact(card.getByRole('heading'))).toBe(false);
    expect(await byReact(card.locator('img'))).toBe(false);
    expect(await byReact(card.getByText(/\$[\d,]+\.\d\d/).first())).toBe(false);

    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    const title = (await card.getByRole('heading').textContent())!;
    await card.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true)).toBe(true);
    expect(mismatches).toEqual([]);
  });

  test('when filters, sort and page are chosen, then the URL holds them and a reload shows the same view', async ({ page }) => {
    await page.goto('/shop/bike-gear');
    await expect(page.getByText(/^\d+ Products Available$/)).toBeVisible();
    await withFilters(page, async (filters) => {
      // The checkbox follows the URL, so it flips once the navigation commits: click, then wait for it.
      await filters.getByRole('checkbox', { name: /^In Stock/ }).click();
      await expect(filters.getByRole('checkbox', { name: /^In Stock/ })).toBeChecked();
    });
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-low');
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/shop\/bike-gear\?instock=1&sort=price-low&page=2$/);
    await expect(page.getByText(/^Showing 10–18 of \d+ products$/)).toBeVisible();

    const titles = await productCards(page).getByRole('heading').allTextContents();
    // A card's first amount is the price it charges (a struck-through regular price comes after it).
    const prices = await productCards(page).evaluateAll((cards) => cards.map((card) => Number(/\$([\d,]+\.\d\d)/.exec(card.textContent ?? '')?.[1]?.replace(/,/g, ''))));
    expect(titles).toHaveLength(9);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);

    await page.reload();
    await withFilters(page, (filters) => expect(filters.getByRole('checkbox', { name: /^In Stock/ })).toBeChecked());
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-low');
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(productCards(page).getByRole('heading')).toHaveText(titles);
  });

  test('when the helmets page opens, then "Products Available" is the catalogue count and the filters narrow the grid', async ({ page, request }) => {
    const types = ['Helmets', 'Helmet Accessories', 'Goggles', 'Sunglasses', 'Photochromatic Glasses'];
    const expected = await countProducts(request, types.map((t) => `product_type:"${t}"`).join(' OR '));
    // The Categories tab holds every helmet-category product (By Type, the first, the helmets alone).
    await page.goto('/shop/helmets?tab=categories');
    await expect(page.getByText(`${expected} Products Available`)).toBeVisible();
    let count = 0;
    await withFilters(page, async (filters) => {
      const brand = filters.getByRole('group', { name: 'Brand' });
      const option = brand.getByRole('checkbox').first();
      const label = (await brand.locator('label').first().textContent())!;
      count = Number(/\((\d+)\)/.exec(label)![1]);
      await option.click();
      await expect(option).toBeChecked();
    });
    await expect(page.getByText(new RegExp(`^Showing 1–\\d+ of ${count} products$`))).toBeVisible();
    await expect(page).toHaveURL(/vendor=/);
  });

  test('when nothing matches with a filter set, then the empty state shows and Clear All Filters brings products back', async ({ page }) => {
    await page.goto('/shop/boots?search=zzzznotathing&instock=1');
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filters to find what you're looking for.")).toBeVisible();
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(productCards(page).first()).toBeVisible();
    await expect(page).toHaveURL(/\/shop\/boots$/);
  });

  test('when the filter drawer is used on a phone, then a filter ticked in it narrows the grid and lands in the URL', { tag: ONE_WIDTH_TAG }, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/shop/vests');
    await expect(productCards(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveCount(0);
    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    const option = drawer.getByRole('checkbox', { name: /^On Sale/ });
    await option.click();
    await expect(option).toBeChecked();
    await drawer.getByRole('button', { name: /^Show \d+ products$/ }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/shop\/vests\?sale=true$/);
    await expect(page.getByRole('button', { name: /^Filters 1$/ })).toBeVisible();
  });

  const CATEGORY_ROUTES = [
    ...['helmets', 'jackets', 'leather', 'leather-jackets', 'chaps', 'womens-gear', 'gloves-gear', 'patches', 'rings', 'jewelry', 'bells',
      'vests', 'bottoms', 'shirts', 'boots', 'luggage', 'bike-gear', 'whips', 'apparel', 'accessories'].map((c) => `/category/${c}`),
    '/category/jackets?type=mens-leather-jackets',
    '/category/helmets?type=goggles',
    ...['helmets', 'jackets', 'vests', 'bottoms', 'shirts-flannels', 'boots', 'luggage', 'bike-gear', 'accessories'].map((c) => `/shop/${c}`),
    '/shop/bottoms/mens/bootcut-jeans',
    '/shop/shirts-flannels/armored-flannel',
    '/shop?sale=true',
  ];

  test('when every category route is opened, then each shows products from the catalogue and a count above zero', async ({ page }) => {
    test.setTimeout(360_000);
    for (const route of CATEGORY_ROUTES) {
      await page.goto(route);
      await expect(productCards(page).first(), route).toBeVisible();
      const available = page.getByText(/^\d+ Products Available$/);
      await expect(available, route).toBeVisible();
      expect(Number((await available.textContent())!.split(' ')[0]), route).toBeGreaterThan(0);
    }
  });

  test('when the dedicated helmets page is opened, then it has its heading, tabs and feature block', async ({ page }) => {
    await page.goto('/shop/helmets');
    await expect(page.getByRole('heading', { level: 1, name: 'HELMETS' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'By Type' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Why Choose Our Helmets?' })).toBeVisible();
    await page.getByRole('tab', { name: 'Categories' }).click();
    await expect(page).toHaveURL(/tab=categories/);
    await expect(productCards(page).first()).toBeVisible();
    await snap(page, 'category');
  });
});

test.describe('catalogue: product page', { tag: ['@catalog'] }, () => {
  test('when a sold-out combination is chosen, then Add to Cart reads Sold Out and is disabled, and the shopper can ask to be emailed when it is back', async ({ page, request }) => {
    type Node = { handle: string; title: string; variants: { nodes: Array<{ availableForSale: boolean; selectedOptions: Array<{ name: string; value: string }> }> } };
    const data = await graphql<{ products: { nodes: Node[] } }>(
      request,
      '{ products(first: 250) { nodes { handle title variants(first: 10) { nodes { availableForSale selectedOptions { name value } } } } } }',
    );
    const product = data.products.nodes.find((p) => p.variants.nodes.length > 1 && p.variants.nodes.some((v) => v.availableForSale) && p.variants.nodes.some((v) => !v.availableForSale));
    test.skip(!product, 'the catalogue has no product with a sold-out variant');
    const soldOut = product!.variants.nodes.find((v) => !v.availableForSale)!;

    await page.goto(`/product/${product!.handle}`);
    await expect(page.getByRole('heading', { level: 1, name: product!.title })).toBeVisible();
    for (const option of soldOut.selectedOptions) {
      await page.getByRole('group', { name: option.name, exact: true }).getByRole('button', { name: new RegExp(`^${escapeRegExp(option.value)}( \\(|$)`) }).click();
    }
    await expect(page.getByRole('button', { name: 'Sold Out', exact: true })).toBeDisabled();
    await expect(page.getByText('Sold out', { exact: true })).toBeVisible();

    // The shopper can ask to be told when this variant is back; the gateway keeps the address.
    await page.getByRole('button', { name: 'Email me when it is back' }).click();
    const email = page.getByLabel('Email me when it is back');
    await expect(email).toBeFocused();
    await email.fill('rider@example.com');
    await page.getByRole('button', { name: 'Notify Me' }).click();
    await expect(page.getByRole('status').filter({ hasText: `We will email rider@example.com once ${product!.title} is back in stock.` })).toBeVisible();
  });

  test('when the product page opens, then it has breadcrumb, gallery, tabs, JSON-LD and the per-product title', async ({ page, request }) => {
    const data = await graphql<{ products: { nodes: Array<{ handle: string; title: string; productType: string; description: string }> } }>(
      request, '{ products(first: 5, query: "available_for_sale:true") { nodes { handle title productType description } } }',
    );
    const product = data.products.nodes[0]!;
    await page.goto(`/product/${product.handle}`);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await expect(page).toHaveTitle(`${product.title} | TJ's Biker Gear`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: product.productType })).toBeVisible();
    const types = await page.locator('script[type="application/ld+json"]').evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}')['@type']));
    expect(types).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']));
    // One description, the product's own: crawlers and link previews read the first.
    const descriptions = await page.locator('meta[name="description"]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('content') ?? ''));
    expect(descriptions).toHaveLength(1);
    expect(product.description.replace(/\s+/g, ' ').trim().startsWith(descriptions[0]!.replace(/…$/, ''))).toBe(true);
    expect(descriptions[0]!.length).toBeLessThanOrEqual(150);
    await page.getByRole('tab', { name: 'Specifications' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Product Type');
    await expect(page.getByRole('heading', { name: 'You May Also Like' })).toBeVisible();
    await snap(page, 'product');
  });

  test('when a product page is opened, then it arrives rendered with its data, hydrates without a mismatch and asks the Storefront nothing', async ({ page, request }) => {
    const data = await graphql<{ products: { nodes: Array<{ handle: string; title: string }> } }>(request, '{ products(first: 1, sortKey: TITLE, reverse: true) { nodes { handle title } } }');
    const product = data.products.nodes[0]!;
    // The HTML itself is the page: the product's heading and the answers it was rendered from.
    const html = await (await request.get(`/product/${product.handle}`, { headers: { Accept: 'text/html' } })).text();
    expect(html).toContain('<div id="root" data-ssr="">');
    expect(html).toContain('id="tjb-ssr-state-mfe-catalog"');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${product.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, '&#x27;')}</h1>`));
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(GRAPHQL)) asked.push(/(?:query|mutation)\s+(\w+)/.exec(String(r.postDataJSON()?.query))?.[1] ?? 'anonymous');
    });
    const mismatches: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /hydrat/i.test(m.text())) mismatches.push(m.text());
    });
    await page.goto(`/product/${product.handle}`);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You May Also Like' })).toBeVisible();
    // Hydrated: React took the server's HTML over (the other journeys drive the page's controls).
    await expect(page.locator('main [data-mfe="mfe-catalog"][data-live]')).toBeAttached();
    expect(asked).not.toContain('ProductByHandle');
    expect(mismatches).toEqual([]);
  });

  test('when the handle is unknown, then Product Not Found shows with a way back to the shop', async ({ page }) => {
    await page.goto(`/product/no-such-product-${Date.now()}`);
    await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    await expect(page.getByText("The product you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Shop' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole('heading', { level: 1, name: 'SHOP ALL CATEGORIES' })).toBeVisible();
  });
});

test.describe('catalogue: home', { tag: ['@catalog', '@shell'] }, () => {
  test('when a featured product is added from the carousel after choosing its options, then the header count goes up', async ({ page }) => {
    await page.goto('/');
    const featured = page.getByRole('group', { name: 'Featured products' });
    // A product with several variants: Add to Cart opens the quick pick, and nothing is added unchosen.
    const card = featured.getByTestId('product-card').filter({ has: page.locator('button[aria-haspopup="dialog"][aria-label^="Add to Cart:"]') }).first();
    await expect(card).toBeVisible();
    const title = (await card.getByRole('heading').textContent())!.trim();
    const handle = (await card.getByRole('link', { name: title }).getAttribute('href'))!.replace('/product/', '');
    // The card carries one variant: the quick pick asks the Storefront for the product's variants when it opens.
    const variantsAsked = page.waitForRequest((r) => r.url().includes(GRAPHQL) && /query ProductVariants\b/.test(String(r.postDataJSON()?.query)));
    await card.getByRole('button', { name: `Add to Cart: ${title}` }).click();
    expect((await variantsAsked).postDataJSON().variables).toEqual({ handle: decodeURIComponent(handle) });
    const dialog = page.getByRole('dialog', { name: title });
    // The quick pick loads on demand: its options are there once it asks for the first choice.
    await expect(dialog.getByRole('status')).toHaveText(/^Choose a /);
    for (const group of await dialog.getByRole('group').all()) {
      await group.getByRole('button', { name: /^[^()]+$/ }).first().click();
    }
    await expect(cartButton(page, 0)).toBeVisible();
    await dialog.getByRole('button', { name: /Add to Cart/ }).click();
    await expect(toastText(page, `${title} has been added to your cart.`)).toBeVisible();
    await expect(cartButton(page, 1)).toBeVisible();
    // Phones swipe the whole row (no pager); wider screens page it.
    if (isPhone(page)) return;
    // The carousel wraps: previous from the first page shows the last.
    await featured.getByRole('button', { name: 'Previous featured products' }).click();
    await expect(featured.getByRole('button', { name: /^Featured page \d+$/ }).last()).toHaveAttribute('aria-current', 'true');
  });

  test('when a gift card is bought, then it is a real line in the cart', { tag: ['@cart-checkout'] }, async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Give the Gift of the Ride' });
    await scrollDownTo(page, form);
    await form.getByRole('button', { name: '$100', exact: true }).click();
    await form.getByRole('textbox', { name: /Recipient Name/ }).fill('Dale');
    await form.getByRole('textbox', { name: /Recipient Email/ }).fill('dale@example.com');
    await form.getByRole('textbox', { name: /Your Name/ }).fill('Tina');
    await form.getByRole('button', { name: 'Add Gift Card to Cart' }).click();
    await expect(toastText(page, 'Gift Card $100 for Dale has been added to your cart.')).toBeVisible();
    await cartButton(page, 1).click();
    const panel = page.getByRole('dialog', { name: 'Shopping Cart' });
    await expect(panel.getByText('Gift Card $100 for Dale')).toBeVisible();
    await page.keyboard.press('Escape');
  });

  test('when required gift card fields are missing, then the Missing Information toast shows', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Give the Gift of the Ride' });
    await scrollDownTo(page, form);
    await form.getByRole('textbox', { name: /Recipient Name/ }).fill('Dale');
    // aria-disabled (not disabled): it stays focusable and clickable so it can say what is missing.
    await expect(form.getByRole('button', { name: 'Add Gift Card to Cart' })).toHaveAttribute('aria-disabled', 'true');
    await form.getByRole('button', { name: 'Add Gift Card to Cart' }).dispatchEvent('click');
    await expect(toastText(page, 'Missing Information')).toBeVisible();
    await expect(toastText(page, 'Please fill in all required fields')).toBeVisible();
  });

  test('when a rider joins the newsletter, then the spec toast follows and the counter rises; a blank email is refused', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Join the Brotherhood' });
    await scrollDownTo(page, form);
    const counter = page.getByText(/riders already subscribed/);
    // The number shows once the server has answered with the current count.
    await expect(counter.locator('strong')).toHaveText(/^[\d,]+$/);
    const before = Number((await counter.locator('strong').textContent())!.replace(/,/g, ''));

    await form.getByRole('button', { name: 'Join Now' }).click();
    await expect(toastText(page, 'Please enter your email address.')).toBeVisible();

    await form.getByLabel('Email address').fill(`rider-${Date.now()}@example.com`);
    await form.getByRole('button', { name: 'Join Now' }).click();
    await expect(toastText(page, 'Welcome to the Brotherhood!')).toBeVisible();
    await expect(toastText(page, "You've successfully subscribed to our newsletter.")).toBeVisible();
    await expect(form.getByLabel('Email address')).toHaveValue('');
    // At least this rider more: a journey in another worker may sign up in the same moment.
    await expect.poll(async () => Number((await counter.locator('strong').textContent())!.replace(/,/g, ''))).toBeGreaterThan(before);
  });

  test('when the chat is used, then the bot answers shipping questions after typing', async ({ page }) => {
    // The launcher comes with the page's HTML; one press loads the assistant and opens the conversation.
    const html = await (await page.request.get('/')).text();
    expect(html).toMatch(/<button[^>]*aria-label="Chat with us"/);
    await page.goto('/');
    await page.getByRole('button', { name: 'Chat with us' }).click();
    const box = page.getByRole('textbox', { name: 'Type your message' });
    await expect(box).toBeFocused();
    await box.fill('How long does shipping take?');
    await box.press('Enter');
    await expect(page.getByRole('list', { name: 'Chat messages' }).getByText(/free on orders over \$75/)).toBeVisible();
  });

  test('when the chat cannot be loaded, then the shopper is told so and a later press opens it', async ({ page }) => {
    // A page that has not loaded the catalogue, whose remote then becomes unreachable.
    await page.goto('/faqs');
    await expectRemote(page, 'mfe-support');
    await page.route('**/remotes/mfe-catalog/**', (route) => route.abort());
    const launcher = page.getByRole('button', { name: 'Chat with us' });
    await launcher.click();
    await expect(toastText(page, 'The chat could not open')).toBeVisible();
    await expect(launcher).toBeVisible();
    await expect(launcher).not.toHaveAttribute('aria-busy');
    await page.unroute('**/remotes/mfe-catalog/**');
    await launcher.click();
    await expect(page.getByRole('textbox', { name: 'Type your message' })).toBeFocused();
  });

  test("when home is opened, then its hero, its brands and the footer keep the server's HTML unhydrated, and their links still change the page in place", async ({ page }) => {
    const mismatches: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /hydrat/i.test(m.text())) mismatches.push(m.text());
    });
    await page.goto('/');
    // React marks every DOM node it has hydrated or rendered with its fiber; kept HTML has none.
    const byReact = (selector: string) => page.locator(selector).first().evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));
    expect(await byReact('#home-hero-title')).toBe(false);
    expect(await byReact('#home-brands-title')).toBe(false);
    expect(await byReact('footer nav')).toBe(false);
    expect(await byReact('footer')).toBe(true); // the section itself is React's: it follows the links
    expect(await byReact('[role="group"][aria-label="Featured products"]')).toBe(true);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    const samePage = () => page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);

    await page.getByRole('main').getByRole('link', { name: 'Shop Now' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole('heading', { level: 1, name: 'SHOP ALL CATEGORIES' })).toBeVisible();
    expect(await samePage()).toBe(true);
    // Back home through the footer: a client navigation renders the hero in the browser. Its code loads
    // then (a server-rendered home never needed it); while it is held, the shop page stays as it was rather
    // than an empty hero being drawn.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/remotes\/mfe-catalog\/static\/.*\.js/, async (route) => {
      await held;
      await route.continue();
    });
    const heroCode = page.waitForRequest(/\/remotes\/mfe-catalog\/static\/.*\.js/);
    await page.getByRole('contentinfo').getByRole('link', { name: "TJ's Biker Gear", exact: true }).click();
    await heroCode;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('SHOP ALL CATEGORIES');
    release();
    await expect(page.getByRole('heading', { level: 1, name: /Ride hard/ })).toBeVisible();
    expect(await byReact('#home-hero-title')).toBe(true);
    expect(await samePage()).toBe(true);
    expect(mismatches).toEqual([]);

    // A brand's link in a server-rendered home's kept HTML goes through the router as well.
    await page.goto('/');
    expect(await byReact('#home-brands-title')).toBe(false);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.getByRole('link', { name: /Shop Renegade Classics/ }).click();
    await expect(page).toHaveURL(/\/shop\?search=Renegade\+Classics$/);
    await expect(page.locator('#home-brands-title')).toHaveCount(0);
    expect(await samePage()).toBe(true);
  });

  test('when the home page is looked at, then every section is there in order', async ({ page }) => {
    await page.goto('/');
    // The lower sections render as a shopper scrolls near them; the page's own last section is the goal
    // (the shell's footer headings are there before the remote).
    await scrollDownTo(page, page.getByRole('heading', { level: 2, name: 'Join the Brotherhood' }));
    const headings = page.getByRole('heading', { level: 2 });
    const names = await headings.allTextContents();
    const order = ['Our Brands', 'Featured Gear', 'Gear Up for the Ride', 'Give the Gift of the Ride', "Rider's Journal", 'What Our Riders Say', 'Join the Brotherhood']
      .map((name) => names.findIndex((n) => n.toLowerCase() === name.toLowerCase()));
    expect(order.every((i) => i >= 0)).toBeTruthy();
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await snap(page, 'home');
  });
});

test.describe('catalogue: listings and internal pages', { tag: ['@catalog'] }, () => {
  test('when the product analysis report is downloaded, then it is a Category,Count CSV', async ({ page }) => {
    await page.goto('/product-analysis');
    const button = page.getByRole('button', { name: 'Download CSV Report' });
    await expect(button).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    const file = await download.path();
    const lines = readFileSync(file!, 'utf8').trim().split(/\r?\n/);
    expect(lines[0]).toBe('Category,Count');
    expect(lines.length).toBeGreaterThan(1);
    // The table scrolls sideways wherever it is wider than its panel (a phone, a wide fallback font):
    // made narrower here so it always does, a keyboard must still reach it (the axe scan at the end).
    const table = page.getByRole('region', { name: 'Products per product type' });
    await table.evaluate((el) => { el.style.width = '200px'; });
    expect(await table.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await table.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => table.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });

  test('when the complete catalog is paged, then 24 show a page and the category filter chips appear', async ({ page }) => {
    await page.goto('/catalog');
    await expect(productCards(page)).toHaveCount(24);
    await page.getByRole('combobox', { name: 'Category' }).selectOption('boots');
    await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('button', { name: 'Remove category Boots' })).toBeVisible();
    await expect(page).toHaveURL(/category=boots/);
  });

  test('when the complete catalog switches from the grid to the list view, then each card shows the start of its own description', { tag: ONE_WIDTH_TAG }, async ({ page, request }) => {
    // The list view is a wide screen's: a phone shows the grid whatever the URL says.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/catalog');
    const cards = productCards(page);
    await expect(cards).toHaveCount(24);
    const handles = (await cards.locator('h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!.split('/').pop()!))).slice(0, 3);
    const descriptions = await Promise.all(handles.map(async (handle) => {
      const data = await graphql<{ product: { description: string } }>(request, 'query D($h: String!) { product(handle: $h) { description(truncateAt: 40) } }', { h: handle });
      return data.product.description.replace(/\.\.\.$/, '');
    }));
    for (const [i, description] of descriptions.entries()) await expect(cards.nth(i)).not.toContainText(description);
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page).toHaveURL(/view=list/);
    for (const [i, description] of descriptions.entries()) await expect(cards.nth(i)).toContainText(description);
  });

  test("when the list view is opened directly, then each card keeps its excerpt from the server's HTML, which alone carries it, and the next page's cards show their own", { tag: ONE_WIDTH_TAG }, async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const html = await (await request.get('/catalog?view=list')).text();
    const state = /<script[^>]*id="tjb-ssr-state-mfe-catalog"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(state).toContain('"products"');
    // The excerpts are in the cards' markup; the page's data for the browser does not repeat them.
    expect(state).not.toContain('"excerpt"');
    const mismatches: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /hydrat/i.test(m.text())) mismatches.push(m.text());
    });
    await page.goto('/catalog?view=list');
    await expect(page.locator('main [data-mfe="mfe-catalog"][data-live]')).toBeAttached();
    const cards = productCards(page);
    await expect(cards).toHaveCount(24);
    const excerptOf = async (i: number) => {
      const handle = (await cards.nth(i).locator('h3 a').getAttribute('href'))!.split('/').pop()!;
      const data = await graphql<{ product: { description: string } }>(request, 'query D($h: String!) { product(handle: $h) { description(truncateAt: 40) } }', { h: handle });
      return data.product.description.replace(/\.\.\.$/, '');
    };
    for (const i of [0, 23]) await expect(cards.nth(i)).toContainText(await excerptOf(i));
    // The heart is live: a change of the page's state does not lose the kept excerpts.
    await cards.first().getByRole('button', { name: /wishlist/ }).click();
    await expect(cards.first()).toContainText(await excerptOf(0));
    const firstOnPage1 = await cards.first().locator('h3 a').getAttribute('href');
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards.first().locator('h3 a')).not.toHaveAttribute('href', firstOnPage1!);
    await expect(cards.first()).toContainText(await excerptOf(0));
    expect(mismatches).toEqual([]);
  });

  test('when the diagnostics page opens, then it names the upstream, the API version and the product count', async ({ page }) => {
    await page.goto('/test-shopify');
    await expect(page.getByText('Connected')).toBeVisible();
    await expect(page.getByText('2025-01', { exact: true })).toBeVisible();
    await expect(page.getByText(/^\d+ \(counted in \d+ ms\)$/)).toBeVisible();
    // On a phone the values wrap: whole words, and only the long addresses break inside.
    expect(await brokenWords(page.locator('main'))).toEqual([]);
  });
});

import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { ARTIFACTS } from '../fixtures/paths';
import { boxes, movedWhileParsed, scrollWindowTo, type Box } from '../fixtures/layout';
import { expect, scrollDownTo, test, waitUntilLive } from '../fixtures/test';
import { ONE_WIDTH_TAG } from '../fixtures/tags';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** A full-page picture for a person to look at (e2e/artifacts is git-ignored). */
async function snapshot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `looks-${name}-${page.viewportSize()!.width}.png`), fullPage: true });
}

/**
 * Words the layout cuts: a word whose letters land on two lines (broken mid-word) or that reaches past the
 * page's right edge. Hyphens and slashes are places a word may wrap.
 */
function cutWords(page: Page) {
  return page.evaluate(() => {
    const cut: string[] = [];
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      // Skipped: what is not shown, and text kept for search engines and screen readers in a 1 px box.
      if (!parent.checkVisibility() || parent.closest('[aria-hidden="true"], script, style') || parent.getBoundingClientRect().width <= 1) continue;
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[^\s\-/]+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        const lines = new Set(rects.map((r) => Math.round(r.top)));
        // Inside a row that scrolls sideways, a word past the screen's edge is only not yet swiped to.
        let inScroller = false;
        for (let el: Element | null = parent; el && !inScroller; el = el.parentElement) inScroller = getComputedStyle(el).overflowX === 'auto';
        if (lines.size > 1 || (!inScroller && rects.some((r) => r.right > document.documentElement.clientWidth + 1))) cut.push(match[0]);
      }
    }
    return cut;
  });
}

/**
 * Home's hero, first with the display font and then without it (font-display: optional: a slow visit paints
 * with the wider fallback): no word cut, and nothing drawn moves as the rest of the hero is parsed.
 */
async function heroHoldsWhileParsed(page: Page) {
  for (const font of ['display', 'fallback']) {
    if (font === 'fallback') await page.route(/\.woff2(\?|$)/, (route) => route.abort());
    await page.goto('/');
    expect(await cutWords(page), `with the ${font} font`).toEqual([]);
    const hero = 'section[aria-labelledby="home-hero-title"]';
    await page.locator(hero).locator('img').last().waitFor();
    expect(await movedWhileParsed(page, hero), `with the ${font} font`).toEqual([]);
  }
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function firstProductHref(page: Page) {
  await page.goto('/shop/helmets');
  return (await page.getByTestId('product-card').first().getByRole('heading').getByRole('link').getAttribute('href'))!;
}

/**
 * Characters drawn in the display face that its files lack, with the text they are in. The browser
 * finds each such character by searching the system's fonts in the page's first layout (a request to the
 * browser process per family of the stack): the shop draws those signs as icons. The face's coverage is
 * read from its @font-face rules, which must say it (unicode-range).
 */
async function charactersTheDisplayFaceLacks(page: Page) {
  return page.evaluate(() => {
    const faces = [...document.fonts].filter((f) => f.family.replace(/["']/g, '') === 'Oswald');
    const ranges = faces.flatMap((f) => f.unicodeRange.split(',')).map((r) => {
      const [from, to = from] = r.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(from!, 16), parseInt(to!, 16)] as const;
    });
    if (faces.length === 0 || ranges.some(([a, b]) => Number.isNaN(a) || Number.isNaN(b))) return ['the display face has no readable @font-face rule'];
    // The files are a subset: rules without a unicode-range would claim every character.
    if (ranges.some(([a, b]) => a === 0 && b === 0x10ffff)) return ['the display face\'s @font-face rules do not say what its files cover'];
    const covered = (c: number) => ranges.some(([a, b]) => c >= a && c <= b);
    const lacking = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || !n.textContent?.trim()) continue;
      if (!/^["']?Oswald\b/.test(getComputedStyle(el).fontFamily)) continue;
      for (const ch of n.textContent) if (!covered(ch.codePointAt(0)!)) lacking.add(`${ch} in "${n.textContent.trim().slice(0, 40)}"`);
    }
    return [...lacking];
  });
}

test.describe('looks on a phone (390 px)', { tag: ['@catalog', '@shell', ONE_WIDTH_TAG] }, () => {
  test.use(PHONE);

  test('when a listing opens, then two products share a row and each card reads whole, with a 44 px Add to Cart', async ({ page }) => {
    await page.goto('/shop/helmets');
    const cards = page.getByTestId('product-card');
    await expect(cards.nth(1)).toBeVisible();
    const [a, b] = await boxes(cards.nth(0), cards.nth(1));
    expect(Math.abs(a.y - b.y)).toBeLessThan(2);
    expect(b.x).toBeGreaterThan(a.x + a.width);
    expect(b.x + b.width).toBeLessThanOrEqual(390);
    for (const i of [0, 1]) {
      const button = cards.nth(i).getByRole('button', { name: /^(Add to Cart|Sold Out)/ });
      const [buttonBox] = await boxes(button);
      expect(buttonBox.height).toBeGreaterThanOrEqual(44);
      await expect(cards.nth(i).getByText(/^\$\d/).first()).toBeVisible();
    }
    expect(await cutWords(page)).toEqual([]);
    await snapshot(page, 'listing');
  });

  test('when home is still arriving, then nothing drawn in the hero moves as the rest of it is parsed and no word is cut (with the display font and without it)', async ({ page }) => {
    await heroHoldsWhileParsed(page);
  });

  test('when home opens, then the featured gear is one row the shopper swipes, card by card', async ({ page }) => {
    await page.goto('/');
    const row = page.getByRole('list', { name: 'Featured products' });
    await expect(row.getByTestId('product-card').nth(4)).toBeAttached();
    expect(await row.evaluate((el) => getComputedStyle(el).scrollSnapType)).toContain('x');
    // Two cards and the edge of a third: the row says it goes on.
    const items = row.locator(':scope > li');
    const [first, second] = await boxes(items.nth(0), items.nth(1));
    expect(Math.abs(first.y - second.y)).toBeLessThan(2);
    const [third] = await boxes(items.nth(2));
    expect(third.x).toBeLessThan(390);
    await expect(page.getByRole('button', { name: 'Next featured products' })).toBeHidden();
    const before = await row.evaluate((el) => el.scrollLeft);
    await row.evaluate((el) => el.scrollBy({ left: el.clientWidth }));
    await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(before);
    expect(await cutWords(page)).toEqual([]);
    await snapshot(page, 'home');
  });

  test('when the pages open, then every character set in the display face is one its files draw', async ({ page }) => {
    for (const path of ['/', '/shop/helmets', await firstProductHref(page), '/bundle-studio', '/style-with-tj', '/design-apparel', '/gallery', '/faqs', '/contact-us']) {
      await page.goto(path);
      await waitUntilLive(page);
      expect({ path, lacking: await charactersTheDisplayFaceLacks(page) }).toEqual({ path, lacking: [] });
    }
  });

  test('when a product page opens, then no word is cut', async ({ page }) => {
    await page.goto(await firstProductHref(page));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await cutWords(page)).toEqual([]);
    await snapshot(page, 'product');
  });

  test('when the complete catalog opens, then each toolbar label stands on the row of the control it names', async ({ page }) => {
    await page.goto('/catalog');
    for (const name of ['Category', 'Sort by']) {
      const [label, control] = await boxes(page.locator('label').getByText(name, { exact: true }), page.getByLabel(name, { exact: true }));
      expect(Math.abs(label.y + label.height / 2 - (control.y + control.height / 2))).toBeLessThan(4);
      expect(control.x).toBeGreaterThan(label.x + label.width);
    }
    await snapshot(page, 'catalog');
  });

  test('when the shopper reaches the end of a page, then the chat and back-to-top buttons cover none of it', async ({ page }) => {
    await page.goto('/faqs');
    const chat = page.getByRole('button', { name: 'Chat with us' });
    await expect(chat).toBeVisible();
    await scrollWindowTo(page, 'end');
    const toTop = page.getByRole('button', { name: 'Back to top' });
    await expect(toTop).toBeVisible();
    const footerText = page.getByRole('contentinfo').locator('a, p, h2');
    const covered: string[] = [];
    for (const el of await footerText.all()) {
      if (!(await el.isVisible())) continue;
      const [b, chatBox, toTopBox] = await boxes(el, chat, toTop);
      if (overlap(b, chatBox) || overlap(b, toTopBox)) covered.push((await el.textContent()) ?? '');
    }
    expect(covered).toEqual([]);
  });
});

test.describe('looks on a desktop (1280 px)', { tag: ['@catalog', '@shell', ONE_WIDTH_TAG] }, () => {
  test.use(DESKTOP);

  test('when home opens, then the hero shows the gear without it becoming the LCP or shifting, and the featured row is full', async ({ page }) => {
    await page.addInitScript(() => {
      // Each shift inside the hero, described (node, its box before and after, the time), so a failure says what moved.
      const w = window as unknown as { __heroShifts: string[] };
      w.__heroShifts = [];
      const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('class') ? `.${el.getAttribute('class')}` : ''}`;
      const box = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
      new PerformanceObserver((list) => {
        type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources?: Source[] }>) {
          const inHero = (entry.sources ?? []).filter((s) => s.node instanceof Element && s.node.closest('section[aria-labelledby="home-hero-title"]'));
          if (inHero.length === 0) continue;
          w.__heroShifts.push(`${Math.round(entry.startTime)} ms, ${entry.value.toFixed(4)}: ` +
            inHero.map((s) => `${describe(s.node as Element)} ${box(s.previousRect)} -> ${box(s.currentRect)}`).join('; '));
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    const hero = page.getByRole('region', { name: /Ride hard/ });
    const pictures = hero.locator('img');
    await expect(pictures).toHaveCount(3);
    for (const img of await pictures.all()) {
      await expect(img).toHaveJSProperty('complete', true);
      expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    }
    const lcp = await page.evaluate(() => new Promise<string>((resolve) => {
      new PerformanceObserver((list) => resolve((list.getEntries().at(-1) as PerformanceEntry & { element?: Element }).element?.tagName ?? '?'))
        .observe({ type: 'largest-contentful-paint', buffered: true });
    }));
    expect(lcp).not.toBe('IMG');
    // Shifts were recorded from the first paint (the init script below); the images have arrived by now.
    const heroShifts = await page.evaluate(() => (window as unknown as { __heroShifts: string[] }).__heroShifts);
    expect(heroShifts).toEqual([]);

    const row = page.getByRole('list', { name: 'Featured products' });
    await scrollDownTo(page, row);
    const shown = row.locator(':scope > li:visible');
    await expect(shown).toHaveCount(4);
    const [rowBox, last] = await boxes(row, shown.nth(3));
    expect(Math.abs(rowBox.x + rowBox.width - (last.x + last.width))).toBeLessThan(2);
    await page.getByRole('button', { name: 'Next featured products' }).click();
    await expect(page.getByRole('button', { name: 'Featured page 2' })).toHaveAttribute('aria-current', 'true');
    await expect(shown).toHaveCount(4);
    await snapshot(page, 'home');
  });

  test('when home is still arriving, then nothing drawn in the hero moves as the rest of it is parsed and no word is cut (with the display font and without it)', async ({ page }) => {
    await heroHoldsWhileParsed(page);
  });

  test('when a product page opens, then its related products fill their row', async ({ page }) => {
    await page.goto(await firstProductHref(page));
    const related = page.getByRole('list', { name: 'Related products' });
    await scrollDownTo(page, related);
    const items = related.locator(':scope > li');
    await expect(items.first().getByTestId('product-card')).toBeVisible();
    if ((await items.count()) === 4) {
      const [rowBox, last] = await boxes(related, items.nth(3));
      expect(Math.abs(rowBox.x + rowBox.width - (last.x + last.width))).toBeLessThan(2);
    }
    await snapshot(page, 'product');
  });

  test('when a toast shows on any page, then it stacks above the chat and back-to-top buttons', async ({ page }) => {
    await page.goto('/shop/helmets');
    await scrollWindowTo(page, 1200);
    const chat = page.getByRole('button', { name: 'Chat with us' });
    const toTop = page.getByRole('button', { name: 'Back to top' });
    await expect(chat).toBeVisible();
    await expect(toTop).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('tjb:bus', {
      detail: { type: 'toast:show', v: 1, toast: { title: 'Added to Cart', description: 'A long enough message to fill the toast on any screen.', variant: 'default', durationMs: 60_000 } },
    })));
    const toast = page.locator('li').filter({ has: page.getByRole('button', { name: 'Dismiss notification' }) });
    await expect(toast).toBeVisible();
    const [t, chatBox, toTopBox] = await boxes(toast, chat, toTop);
    expect(overlap(t, chatBox)).toBe(false);
    expect(overlap(t, toTopBox)).toBe(false);
  });
});

test.describe('looks on a phone: toasts', { tag: ['@shell', '@cart-checkout', ONE_WIDTH_TAG] }, () => {
  test.use(PHONE);

  test('when a toast shows, then it stacks above the chat and back-to-top buttons', async ({ page }) => {
    await page.goto('/cart');
    await scrollWindowTo(page, 600);
    const chat = page.getByRole('button', { name: 'Chat with us' });
    await expect(chat).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('tjb:bus', {
      detail: { type: 'toast:show', v: 1, toast: { title: 'Added to Cart', description: 'A long enough message to fill the toast on any screen.', variant: 'default', durationMs: 60_000 } },
    })));
    const toast = page.locator('li').filter({ has: page.getByRole('button', { name: 'Dismiss notification' }) });
    await expect(toast).toBeVisible();
    const [toastBox, chatBox] = await boxes(toast, chat);
    expect(overlap(toastBox, chatBox)).toBe(false);
  });
});

/**
 * The bands a page leaves for later (`belowTheFold` in @tjb/ui): those far down (`farDown`, several screens
 * below the first) are not laid out when the page opens; scrolled to, every band is, and every focus ring
 * inside it is drawn whole (a band laid out on approach clips what its children draw outside it).
 */
async function bandsWaitForTheShopper(page: Page, path: string, bands: string[], farDown: string[]) {
  await page.goto(path);
  await waitUntilLive(page);
  const laidOut = (band: Locator) => band.evaluate((b) => [...b.querySelectorAll('*')].some((c) => c.checkVisibility({ contentVisibilityAuto: true })));
  for (const band of farDown) expect(await laidOut(page.locator(band)), `${band} on opening`).toBe(false);
  for (const selector of bands) {
    const band = page.locator(selector);
    await band.scrollIntoViewIfNeeded();
    await expect.poll(() => laidOut(band), { message: `${selector} once scrolled to` }).toBe(true);
    // A key pressed first, so the focus moved from the page's code shows its ring as the keyboard's does.
    await page.keyboard.press('Shift');
    const rings = await band.evaluate((b) => {
      const edge = b.getBoundingClientRect();
      const style = getComputedStyle(b);
      const inside = { left: edge.left + parseFloat(style.borderLeftWidth), right: edge.right - parseFloat(style.borderRightWidth), top: edge.top + parseFloat(style.borderTopWidth), bottom: edge.bottom - parseFloat(style.borderBottomWidth) };
      let focusable = 0;
      let drawn = 0;
      const cut: string[] = [];
      // What the keyboard reaches (a card's second link to its product, out of the tab order, never shows a ring).
      for (const el of b.querySelectorAll<HTMLElement>(':is(a[href], button, input, select, textarea):not([tabindex="-1"])')) {
        const box = el.getBoundingClientRect();
        // In a row that scrolls sideways, what is not yet swiped to is the row's to clip.
        if (!el.checkVisibility() || box.left < 0 || box.right > innerWidth) continue;
        focusable += 1;
        el.focus({ preventScroll: true });
        const ring = getComputedStyle(el);
        const reach = ring.outlineStyle === 'none' ? 0 : parseFloat(ring.outlineWidth) + parseFloat(ring.outlineOffset);
        if (reach > 0) drawn += 1;
        if (box.left - reach < inside.left || box.right + reach > inside.right || box.top - reach < inside.top || box.bottom + reach > inside.bottom) cut.push(el.outerHTML.slice(0, 80));
        el.blur();
      }
      return { focusable, drawn, cut };
    });
    expect(rings.drawn, `focus rings drawn in ${selector}`).toBe(rings.focusable);
    expect(rings.cut, `focus rings cut by ${selector}`).toEqual([]);
  }
}

// The page's footer (the shop's), not a card's.
const FOOTER = '#root > div > footer';
for (const device of [PHONE, DESKTOP]) {
  test.describe(`bands below the first screen (${device.viewport.width} px)`, { tag: ['@catalog', '@shell', ONE_WIDTH_TAG] }, () => {
    test.use(device);

    test('when home opens, then its footer, screens down, waits to be neared, and the featured gear and the footer keep their focus rings whole', async ({ page }) => {
      await bandsWaitForTheShopper(page, '/', ['section[aria-labelledby="home-featured-title"]', FOOTER], [FOOTER]);
    });

    test('when a product page opens, then its related products and the footer keep their focus rings whole', async ({ page }) => {
      const href = await firstProductHref(page);
      await bandsWaitForTheShopper(page, href, ['section[aria-labelledby="related-title"]', FOOTER], []);
    });

    test('when a category opens, then its selling points and the footer are laid out as they are neared, focus rings whole', async ({ page }) => {
      await bandsWaitForTheShopper(page, '/shop/helmets', ['section[aria-labelledby="category-features-title"]', FOOTER], []);
    });
  });
}

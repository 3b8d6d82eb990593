import { chromium } from 'playwright-core';
const base = process.argv[2] ?? 'http://127.0.0.1:8080';
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  for (const width of [390, 1280]) {
    const ctx = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 }, isMobile: width === 390, hasTouch: width === 390 });
    await ctx.addCookies([{ name: 'tjb_splash', value: 'seen', url: base }]);
    await ctx.addInitScript(() => sessionStorage.setItem('tjb.splashSeen.v1', '1'));
    const page = await ctx.newPage();
    const live = async () => { await page.waitForFunction(() => !document.querySelector('main [data-mfe]') || !!document.querySelector('main [data-mfe][data-live]'), undefined, { timeout: 30000 }).catch(() => {}); await page.waitForTimeout(800); };
    const shot = async (name: string) => page.screenshot({ path: `/tmp/shots/${name}-${width}.png` });
    await page.goto(base + '/no-such-page'); await live(); await shot('404');
    await page.goto(base + '/'); await live(); await shot('home');
    if (width === 390) {
      await page.getByRole('button', { name: 'Search the shop' }).click(); await page.keyboard.type('helm'); await page.waitForTimeout(1500); await shot('phone-search');
      await page.goto(base + '/'); await live();
      await page.getByRole('button', { name: 'Menu' }).click(); await page.waitForTimeout(800); await shot('phone-menu');
    }
    await page.goto(base + '/shop/helmets'); await live(); await shot('category');
    const href = await page.locator('[data-testid="product-card"] a').first().getAttribute('href');
    await page.goto(base + href!); await live(); await shot('product');
    const sg = page.getByRole('button', { name: /Size Guide/i });
    if (await sg.count()) { await sg.first().click(); await page.waitForTimeout(800); await shot('size-guide'); await page.keyboard.press('Escape'); }
    const add = page.getByRole('button', { name: /Add to Cart/i }).first();
    if (await add.count()) { await add.click(); await page.waitForTimeout(1500); await shot('side-cart'); await page.keyboard.press('Escape'); }
    await page.goto(base + '/cart'); await live(); await shot('cart');
    await page.goto(base + '/checkout'); await live(); await shot('checkout');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight)); await page.waitForTimeout(500); await shot('checkout-footer');
    await ctx.close();
  }
  await browser.close();
})();

import path from 'node:path';
import { expect, expectRemote, test } from '../fixtures/test';
import { movedWhileParsed, openServerHtml } from '../fixtures/layout';
import { ARTIFACTS } from '../fixtures/paths';
import { ANY_SHOP_TAG, ONE_WIDTH_TAG } from '../fixtures/tags';

test.describe('support pages', { tag: ['@support'] }, () => {
  test('when a shopper sends a complete message, then the server stores it, the toast thanks them and the form empties', async ({ page }) => {
    await page.goto('/contact-us');
    await expectRemote(page, 'mfe-support');
    await page.getByLabel(/^Name/).fill('Tina Jones');
    await page.getByLabel(/^Email/).fill('tina@example.com');
    await page.getByLabel(/^Subject/).fill('Chaps sizing');
    await page.getByLabel('Category').selectOption('order');
    await page.getByLabel(/^Message/).fill('Do the leather chaps run small?');
    await expect(page.getByText('31 / 5000 characters')).toBeVisible();
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    expect(reference).toMatch(/^TJB-[0-9A-F]{8}$/);
    const toasts = page.getByRole('region', { name: /Notifications/ });
    await expect(toasts.getByText('Message Sent!')).toBeVisible();
    await expect(toasts.getByText("Thank you for contacting us. We'll get back to you within 24 hours.")).toBeVisible();
    await expect(page.getByText(reference)).toBeVisible();
    await expect(page.getByLabel(/^Name/)).toHaveValue('');
    await expect(page.getByLabel(/^Message/)).toHaveValue('');
  });

  test("when Contact Us is still arriving, then no field the server's HTML drew moves as the rest of the form is parsed", async ({ page }) => {
    await openServerHtml(page, '/contact-us');
    await expect(page.getByRole('form', { name: 'Contact Us' })).toBeVisible();
    expect(await movedWhileParsed(page, 'main', 'h1, h2, form, label, input, select, textarea')).toEqual([]);
  });

  test('when the email is malformed, then nothing is sent and the form says so', async ({ page }) => {
    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/contact')) posted = true;
    });
    await page.goto('/contact-us');
    await page.getByLabel(/^Name/).fill('Tina Jones');
    await page.getByLabel(/^Email/).fill('tina.example.com');
    await page.getByLabel(/^Subject/).fill('Chaps sizing');
    await page.getByLabel(/^Message/).fill('Do the leather chaps run small?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid email address.' })).toBeVisible();
    await expect(page.getByLabel(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(false);
  });

  test('when the send fails on the server, then every field keeps its value and an alert says why', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }));
    await page.goto('/contact-us');
    await page.getByLabel(/^Name/).fill('Tina Jones');
    await page.getByLabel(/^Email/).fill('tina@example.com');
    await page.getByLabel(/^Subject/).fill('Chaps sizing');
    await page.getByLabel(/^Message/).fill('Do the leather chaps run small?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'something went wrong on our side' })).toBeVisible();
    await expect(page.getByLabel(/^Name/)).toHaveValue('Tina Jones');
    await expect(page.getByLabel(/^Email/)).toHaveValue('tina@example.com');
    await expect(page.getByLabel(/^Message/)).toHaveValue('Do the leather chaps run small?');
  });

  test('when the FAQ is searched and filtered, then the URL keeps both and a reload shows the same answers', async ({ page }) => {
    await page.goto('/faqs');
    await expect(page.getByRole('main').getByRole('button', { expanded: false })).toHaveCount(20);
    await page.getByRole('searchbox', { name: 'Search questions' }).fill('refund');
    await expect(page).toHaveURL(/\/faqs\?q=refund$/);
    await expect(page.locator('mark').first()).toHaveText(/refund/i);
    await page.getByRole('button', { name: 'Returns & Exchanges' }).click();
    await expect(page).toHaveURL(/\/faqs\?q=refund&category=returns$/);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search questions' })).toHaveValue('refund');
    await expect(page.getByRole('button', { name: 'Returns & Exchanges' })).toHaveAttribute('aria-pressed', 'true');
    const question = page.getByRole('button', { name: 'How long do refunds take?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/within 5-7 business days after we receive your return/)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search questions' }).fill('zzzz');
    await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search terms or selecting a different category.')).toBeVisible();
  });

  test('when the FAQ is fetched without scripts, then its questions, answers and FAQPage data are in the HTML', { tag: ANY_SHOP_TAG }, async ({ request }) => {
    const html = await (await request.get('/faqs')).text();
    expect(html).toContain('How long do refunds take?');
    expect(html).toContain('Standard shipping takes 3-5 business days');
    expect(html).toContain('"@type":"FAQPage"');
  });

  for (const [path, facts] of [
    ['/return-policy', ['30 days', 'Nov 1-Dec 25', 'Jan 31', '5-7 business days', '10% bonus', 'final sale unless defective', 'Exchanges are free']],
    ['/terms-of-service', ['within 1 hour', '10% discount', '$99 or more', '7-14 business days', '18 or older', 'Last updated January 2025']],
    ['/privacy-policy', ['tjb.cart.v1', 'tjb_session', 'Asking for deletion']],
  ] as const) {
    test(`when ${path} is opened, then it states its facts, server-rendered, with section links`, async ({ page, request }) => {
      // React separates adjacent text parts with empty comments; a reader sees one text.
      const html = (await (await request.get(path)).text()).replace(/<!-- -->/g, '');
      for (const fact of facts) expect(html).toContain(fact.replace('&', '&amp;'));
      await page.goto(path);
      for (const fact of facts) await expect(page.getByText(fact, { exact: false }).first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
    });
  }

  test('when the footer Privacy link is followed, then the privacy policy opens', { tag: ['@shell'] }, async ({ page }) => {
    await page.goto('/faqs');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });

  for (const width of [390, 1280]) {
    test(`when /faqs and /contact-us are seen ${width} px wide, then nothing overflows the page`, { tag: ONE_WIDTH_TAG }, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const route of ['/faqs', '/contact-us']) {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await page.screenshot({ path: path.join(ARTIFACTS, `support${route.replace('/', '-')}-${width}.png`), fullPage: true });
      }
    });
  }
});

import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { CARDS, fillCard, throughToPayment } from '../fixtures/checkout';
import { ARTIFACTS } from '../fixtures/paths';
import { atBothWidths } from '../fixtures/screen';
import { expect, expectRemote, test } from '../fixtures/test';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A real 48 × 48 orange PNG, small enough to type into an upload. */
function smallPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const size = 48;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([255, 122, 26]))]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

async function upload(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel('Upload Image').setInputFiles(file);
}

const image = (page: Page) => page.getByTestId('preview-image');
const uploadError = (page: Page) => page.locator('#designer-upload-error');

/** React's hydration warnings, which must stay empty: the server's HTML and the first render agree. */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /hydrat|did not match/i.test(msg.text())) errors.push(msg.text());
  });
  return errors;
}

async function designBlackHoodie(page: Page) {
  const errors = hydrationErrors(page);
  await page.goto('/design-apparel');
  expect(errors).toEqual([]);
  await expectRemote(page, 'mfe-designer');
  await page.getByRole('radio', { name: /Hoodie/ }).check();
  await page.getByRole('radio', { name: 'Black' }).check();
  await page.getByLabel('Preset design').selectOption({ label: 'Winged Wheel' });
  await page.getByLabel('Your text').fill('Ride\nFree');
  await expect(page.getByRole('img', { name: /^Preview: Black Hoodie with Winged Wheel and the text Ride/ })).toBeVisible();
  await upload(page, { name: 'patch.png', mimeType: 'image/png', buffer: smallPng() });
  await expect(image(page)).toBeVisible();
}

test.describe('custom apparel designer', { tag: ['@designer'] }, () => {
  test('when a black hoodie is designed with text, a preset and a moved image, then it is ordered and the confirmation shows the design', { tag: ['@cart-checkout'] }, async ({ page }) => {
    await designBlackHoodie(page);

    // Keyboard placement: three steps right, one bigger step down, one size up.
    const x0 = Number(await image(page).getAttribute('x'));
    const y0 = Number(await image(page).getAttribute('y'));
    const placement = page.getByRole('group', { name: /Image placement/ });
    await placement.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(image(page)).toHaveAttribute('x', String(x0 + 12));
    await page.keyboard.press('Shift+ArrowDown');
    await expect(image(page)).toHaveAttribute('y', String(y0 + 20));
    const w0 = Number(await image(page).getAttribute('width'));
    await page.keyboard.press('+');
    await expect.poll(async () => Number(await image(page).getAttribute('width'))).toBeGreaterThan(w0);

    await snap(page, 'design-apparel');

    const stored = page.waitForResponse((r) => r.url().endsWith('/api/designs') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    expect((await stored).status()).toBe(201);
    const { design } = (await (await stored).json()) as { design: { id: string; previewUrl: string } };
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Added to Cart')).toBeVisible();

    const line = await page.evaluate(() => JSON.parse(window.localStorage.getItem('tjb.cart.v1') ?? '{}').items[0]);
    expect(line).toEqual({
      id: expect.stringMatching(/^custom-hoodie-\d+-custom-variant-hoodie-black-\d+$/),
      shopifyProductId: expect.stringMatching(/^custom-hoodie-\d+$/),
      shopifyVariantId: expect.stringMatching(/^custom-variant-hoodie-black-\d+$/),
      quantity: 1,
      price: '45.99',
      productData: { title: 'Custom Hoodie - "Ride Free" - Winged Wheel', handle: 'custom-hoodie', image: design.previewUrl, productType: 'Custom Apparel' },
      variantData: {
        title: 'Black - Hoodie',
        selectedOptions: [
          { name: 'Color', value: 'Black' },
          { name: 'Garment', value: 'Hoodie' },
          { name: 'Custom Text', value: 'Ride\nFree' },
          { name: 'Design', value: 'Winged Wheel' },
        ],
      },
    });

    await page.goto('/cart');
    const main = page.getByRole('main');
    await expect(main.getByText('Custom Hoodie - "Ride Free" - Winged Wheel')).toBeVisible();
    await expect(main.getByText('Color: Black · Garment: Hoodie · Custom Text: Ride Free · Design: Winged Wheel')).toBeVisible();
    await expect(main.getByText('$45.99 each')).toBeVisible();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await throughToPayment(page);
    await fillCard(page, CARDS.approve);
    await page.getByRole('button', { name: 'Complete Purchase' }).click();

    await expect(page).toHaveURL(/\/order-confirmation\?order=TJB-\d+$/);
    const details = page.getByRole('region', { name: 'Order Details' });
    await expect(details.getByText('Custom Hoodie - "Ride Free" - Winged Wheel')).toBeVisible();
    const preview = details.locator(`img[src="${design.previewUrl}"]`);
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  });

  test('when an 11 MB file or a text file named .png is chosen, then each is refused and the design keeps its image', async ({ page }) => {
    await designBlackHoodie(page);
    const src = await image(page).getAttribute('href');

    const big = Buffer.concat([smallPng(), Buffer.alloc(11 * 1024 * 1024)]);
    await upload(page, { name: 'huge.png', mimeType: 'image/png', buffer: big });
    await expect(uploadError(page)).toHaveText('This file is larger than 10MB. Please choose a smaller image.');
    await expect(image(page)).toHaveAttribute('href', src ?? '');

    await upload(page, { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('these are my notes, not a picture') });
    await expect(uploadError(page)).toHaveText('Only PNG or JPG images can be uploaded. This file is not one.');
    await expect(image(page)).toHaveAttribute('href', src ?? '');
  });

  test('when the gallery is opened, then its three sections, local images and the Share Your Ride links are there', async ({ page }) => {
    const errors = hydrationErrors(page);
    await page.goto('/gallery');
    await expectRemote(page, 'mfe-designer');
    expect(errors).toEqual([]);
    for (const title of ['Custom Apparel Designs', 'Rider Community', 'Product Showcase', 'Share Your Ride']) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Submit Photos' })).toHaveAttribute('href', /^mailto:.+\?subject=Gallery%20Submission$/);
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    const first = page.getByRole('img', { name: /Black hoodie with a white skull/ });
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await snap(page, 'gallery');
    // Server-rendered: the HTML already holds the page, before any script runs.
    for (const [route, text] of [['/gallery', 'Share Your Ride'], ['/design-apparel', 'PNG, JPG up to 10MB']]) {
      const html = await (await page.request.get(route!, { headers: { Accept: 'text/html' } })).text();
      expect(html).toContain(text);
    }
  });
});

/** The page at phone and desktop width, for the team to look at (e2e/artifacts/). */
async function snap(page: Page, name: string) {
  await atBothWidths(page, async (width) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(ARTIFACTS, `designer-${name}-${width}-top.png`) });
    await page.screenshot({ path: path.join(ARTIFACTS, `designer-${name}-${width}.png`), fullPage: true });
  });
}

import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { expect, expectRemote, test as base } from '../fixtures/test';
import { REPO_ROOT } from '../fixtures/paths';
import { openMenu } from '../fixtures/screen';
import { ONE_WIDTH_TAG, LOCAL_SERVER_TAG } from '../fixtures/tags';

// These journeys rewrite the registry: they visit a shop of their own, which no other journey reads.
const test = base.extend({ baseURL: async ({ swapShop }, use) => use(swapShop.baseURL) });

const UNAVAILABLE = 'This part of the shop is temporarily unavailable';

/** Serves a remote's second build from its own origin, as a CDN would. */
async function serveDir(dir: string): Promise<{ origin: string; server: Server }> {
  const server = createServer(async (req, res) => {
    const rel = decodeURIComponent((req.url ?? '/').split('?')[0]!);
    try {
      const body = await readFile(path.join(dir, path.normalize(rel)));
      res.writeHead(200, { 'Content-Type': rel.endsWith('.js') ? 'text/javascript' : 'application/octet-stream', 'Access-Control-Allow-Origin': '*' });
      res.end(body);
    } catch {
      // History fallback, as a remote's own dev server does when it runs alone.
      if (!path.extname(rel)) {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        res.end(await readFile(path.join(dir, 'index.html')));
      } else res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { origin: `http://127.0.0.1:${port}`, server };
}

test.describe('runtime composition', { tag: ['@shell', '@support', ONE_WIDTH_TAG, LOCAL_SERVER_TAG] }, () => {
  test('when the registry points a remote at a new build, then a reload shows the new version without touching the shell', async ({ page, registry }) => {
    await page.goto('/faqs');
    await expect(page.locator('[data-mfe="mfe-support"]')).toHaveAttribute('data-build', '1.0.0');
    const shellScript = await page.locator('script[src*="main.js"]').first().getAttribute('src');

    const v2 = await serveDir(path.join(REPO_ROOT, 'mfe-support', 'dist-v2'));
    try {
      registry.update((r) => ({ remotes: { ...r.remotes, support: { entry: `${v2.origin}/remoteEntry.js`, version: 'v2' } } }));
      await page.reload();
      await expect(page.locator('[data-mfe="mfe-support"]')).toHaveAttribute('data-build', 'v2');
      await expect(page.locator('[data-mfe="mfe-support"] h1')).toBeVisible();
      expect(await page.locator('script[src*="main.js"]').first().getAttribute('src')).toBe(shellScript);
    } finally {
      v2.server.close();
    }
  });

  test('when a remote is dead, then its area shows the fallback and the rest of the shop keeps working', { tag: ['@bundle-studio'] }, async ({ page, registry }) => {
    registry.update((r) => ({ remotes: { ...r.remotes, support: 'http://127.0.0.1:9/remoteEntry.js' } }));
    await page.goto('/faqs');
    await expect(page.getByRole('heading', { name: UNAVAILABLE })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Other remotes still load, in the same page.
    await (await openMenu(page)).getByRole('link', { name: 'Bundle Studio' }).first().click();
    await expectRemote(page, 'mfe-bundle-studio');
    await expect(page.getByRole('heading', { name: UNAVAILABLE })).toHaveCount(0);
  });

  test('when a dead remote comes back, then Retry loads it', async ({ page, registry }) => {
    registry.update((r) => ({ remotes: { ...r.remotes, support: 'http://127.0.0.1:9/remoteEntry.js' } }));
    await page.goto('/return-policy');
    await expect(page.getByRole('heading', { name: UNAVAILABLE })).toBeVisible();
    registry.update((r) => r);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expectRemote(page, 'mfe-support');
    await expect(page.locator('[data-mfe="mfe-support"] h1')).toBeVisible();
  });

  test('when a remote runs alone for its team, then its standalone frame renders its routes without the shell', async ({ page }) => {
    const alone = await serveDir(path.join(REPO_ROOT, 'mfe-support', 'dist'));
    try {
      await page.goto(`${alone.origin}/faqs`);
      await expect(page.getByText('mfe-support running alone')).toBeVisible();
      await expect(page.locator('[data-mfe="mfe-support"] h1')).toBeVisible();
      await expect(page.locator('[data-mfe="shell"]')).toHaveCount(0);
    } finally {
      alone.server.close();
    }
  });
});

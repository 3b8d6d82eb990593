import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { expect, expectRemote, test as base } from '../fixtures/test';
import { REPO_ROOT } from '../fixtures/paths';
import { openMenu } from '../fixtures/screen';
import { E2E_RELEASE, releaseCli, undoReleases } from '../fixtures/releases';
import { ONE_WIDTH_TAG, LOCAL_SERVER_TAG } from '../fixtures/tags';

/** The session's canary bucket (gateway/src/releases/canary-cookie.ts). */
const CANARY_COOKIE = 'tjb_canary';

// These journeys change the registry (a release, a rewritten registry file): they visit a shop of their
// own, which no other journey reads.
const test = base.extend({ baseURL: async ({ swapShop }, use) => use(swapShop.baseURL) });

const UNAVAILABLE = 'This part of the shop is temporarily unavailable';

/** Serves a remote's build from its own origin, as its team's dev server would. */
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
  test('when a second version of a remote is released through the release API, then a canary keeps each shopper on one side, a promote serves it and a rollback brings the old one back, with no restart', async ({ page, swapShop }) => {
    const shop = swapShop.baseURL;
    const build = page.locator('[data-mfe="mfe-support"]');
    await page.goto('/faqs');
    await expect(build).toHaveAttribute('data-build', '1.0.0');
    const shellScript = await page.locator('script[src*="main.js"]').first().getAttribute('src');
    const { version } = E2E_RELEASE;
    try {
      // As the team's pipeline does it: the kept build uploaded with mfe-support's token, then a canary.
      expect(await releaseCli(shop, ['release', 'mfe-support', '--from', E2E_RELEASE.buildDir])).toContain(`uploaded mfe-support ${version}`);
      await releaseCli(shop, ['promote', 'mfe-support', version, '--canary', '50']);

      // A session without a bucket is given one by the shop, and keeps its side of the canary on every page.
      await page.context().clearCookies({ name: CANARY_COOKIE });
      await page.reload();
      const bucket = Number((await page.context().cookies(shop)).find((c) => c.name === CANARY_COOKIE)?.value);
      expect(bucket).toBeGreaterThanOrEqual(0);
      const side = bucket < 50 ? version : '1.0.0';
      await expect(build).toHaveAttribute('data-build', side);
      await page.goto('/return-policy');
      await expect(build).toHaveAttribute('data-build', side);
      // Each side of the canary, chosen by its bucket.
      for (const [forced, expected] of [['0', version], ['99', '1.0.0']] as const) {
        await page.context().addCookies([{ name: CANARY_COOKIE, value: forced, url: shop }]);
        await page.reload();
        await expect(build).toHaveAttribute('data-build', expected);
      }

      expect(await releaseCli(shop, ['promote', 'mfe-support', version])).toContain(`mfe-support ${version} is active for every session`);
      await page.reload();
      await expect(build).toHaveAttribute('data-build', version);
      await expect(page.locator('[data-mfe="mfe-support"] h1')).toBeVisible();
      // The shell was neither rebuilt nor restarted: the page loads the same shell bundle.
      expect(await page.locator('script[src*="main.js"]').first().getAttribute('src')).toBe(shellScript);

      expect(await releaseCli(shop, ['rollback', 'mfe-support'])).toContain(`rolled back from ${version} to the registry default`);
      await page.reload();
      await expect(build).toHaveAttribute('data-build', '1.0.0');
      await expect(page.locator('[data-mfe="mfe-support"] h1')).toBeVisible();
    } finally {
      // Whatever failed, the registry journeys after this one see the registry file's entry again.
      await undoReleases(shop);
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

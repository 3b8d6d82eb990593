/**
 * What React hydrates on a page, counted from the fiber tree it keeps on `#root` once the page is live: every
 * fiber, the DOM elements among them, and the two components emotion's `css` prop puts above each styled element
 * (its wrapper, which reads the cache and serialises the styles, and `Insertion`, which inserts the rule), beside
 * the elements under `#root` that no fiber holds (server HTML kept as it is, e.g. a `StaticSection`'s).
 *   pnpm --filter bench exec tsx src/experiments/hydrated-fibers.ts <shop origin> [paths, /]
 * e.g. `… hydrated-fibers.ts http://127.0.0.1:8080 /,/shop/helmets,/terms-of-service`. The shop must be running.
 * Counts, not timings: the same on any host for the same build and catalogue (a phone's viewport, a visitor who
 * has seen the intro splash).
 *
 * What it showed (BENCHMARKS "What changed", item 45): emotion's two components are 43–47 % of the fibers of home,
 * a listing, a product and a policy page (366 of the product page's 842), for a few per cent of the scripts' CPU in
 * a profile.
 */
import { SPLASH_COOKIE } from '@tjb/shop-contracts';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium';
import { int, table } from '../report/format';

interface Census {
  fibers: number;
  domFibers: number;
  cssWrappers: number;
  insertions: number;
  elements: number;
}

/** Runs in the page: walks React's fibers from the root container. */
function countFibers(): Census | null {
  interface Fiber { type: unknown; memoizedProps: unknown; child: Fiber | null; sibling: Fiber | null; stateNode: unknown }
  const root = document.getElementById('root');
  if (!root) return null;
  const key = Object.keys(root).find((k) => k.startsWith('__reactContainer$'));
  if (!key) return null;
  const census: Census = { fibers: 0, domFibers: 0, cssWrappers: 0, insertions: 0, elements: root.querySelectorAll('*').length };
  const held = new Set<unknown>();
  const stack: Fiber[] = [(root as unknown as Record<string, Fiber>)[key]!];
  while (stack.length) {
    const fiber = stack.pop()!;
    census.fibers += 1;
    // A text's props are its string.
    const props = typeof fiber.memoizedProps === 'object' && fiber.memoizedProps !== null ? fiber.memoizedProps : {};
    if (typeof fiber.type === 'string') {
      census.domFibers += 1;
      held.add(fiber.stateNode);
    // emotion's own prop names (@emotion/react's element module), stable across its minified builds.
    } else if ('__EMOTION_TYPE_PLEASE_DO_NOT_USE__' in props) census.cssWrappers += 1;
    else if ('serialized' in props && 'cache' in props && 'isStringTag' in props) census.insertions += 1;
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child) stack.push(fiber.child);
  }
  census.elements -= Array.from(root.querySelectorAll('*')).filter((el) => held.has(el)).length;
  return census;
}

async function main() {
  const [shop, pathsArg = '/'] = process.argv.slice(2);
  if (!shop) throw new Error('usage: hydrated-fibers.ts <shop origin> [paths]');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const rows: string[][] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    await context.addCookies([{ name: SPLASH_COOKIE, value: 'seen', url: shop }]);
    const page = await context.newPage();
    for (const path of pathsArg.split(',')) {
      await page.goto(shop + path, { waitUntil: 'networkidle' });
      // The page's remote marks itself live once hydrated; sections mounted when the page is idle may follow,
      // so the count is read again until two readings agree.
      await page.waitForSelector('main [data-mfe][data-live]', { timeout: 30_000 });
      let census = await page.evaluate(countFibers);
      for (let i = 0; ; i++) {
        if (!census) throw new Error(`${path}: no React root on #root`);
        if (i === 20) throw new Error(`${path}: the fiber count did not settle in 5 s`);
        await page.waitForTimeout(250);
        const next = await page.evaluate(countFibers);
        if (next?.fibers === census.fibers) break;
        census = next;
      }
      const emotion = census.cssWrappers + census.insertions;
      rows.push([path, int(census.fibers), int(census.domFibers), `${int(emotion)} (${Math.round((100 * emotion) / census.fibers)} %)`, int(census.elements)]);
    }
  } finally {
    await browser.close();
  }
  console.log(table(['page', 'fibers', 'DOM elements hydrated', "emotion's css-prop components", 'elements kept unhydrated'], rows));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

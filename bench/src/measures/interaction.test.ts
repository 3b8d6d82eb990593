import { chromium, type Browser, type Page } from 'playwright-core';
import { playwrightLaunchOptions } from '../lib/chromium';
import { changedFrom, cpuRateFor, pointOf, stateOf } from './interaction';

jest.setTimeout(60_000);

const tab = {} as Page;

describe("the interaction step's CPU throttling", () => {
  it('when no slower host is asked for, then each sample runs at the preset 4× without measuring the host', async () => {
    const measure = jest.fn(async () => 2300);
    expect(await cpuRateFor(tab, undefined, measure)).toEqual({ rate: 4 });
    expect(measure).not.toHaveBeenCalled();
  });

  it("when a slower host is asked for, then the rate is 4× scaled by the benchmarkIndex measured in the sample's tab over that host's", async () => {
    const measure = jest.fn(async () => 2300);
    expect(await cpuRateFor(tab, 1150, measure)).toEqual({ rate: 8, benchmarkIndex: 2300 });
    expect(measure).toHaveBeenCalledWith(tab);
  });

  it('when this host is slower than the one asked for, then it is slowed less than 4×, and never sped up', async () => {
    expect((await cpuRateFor(tab, 1150, async () => 900)).rate).toBe(3.13);
    expect((await cpuRateFor(tab, 1150, async () => 200)).rate).toBe(1);
  });
});

describe('a tap with nothing of the harness in the page', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await chromium.launch(playwrightLaunchOptions());
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  });
  afterEach(async () => {
    await page.close();
  });

  it('when the control is below the screen, then it is scrolled to and the point lands on it, the hidden copy passed over', async () => {
    await page.setContent(`<main><div style="height:2000px"></div>
      <button style="display:none">Add to cart</button>
      <button onclick="this.dataset.tapped = 'yes'">Add to Cart</button><div style="height:2000px"></div></main>`);
    const point = await pointOf(page, 'add-to-cart');
    expect(point).not.toBeNull();
    expect(point!.y).toBeGreaterThan(0);
    expect(point!.y).toBeLessThan(823);
    await page.mouse.click(point!.x, point!.y);
    expect(await page.locator('button[data-tapped]').count()).toBe(1);
  });

  it('when a drawer slides in, then its checkbox is found only once it stands still', async () => {
    await page.setContent(`<style>dialog{transition:transform .4s linear;transform:translateX(-100%)} dialog.in{transform:none}</style>
      <main><button aria-haspopup="dialog">Filters</button></main>
      <dialog><label><input type="checkbox">A</label><label><input type="checkbox">B</label></dialog>`);
    await page.evaluate(() => {
      const dialog = document.querySelector('dialog')!;
      dialog.showModal();
      requestAnimationFrame(() => dialog.classList.add('in'));
    });
    const point = await pointOf(page, 'filter-drawer', 1);
    const under = await page.evaluate(({ x, y }) => (document.elementFromPoint(x, y) as HTMLElement | null)?.parentElement?.textContent, point!);
    expect(under).toBe('B');
  });

  it('when a tap presses a control or changes nothing, then the state check tells the two apart', async () => {
    // An origin of its own (answered by the test, nothing leaves the browser): the check reads the cart's storage.
    await page.route('http://127.0.0.1:9/', (route) =>
      route.fulfill({ contentType: 'text/html', body: `<main><button aria-pressed="false" onclick="this.setAttribute('aria-pressed', 'true')">S</button><p>text</p></main>` }),
    );
    await page.goto('http://127.0.0.1:9/');
    const before = await stateOf(page);
    await page.click('p');
    expect(await changedFrom(page, before, 300)).toBe(false);
    await page.click('button');
    expect(await changedFrom(page, before, 300)).toBe(true);
  });

  it('when there is no such control, then there is no point', async () => {
    await page.setContent('<main><p>nothing to buy</p></main>');
    expect(await pointOf(page, 'add-to-cart')).toBeNull();
  });
});

/**
 * The measuring browser's flags: Lighthouse's launcher's, with the features it disables and the quiet ones in one
 * `--disable-features` (Chrome reads only the last, so a second would bring back what the first turned off).
 */
import { DEFAULT_FLAGS } from 'chrome-launcher/dist/flags.js';
import { CHROMIUM_FLAGS, playwrightLaunchOptions } from './chromium';

const FEATURES = '--disable-features=';

describe('CHROMIUM_FLAGS', () => {
  it("when the browser is started, then every flag of Lighthouse's launcher is there", () => {
    for (const flag of DEFAULT_FLAGS.filter((f) => !f.startsWith(FEATURES))) expect(CHROMIUM_FLAGS).toContain(flag);
  });

  it("when features are disabled, then one list holds the launcher's and the omnibox popup's", () => {
    const lists = CHROMIUM_FLAGS.filter((f) => f.startsWith(FEATURES));
    expect(lists).toHaveLength(1);
    const disabled = lists[0]!.slice(FEATURES.length).split(',');
    const launcher = DEFAULT_FLAGS.find((f) => f.startsWith(FEATURES))!.slice(FEATURES.length).split(',');
    expect(disabled).toEqual(expect.arrayContaining([...launcher, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
  });

  it("when Playwright starts the browser, then Playwright's own list of disabled features is left to it", () => {
    expect(playwrightLaunchOptions().args.filter((f) => f.startsWith(FEATURES) || f.startsWith('--headless'))).toEqual([]);
  });
});

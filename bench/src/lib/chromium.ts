import { existsSync } from 'node:fs';
// The flags Lighthouse's own command line starts Chrome with (its launcher's list), so that the bench measures in
// the browser `lighthouse <url>` measures in: no extension, phishing classifier, backgrounding or throttled IPC.
import { DEFAULT_FLAGS as LIGHTHOUSE_FLAGS } from 'chrome-launcher/dist/flags.js';

/** Debian's chromium (STACK-NOTES): never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const FEATURES = '--disable-features=';
const featuresOf = (flags: readonly string[]) => flags.filter((f) => f.startsWith(FEATURES)).flatMap((f) => f.slice(FEATURES.length).split(','));

/**
 * A headless browser still opens the omnibox's popup as web pages of its own (chrome://omnibox-popup.top-chrome,
 * one more renderer), which have nothing to show here and work at every navigation: on two cores they took
 * 11-27 ms of CPU from a page's first 200 ms.
 */
const QUIET_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Flags for a quiet headless browser: nothing in the background competes with the page being measured.
 * Lighthouse's launcher's flags, the headless ones this host needs, and one `--disable-features` with both lists
 * (Chrome reads the last one only).
 */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  ...LIGHTHOUSE_FLAGS.filter((f) => !f.startsWith(FEATURES)),
  `${FEATURES}${[...new Set([...featuresOf(LIGHTHOUSE_FLAGS), ...QUIET_FEATURES])].join(',')}`,
];

export function assertChromium(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`${CHROMIUM_PATH} is missing: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  }
}

/**
 * For playwright-core's launch(): Playwright adds its own headless flag, and a list of features of its own to
 * disable, which a second `--disable-features` would replace (the last one counts).
 */
export const playwrightLaunchOptions = () => ({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless') && !f.startsWith('--disable-features=')),
  headless: true,
});

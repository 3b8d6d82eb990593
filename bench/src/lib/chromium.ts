import { existsSync } from 'node:fs';

/** Debian's chromium (STACK-NOTES): never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a quiet headless browser: nothing in the background competes with the page being measured. */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--no-first-run',
  '--no-default-browser-check',
  '--mute-audio',
  // A headless browser still opens the omnibox's popup as a web page of its own (chrome://omnibox-popup.top-chrome,
  // one more renderer process), which has nothing to show here and works at every navigation: on two cores it
  // took 20-30 ms of CPU from the page's first half second.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
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
